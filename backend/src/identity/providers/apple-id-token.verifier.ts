import { Inject, Injectable } from '@nestjs/common';
import { createRemoteJWKSet, importPKCS8, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { AppleClientConfig } from '../../config/identity-provider-config';

/** The token was forged, expired, for another app, or not answering this session's nonce. */
export class AppleTokenRejectedError extends Error {
  override readonly name = 'AppleTokenRejectedError';
}

const CLIENT_SECRET_LIFETIME_S = 300;
const CLOCK_TOLERANCE_S = 30;

/**
 * Verifies Apple's id_token with jose against the issuer's JWKS (`{issuer}/auth/keys`, cached and
 * refreshed on an unknown key id): signature, issuer, audience (our Services ID), expiry and nonce.
 * With APPLE_TEAM_ID, APPLE_KEY_ID and APPLE_PRIVATE_KEY it also redeems the authorization code, so a
 * token lifted from elsewhere without its fresh code is refused too.
 */
@Injectable()
export class AppleIdTokenVerifier {
  private readonly keys: ReturnType<typeof createRemoteJWKSet> | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.keys =
      config.apple === null ? null : createRemoteJWKSet(new URL(`${config.apple.issuerUrl}/auth/keys`));
  }

  async verify(idToken: string, code: string | undefined, expectedNonce: string): Promise<JWTPayload> {
    const apple = this.config.apple;
    if (apple === null || this.keys === null) throw new Error('Apple is not configured');
    const payload = await this.verifyToken(apple, idToken);
    if (payload['nonce'] !== expectedNonce) throw new AppleTokenRejectedError('nonce mismatch');
    if (apple.codeExchange !== null) await this.redeemCode(apple, code, payload.sub!);
    return payload;
  }

  private async verifyToken(apple: AppleClientConfig, idToken: string): Promise<JWTPayload> {
    try {
      const { payload } = await jwtVerify(idToken, this.keys!, {
        issuer: apple.issuerUrl,
        audience: apple.clientId,
        algorithms: ['RS256', 'ES256'],
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: CLOCK_TOLERANCE_S,
      });
      // jose accepts a list of audiences that merely includes ours; a token for several clients is not ours.
      if (payload.aud !== apple.clientId)
        throw new Error(`audience ${JSON.stringify(payload.aud)} is not ours alone`);
      return payload;
    } catch (error) {
      throw new AppleTokenRejectedError(`id_token rejected: ${String(error)}`);
    }
  }

  /** https://developer.apple.com/documentation/sign_in_with_apple/generate_and_validate_tokens */
  private async redeemCode(
    apple: AppleClientConfig,
    code: string | undefined,
    subject: string,
  ): Promise<void> {
    const exchange = apple.codeExchange!;
    if (code === undefined || code === '') throw new AppleTokenRejectedError('authorization code missing');
    const now = Math.floor(Date.now() / 1000);
    const clientSecret = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: exchange.keyId })
      .setIssuer(exchange.teamId)
      .setSubject(apple.clientId)
      .setAudience(apple.issuerUrl)
      .setIssuedAt(now)
      .setExpirationTime(now + CLIENT_SECRET_LIFETIME_S)
      .sign(await importPKCS8(exchange.privateKey, 'ES256'));
    const answer = await fetch(`${apple.issuerUrl}/auth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: apple.clientId,
        client_secret: clientSecret,
        code,
        grant_type: 'authorization_code',
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!answer.ok) throw new AppleTokenRejectedError(`code exchange refused with ${answer.status}`);
    const body = (await answer.json()) as { id_token?: unknown };
    if (typeof body.id_token !== 'string')
      throw new AppleTokenRejectedError('code exchange gave no id_token');
    const redeemed = await this.verifyToken(apple, body.id_token);
    if (redeemed.sub !== subject) throw new AppleTokenRejectedError('code belongs to another account');
  }
}
