import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { inviteFriendsToEventSchema, type EventInvitations } from '@eventfold/contracts';
import type { z } from 'zod';
import type { CommandContext } from '../../infrastructure/events/event-serializer';
import { ProjectionsService } from '../../infrastructure/events/projections.service';
import { AuthenticatedGuard } from '../../infrastructure/http/authenticated.guard';
import { CurrentUserId, RequestContext } from '../../infrastructure/http/request-context';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe';
import { EventInvitationsQuery } from './event-invitations.query';
import { InviteFriendsToEvent } from './invite-friends-to-event.handler';
import { RespondToEventInvitation } from './respond-event-invitation.handler';

type InviteBody = z.infer<typeof inviteFriendsToEventSchema>;

function invitedMessage(invited: number): string {
  if (invited === 0) return 'Your friends were already invited';
  return invited === 1 ? 'Invited 1 friend' : `Invited ${invited} friends`;
}

@Controller('api')
@UseGuards(AuthenticatedGuard)
export class EventInvitationsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly projections: ProjectionsService,
    private readonly invitations: EventInvitationsQuery,
  ) {}

  @Get('events/:id/invitations')
  invited(@CurrentUserId() userId: string, @Param('id') eventId: string): Promise<EventInvitations> {
    return this.invitations.invitedBy(userId, eventId);
  }

  @Post('events/:id/invite')
  @HttpCode(200)
  async invite(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Param('id') eventId: string,
    @Body(new ZodValidationPipe(inviteFriendsToEventSchema)) body: InviteBody,
  ): Promise<{ invited: number; message: string }> {
    const { invited, position } = await this.commands.execute(
      new InviteFriendsToEvent(userId, eventId, body.friendIds, context),
    );
    await this.projections.waitFor(position);
    return { invited, message: invitedMessage(invited) };
  }

  @Post('event-invitations/:eventId/accept')
  @HttpCode(200)
  accept(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Param('eventId') eventId: string,
  ) {
    return this.respond(userId, eventId, 'accepted', context);
  }

  @Post('event-invitations/:eventId/decline')
  @HttpCode(200)
  decline(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Param('eventId') eventId: string,
  ) {
    return this.respond(userId, eventId, 'declined', context);
  }

  private async respond(
    userId: string,
    eventId: string,
    status: 'accepted' | 'declined',
    context: CommandContext,
  ) {
    await this.projections.waitFor(
      await this.commands.execute(new RespondToEventInvitation(userId, eventId, status, context)),
    );
    return { eventId, status };
  }
}
