import {
  Body,
  Controller,
  Delete,
  ForbiddenException,
  BadRequestException,
  Get,
  HttpCode,
  Inject,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { ACCOUNT_MESSAGES, deleteAccountSchema, type DeleteAccountRequest } from '@eventfold/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { PasswordChecks } from '../../identity/password-checks';
import { SignInRateLimits } from '../../identity/sign-in-rate-limits';
import { UsersQuery } from '../../identity/users.query';
import type { CommandContext } from '../../infrastructure/events/event-serializer';
import { AuthenticatedGuard } from '../../infrastructure/http/authenticated.guard';
import { CurrentUserId, RequestContext } from '../../infrastructure/http/request-context';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe';
import { SESSION_COOKIE, sessionCookieOptions } from '../../infrastructure/sessions/session-middleware';
import { AccountErasure } from './account-erasure';
import { AccountExport } from './account-export';

/** "Your data": download everything we keep, or erase the account. */
@Controller('api/user')
@UseGuards(AuthenticatedGuard)
export class AccountHttpController {
  constructor(
    private readonly users: UsersQuery,
    private readonly exports: AccountExport,
    private readonly erasure: AccountErasure,
    private readonly passwords: PasswordChecks,
    private readonly signIns: SignInRateLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('export')
  async download(@CurrentUserId() userId: string, @Res() response: Response): Promise<void> {
    const data = await this.exports.of(userId);
    response
      .status(200)
      .set({
        'Content-Disposition': 'attachment; filename="eventfold-my-data.json"',
        'Cache-Control': 'no-store',
      })
      .type('json')
      .send(JSON.stringify(data, null, 2));
  }

  /** 204 and the session ends; the address can sign up again at once. */
  @Delete()
  @HttpCode(204)
  async erase(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Body(new ZodValidationPipe(deleteAccountSchema)) body: DeleteAccountRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    const user = await this.users.findById(userId);
    if (user === null) throw new ForbiddenException({ message: ACCOUNT_MESSAGES.passwordIncorrect });
    if (user.passwordHash !== null) {
      if (!body.password) throw new BadRequestException({ message: ACCOUNT_MESSAGES.passwordRequired });
      // A wrong password here is a guess like a wrong sign-in: the same limits (429) and scrypt lane (503).
      const permit = await this.signIns.admitSignIn(user.email ?? userId, request.ip ?? 'unknown');
      if (!(await this.passwords.verify(body.password, user.passwordHash))) {
        await permit.failed();
        throw new ForbiddenException({ message: ACCOUNT_MESSAGES.passwordIncorrect });
      }
      await permit.succeeded();
    } else if (body.confirm !== 'DELETE') {
      throw new BadRequestException({ message: ACCOUNT_MESSAGES.confirmRequired });
    }
    await this.erasure.erase(userId, context);
    await new Promise<void>((resolve) => request.session.destroy(() => resolve()));
    response.clearCookie(SESSION_COOKIE, sessionCookieOptions(this.config, request));
  }
}
