import { Body, Controller, Get, HttpCode, Post, Req, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import {
  linkProviderRequestSchema,
  PROVIDER_MESSAGES,
  SERVER_MESSAGES,
  type CurrentUser,
  type LinkProviderRequest,
  type PendingLink,
} from '@eventfold/contracts';
import { DomainError } from '../../infrastructure/events/domain-error';
import { commandContextOf } from '../../infrastructure/http/request-context';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe';
import { PasswordChecks } from '../password-checks';
import { SignInRateLimits } from '../sign-in-rate-limits';
import { toCurrentUser, UsersQuery } from '../users.query';
import { ProviderSignIn } from './provider-sign-in.service';
import { peekPendingLink, saveSession, signInSession } from './provider-session';

/**
 * A provider sign-in whose verified e-mail belongs to a password account waits in the session until
 * that account's password is entered here once; then the provider signs in to it from now on.
 */
@Controller('api/auth')
export class AccountLinkHttpController {
  constructor(
    private readonly users: UsersQuery,
    private readonly signIn: ProviderSignIn,
    private readonly limits: SignInRateLimits,
    private readonly passwords: PasswordChecks,
  ) {}

  @Get('pending-link')
  pending(@Req() request: Request): PendingLink {
    const pending = peekPendingLink(request);
    if (pending === null || pending.profile.email === null) return { pending: null };
    return { pending: { provider: pending.profile.provider, email: pending.profile.email } };
  }

  @Post('link-provider')
  @HttpCode(200)
  async link(
    @Body(new ZodValidationPipe(linkProviderRequestSchema)) input: LinkProviderRequest,
    @Req() request: Request,
  ): Promise<CurrentUser> {
    const pending = peekPendingLink(request);
    if (pending === null || pending.profile.email === null)
      throw new DomainError(PROVIDER_MESSAGES.noPendingLink, 409);
    const email = pending.profile.email;
    const ip = request.ip ?? 'unknown';
    // The same limits as the e-mail sign-in: this is a password check against the same account.
    const permit = await this.limits.admitSignIn(email, ip);
    const account = await this.users.findByEmail(email);
    if (
      account === null ||
      account.passwordHash === null ||
      !(await this.passwords.verify(input.password, account.passwordHash))
    ) {
      await permit.failed();
      throw new UnauthorizedException({ message: SERVER_MESSAGES.invalidCredentials });
    }
    await permit.succeeded();
    delete request.session.pendingLink;
    await saveSession(request);
    await this.signIn.link(pending.profile, account._id, commandContextOf(request));
    await signInSession(request, account._id);
    const user = await this.users.findById(account._id);
    if (user === null) throw new UnauthorizedException({ message: SERVER_MESSAGES.unauthorized });
    return toCurrentUser(user);
  }
}
