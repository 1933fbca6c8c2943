import { Controller, Get, Logger, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AuthorizationResponseError, ClientError, ResponseBodyError, type IDToken } from 'openid-client';
import { PROVIDER_MESSAGES, SERVER_MESSAGES } from '@eventfold/contracts';
import { GoogleOAuthClient, GoogleUnavailableError } from '../../infrastructure/google/google-oauth.client';
import { commandContextOf } from '../../infrastructure/http/request-context';
import type { ProviderProfile } from '../user.decider';
import { ProviderSignIn } from './provider-sign-in.service';
import { saveSession, signInSession, takeFromSession } from './provider-session';

const CALLBACK = '/auth/google/callback';

/** Where the landing page explains a failed round trip (a "Sign-In Failed" toast). */
function landingWithError(message: string): string {
  return `/?auth_error=${encodeURIComponent(message)}`;
}

/** Sign in with Google: authorization code flow with PKCE, state and nonce bound to the session. */
@Controller('auth/google')
export class GoogleSignInHttpController {
  private readonly logger = new Logger('GoogleSignIn');

  constructor(
    private readonly google: GoogleOAuthClient,
    private readonly signIn: ProviderSignIn,
  ) {}

  @Get()
  async start(@Req() request: Request, @Res() response: Response): Promise<void> {
    if (!this.google.enabled)
      return response.redirect(302, landingWithError(SERVER_MESSAGES.providerNotConfigured('Google')));
    try {
      const { url, pending } = await this.google.authorizationUrl(CALLBACK, 'openid email profile');
      request.session.googleSignIn = pending;
      await saveSession(request);
      response.redirect(302, url);
    } catch (error) {
      this.logger.warn({ msg: 'Google sign-in could not start', err: error });
      response.redirect(302, landingWithError(PROVIDER_MESSAGES.unreachable('Google')));
    }
  }

  @Get('callback')
  async callback(@Req() request: Request, @Res() response: Response): Promise<void> {
    if (!this.google.enabled)
      return response.redirect(302, landingWithError(SERVER_MESSAGES.providerNotConfigured('Google')));
    const pending = takeFromSession(request, 'googleSignIn');
    if (pending === null) return response.redirect(302, landingWithError(PROVIDER_MESSAGES.expired));
    let claims: IDToken | undefined;
    try {
      ({ claims } = await this.google.exchangeCode(CALLBACK, queryOf(request), pending, true));
    } catch (error) {
      return response.redirect(302, landingWithError(this.describe(error)));
    }
    if (claims === undefined)
      return response.redirect(302, landingWithError(PROVIDER_MESSAGES.failed('Google')));
    const outcome = await this.signIn.signIn(profileFrom(claims), commandContextOf(request));
    switch (outcome.kind) {
      case 'signed-in':
        await signInSession(request, outcome.userId);
        return response.redirect(302, '/');
      case 'link-required':
        request.session.pendingLink = { profile: profileFrom(claims), startedAt: Date.now() };
        await saveSession(request);
        return response.redirect(302, '/?link_account=google');
      case 'rejected':
        return response.redirect(302, landingWithError(outcome.message));
    }
  }

  private describe(error: unknown): string {
    if (error instanceof AuthorizationResponseError) {
      if (error.error === 'access_denied') return PROVIDER_MESSAGES.cancelled('Google');
      this.logger.warn({
        msg: 'Google answered with an error',
        error: error.error,
        description: error.error_description,
      });
      return PROVIDER_MESSAGES.failed('Google');
    }
    // A state or nonce that does not match: another window's round trip, or a forged answer.
    if (error instanceof ClientError) {
      this.logger.warn({ msg: 'Google callback rejected', code: error.code, reason: error.message });
      return PROVIDER_MESSAGES.expired;
    }
    if (error instanceof ResponseBodyError) {
      this.logger.warn({ msg: 'Google token exchange refused', error: error.error });
      return PROVIDER_MESSAGES.failed('Google');
    }
    this.logger.warn({ msg: 'Google unreachable', err: error });
    return error instanceof GoogleUnavailableError || error instanceof TypeError
      ? PROVIDER_MESSAGES.unreachable('Google')
      : PROVIDER_MESSAGES.failed('Google');
  }
}

function queryOf(request: Request): string {
  const index = request.originalUrl.indexOf('?');
  return index === -1 ? '' : request.originalUrl.slice(index);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function profileFrom(claims: IDToken): ProviderProfile {
  return {
    provider: 'google',
    subject: claims.sub,
    email: text(claims['email']),
    emailVerified: claims['email_verified'] === true,
    firstName: text(claims['given_name']),
    lastName: text(claims['family_name']),
    pictureUrl: httpsUrl(claims['picture']),
  };
}

/** Only an https picture is kept: it is shown as an <img> to the user. */
function httpsUrl(value: unknown): string | null {
  const candidate = text(value);
  return candidate !== null && candidate.startsWith('https://') ? candidate : null;
}
