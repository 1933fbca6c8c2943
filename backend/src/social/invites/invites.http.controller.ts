import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  acceptInviteRequestSchema,
  emailInviteRequestSchema,
  SOCIAL_MESSAGES,
  type EmailInviteResponse,
} from '@eventfold/contracts';
import type { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { CommandContext } from '../../infrastructure/events/event-serializer';
import { ProjectionsService } from '../../infrastructure/events/projections.service';
import { AuthenticatedGuard } from '../../infrastructure/http/authenticated.guard';
import { CurrentUserId, RequestContext } from '../../infrastructure/http/request-context';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe';
import { AcceptInvite } from './accept-invite.handler';
import { EmailInvitations } from './email-invitations';

/** Invitations to join Eventfold, by e-mail or by a link shared any other way. */
@Controller('api')
@UseGuards(AuthenticatedGuard)
export class InvitesHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly projections: ProjectionsService,
    private readonly invitations: EmailInvitations,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('email-invite')
  invite(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Body(new ZodValidationPipe(emailInviteRequestSchema)) body: z.infer<typeof emailInviteRequestSchema>,
  ): Promise<EmailInviteResponse> {
    return this.invitations.invite(userId, body.email, this.config.publicUrl, context);
  }

  @Post('invites/accept')
  @HttpCode(200)
  async accept(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Body(new ZodValidationPipe(acceptInviteRequestSchema)) body: z.infer<typeof acceptInviteRequestSchema>,
  ): Promise<{ success: true; message: string }> {
    await this.projections.waitFor(
      await this.commands.execute(new AcceptInvite(body.token, userId, context)),
    );
    return { success: true, message: SOCIAL_MESSAGES.accepted };
  }
}
