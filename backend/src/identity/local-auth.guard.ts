import { type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { loginRequestSchema, SERVER_MESSAGES } from '@eventfold/contracts';
import { ZodValidationPipe } from '../infrastructure/http/zod-validation.pipe';
import { SignInRateLimits } from './sign-in-rate-limits';

const parseLogin = new ZodValidationPipe(loginRequestSchema);

/**
 * POST /api/auth/login: validate (400), take an attempt from the limits (429), authenticate (401, counted),
 * then sign in; passport regenerates the session id on sign-in, against session fixation.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  constructor(private readonly limits: SignInRateLimits) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const { email } = parseLogin.transform(request.body);
    const ip = request.ip ?? 'unknown';
    // Taken before the password is checked: parallel guesses cannot all pass a limit read before any failed.
    const permit = await this.limits.admitSignIn(email, ip);
    try {
      await super.canActivate(context);
    } catch (error) {
      if (error instanceof UnauthorizedException) await permit.failed();
      throw error;
    }
    await permit.succeeded();
    await super.logIn(request);
    return true;
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new UnauthorizedException({ message: SERVER_MESSAGES.invalidCredentials });
    return user;
  }
}
