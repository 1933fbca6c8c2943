import { BadRequestException, Body, Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import {
  EMAIL_MESSAGES,
  unsubscribeSchema,
  type EmailStatus,
  type UnsubscribeRequest,
} from '@eventfold/contracts';
import { UserStreams } from '../../identity/user-streams';
import { ProjectionsService } from '../../infrastructure/events/projections.service';
import { AuthenticatedGuard } from '../../infrastructure/http/authenticated.guard';
import { commandContextOf } from '../../infrastructure/http/request-context';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe';
import { Mailer } from '../../infrastructure/mail/mailer';
import { UnsubscribeTokens } from './unsubscribe-tokens';

/** Notification mail: whether the server sends any, and the unsubscribe link's confirmation. */
@Controller('api/email')
export class EmailHttpController {
  constructor(
    private readonly mailer: Mailer,
    private readonly tokens: UnsubscribeTokens,
    private readonly users: UserStreams,
    private readonly projections: ProjectionsService,
  ) {}

  @Get('status')
  @UseGuards(AuthenticatedGuard)
  status(): EmailStatus {
    return { available: this.mailer.configured };
  }

  /**
   * Without signing in: the signed token names the person. A POST (the page's button), never the
   * link's GET, so a mail scanner that follows links turns nothing off.
   */
  @Post('unsubscribe')
  @HttpCode(200)
  async unsubscribe(
    @Req() request: Request,
    @Body(new ZodValidationPipe(unsubscribeSchema)) { token }: UnsubscribeRequest,
  ): Promise<{ success: true; message: string }> {
    const userId = this.tokens.userOf(token);
    if (userId === null) throw new BadRequestException({ message: EMAIL_MESSAGES.unsubscribeInvalid });
    // The person acts through their own link, signed in or not.
    const context = { ...commandContextOf(request), userId };
    const { position } = await this.users.execute(
      userId,
      { type: 'ChangePreferences', changes: { notifyByEmail: false } },
      context,
    );
    await this.projections.waitFor(position);
    return { success: true, message: EMAIL_MESSAGES.unsubscribed };
  }
}
