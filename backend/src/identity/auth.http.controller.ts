import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Post,
  Req,
  Res,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import {
  registerRequestSchema,
  SERVER_MESSAGES,
  type CurrentUser,
  type RegisterRequest,
} from '@eventfold/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ProjectionsService } from '../infrastructure/events/projections.service';
import { AuthenticatedGuard, sessionUserId } from '../infrastructure/http/authenticated.guard';
import { commandContextOf } from '../infrastructure/http/request-context';
import { ZodValidationPipe } from '../infrastructure/http/zod-validation.pipe';
import { SESSION_COOKIE, sessionCookieOptions } from '../infrastructure/sessions/session-middleware';
import { LocalAuthGuard } from './local-auth.guard';
import { RegisterUser } from './register-user.handler';
import { isSameOriginNavigation, logoutConfirmationPage } from './logout-confirmation';
import { SignInRateLimits } from './sign-in-rate-limits';
import { toCurrentUser, UsersQuery } from './users.query';

@Controller('api')
export class AuthHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly users: UsersQuery,
    private readonly projections: ProjectionsService,
    private readonly limits: SignInRateLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('auth/register')
  async register(
    @Body(new ZodValidationPipe(registerRequestSchema)) input: RegisterRequest,
    @Req() request: Request,
  ): Promise<CurrentUser> {
    const ip = request.ip ?? 'unknown';
    await this.limits.assertMaySignUp(ip);
    const { userId, position } = await this.commands.execute(
      new RegisterUser(input, commandContextOf(request)),
    );
    await this.limits.recordSignUp(ip);
    await this.projections.waitFor(position);
    await new Promise<void>((resolve, reject) =>
      request.logIn({ id: userId }, (error) => (error ? reject(error) : resolve())),
    );
    return this.currentUser(userId);
  }

  @Post('auth/login')
  @HttpCode(200)
  @UseGuards(LocalAuthGuard)
  login(@Req() request: Request): Promise<CurrentUser> {
    return this.currentUser(sessionUserId(request)!);
  }

  @Get('auth/user')
  @UseGuards(AuthenticatedGuard)
  user(@Req() request: Request): Promise<CurrentUser> {
    return this.currentUser(sessionUserId(request)!);
  }

  /** The UI turns `?signin=1` into the sign-in dialog. */
  @Get('login')
  signIn(@Res() response: Response): void {
    response.redirect(302, '/?signin=1');
  }

  /**
   * A full-page navigation from the app's Logout button. A GET must not change state for another
   * site, so a cross-site request gets a page with a button that posts to POST /api/logout instead.
   */
  @Get('logout')
  async logoutByNavigation(@Req() request: Request, @Res() response: Response): Promise<void> {
    if (!isSameOriginNavigation(request)) {
      response.status(200).type('html').send(logoutConfirmationPage());
      return;
    }
    await this.signOut(request, response);
  }

  /** Cross-site POSTs carry no SameSite=Lax cookie, so this cannot sign anyone out from elsewhere. */
  @Post('logout')
  async logout(@Req() request: Request, @Res() response: Response): Promise<void> {
    await this.signOut(request, response);
  }

  private async signOut(request: Request, response: Response): Promise<void> {
    if (request.session !== undefined) {
      await new Promise<void>((resolve, reject) =>
        request.session.destroy((error) => (error ? reject(error) : resolve())),
      );
    }
    response.clearCookie(SESSION_COOKIE, sessionCookieOptions(this.config, request));
    response.redirect(303, '/');
  }

  private async currentUser(userId: string): Promise<CurrentUser> {
    const user = await this.users.findById(userId);
    // A session whose account the read model no longer has (e.g. erased) counts as signed out.
    if (user === null) throw new UnauthorizedException({ message: SERVER_MESSAGES.unauthorized });
    return toCurrentUser(user);
  }
}
