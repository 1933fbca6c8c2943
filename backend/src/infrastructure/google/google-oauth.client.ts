import { Inject, Injectable } from '@nestjs/common';
import * as oidc from 'openid-client';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { GoogleClientConfig } from '../../config/identity-provider-config';

/** What a round trip to Google needs to remember in the session between the redirect and the callback. */
export interface PendingAuthorization {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Epoch ms; an older callback is refused. */
  startedAt: number;
}

export interface GoogleTokens {
  accessToken: string;
  refreshToken: string | null;
  accessTokenExpiresAt: string;
}

/** Google failed or could not be reached; the user sees a "try again" message, the log the details. */
export class GoogleUnavailableError extends Error {
  override readonly name = 'GoogleUnavailableError';
}

const DISCOVERY_TIMEOUT_S = 10;
/** Tokens without an expiry are treated as lasting this long (Google's own lifetime). */
const DEFAULT_TOKEN_LIFETIME_S = 3600;

/**
 * Google's OAuth 2.0 / OpenID Connect client (openid-client): discovery from GOOGLE_ISSUER_URL on
 * first use (so a provider that is down at start-up does not stop the server), PKCE S256, state and
 * nonce. Sign-in and Google Calendar share it: one client, two redirect URIs.
 */
@Injectable()
export class GoogleOAuthClient {
  private configuration: Promise<oidc.Configuration> | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get enabled(): boolean {
    return this.config.google !== null;
  }

  redirectUri(path: '/auth/google/callback' | '/api/google/callback'): string {
    return `${this.config.publicUrl}${path}`;
  }

  async authorizationUrl(
    path: '/auth/google/callback' | '/api/google/callback',
    scope: string,
    extra: Record<string, string> = {},
  ): Promise<{ url: string; pending: PendingAuthorization }> {
    const configuration = await this.discovered();
    const pending: PendingAuthorization = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
      startedAt: Date.now(),
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri(path),
      scope,
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
      ...extra,
    });
    return { url: url.href, pending };
  }

  /**
   * Exchanges the code. openid-client checks the state, and for sign-in the ID token's issuer,
   * audience, expiry and nonce. Throws AuthorizationResponseError for an error answer (e.g.
   * access_denied), ClientError for a tampered response.
   */
  async exchangeCode(
    path: '/auth/google/callback' | '/api/google/callback',
    query: string,
    pending: PendingAuthorization,
    expectIdToken: boolean,
  ): Promise<{ tokens: GoogleTokens; claims: oidc.IDToken | undefined }> {
    const configuration = await this.discovered();
    const currentUrl = new URL(`${this.redirectUri(path)}${query}`);
    const response = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      // Any ID token in the answer must carry this round trip's nonce; sign-in insists on one.
      expectedNonce: pending.nonce,
      idTokenExpected: expectIdToken,
    });
    return { tokens: tokensOf(response, null), claims: response.claims() };
  }

  /** A new access token; Google answers `invalid_grant` (a ResponseBodyError) once the grant is revoked. */
  async refresh(refreshToken: string): Promise<GoogleTokens> {
    const response = await oidc.refreshTokenGrant(await this.discovered(), refreshToken);
    return tokensOf(response, refreshToken);
  }

  /** Best effort: a revoked token stops working at Google even if someone copied it. */
  async revoke(token: string): Promise<void> {
    const configuration = await this.discovered();
    if (configuration.serverMetadata().revocation_endpoint === undefined) return;
    await oidc.tokenRevocation(configuration, token);
  }

  private discovered(): Promise<oidc.Configuration> {
    const google = this.config.google;
    if (google === null) throw new Error('Google is not configured');
    this.configuration ??= discover(google).catch((error: unknown) => {
      // Try again on the next request instead of remembering the failure.
      this.configuration = null;
      throw new GoogleUnavailableError(`Google discovery failed: ${String(error)}`);
    });
    return this.configuration;
  }
}

function discover(google: GoogleClientConfig): Promise<oidc.Configuration> {
  const insecure = google.issuerUrl.startsWith('http://');
  return oidc.discovery(
    new URL(google.issuerUrl),
    google.clientId,
    google.clientSecret,
    undefined,
    // Only a loopback issuer may be http:// (checked in the configuration): a local test provider.
    { timeout: DISCOVERY_TIMEOUT_S, ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}) },
  );
}

function tokensOf(response: oidc.TokenEndpointResponse, previousRefreshToken: string | null): GoogleTokens {
  const lifetime = response.expires_in ?? DEFAULT_TOKEN_LIFETIME_S;
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token ?? previousRefreshToken,
    accessTokenExpiresAt: new Date(Date.now() + lifetime * 1000).toISOString(),
  };
}
