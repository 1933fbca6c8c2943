import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  Body,
  Controller,
  Get,
  Inject,
  Logger,
  Post,
  Req,
  Res,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import type { JWTPayload } from 'jose';
import {
  appleCallbackRequestSchema,
  PROVIDER_MESSAGES,
  SERVER_MESSAGES,
  type AppleCallbackRequest,
  type AppleCallbackResponse,
  type AppleInit,
} from '@eventfold/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { commandContextOf } from '../../infrastructure/http/request-context';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe';
import type { ProviderProfile } from '../user.decider';
import { toCurrentUser, UsersQuery } from '../users.query';
import { AppleIdTokenVerifier, AppleTokenRejectedError } from './apple-id-token.verifier';
import { ProviderSignIn } from './provider-sign-in.service';
import { saveSession, signInSession, takeFromSession } from './provider-session';

type AppleAnswer = AppleCallbackResponse & { message?: string };

function failure(response: Response, status: number, error: string, linkRequired = false): AppleAnswer {
  response.status(status);
  // `message` too: every error body of the API carries one, and the web client reads it.
  return { success: false, user: null, error, message: error, ...(linkRequired ? { linkRequired } : {}) };
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Sign in with Apple: Apple's JS popup on the page, its answer verified here. */
@Controller('auth/apple')
export class AppleSignInHttpController {
  private readonly logger = new Logger('AppleSignIn');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly verifier: AppleIdTokenVerifier,
    private readonly signIn: ProviderSignIn,
    private readonly users: UsersQuery,
  ) {}

  /** Fresh state and nonce for this session; Apple echoes the state and puts the nonce in the id_token. */
  @Get('init')
  async init(@Req() request: Request): Promise<AppleInit> {
    const apple = this.config.apple;
    if (apple === null)
      throw new ServiceUnavailableException({ message: SERVER_MESSAGES.providerNotConfigured('Apple') });
    const state = randomBytes(24).toString('base64url');
    const nonce = randomBytes(24).toString('base64url');
    request.session.appleSignIn = { state, nonce, startedAt: Date.now() };
    await saveSession(request);
    return {
      clientId: apple.clientId,
      redirectURI: `${this.config.publicUrl}/auth/apple/callback`,
      state,
      nonce,
    };
  }

  @Post('callback')
  async callback(
    @Body(new ZodValidationPipe(appleCallbackRequestSchema)) input: AppleCallbackRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AppleAnswer> {
    if (this.config.apple === null)
      return failure(response, 501, SERVER_MESSAGES.providerNotConfigured('Apple'));
    const pending = takeFromSession(request, 'appleSignIn');
    if (pending === null || !sameText(pending.state, input.state))
      return failure(response, 401, PROVIDER_MESSAGES.expired);
    let claims: JWTPayload;
    try {
      claims = await this.verifier.verify(input.id_token, input.code, pending.nonce);
    } catch (error) {
      if (!(error instanceof AppleTokenRejectedError)) throw error;
      this.logger.warn({ msg: 'Apple id_token rejected', reason: error.message });
      return failure(response, 401, PROVIDER_MESSAGES.tokenRejected);
    }
    const profile = profileFrom(claims, input);
    const outcome = await this.signIn.signIn(profile, commandContextOf(request));
    switch (outcome.kind) {
      case 'signed-in': {
        await signInSession(request, outcome.userId);
        const user = await this.users.findById(outcome.userId);
        response.status(200);
        return { success: true, user: user === null ? null : toCurrentUser(user), error: null };
      }
      case 'link-required':
        request.session.pendingLink = { profile, startedAt: Date.now() };
        return failure(response, 409, PROVIDER_MESSAGES.linkRequired('Apple'), true);
      case 'rejected':
        return failure(response, 409, outcome.message);
    }
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * Apple puts the e-mail in the token and the name only in the first answer's `user`: the name is kept
 * at sign-up and never overwritten later.
 */
function profileFrom(claims: JWTPayload, input: AppleCallbackRequest): ProviderProfile {
  const verified = claims['email_verified'];
  return {
    provider: 'apple',
    subject: claims.sub!,
    email: text(claims['email']),
    emailVerified: verified === true || verified === 'true',
    firstName: text(input.user?.name?.firstName),
    lastName: text(input.user?.name?.lastName),
    pictureUrl: null,
  };
}
