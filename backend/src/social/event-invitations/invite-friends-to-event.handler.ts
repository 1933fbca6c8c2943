import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_MESSAGES } from '@eventfold/contracts';
import { calendarEventDocumentId, type CalendarDocument } from '@eventfold/projections';
import { DomainError } from '../../infrastructure/events/domain-error';
import type { CommandContext } from '../../infrastructure/events/event-serializer';
import { ProjectionsService } from '../../infrastructure/events/projections.service';
import { FriendsQuery } from '../friends/friends.query';
import { SOCIAL_ERRORS } from '../social-messages';
import { lastPosition, SocialStreams } from '../social-streams';
import { eventInvitationDecider, eventInvitationStreamId } from './event-invitation.decider';

type Invited = { invited: number; position: bigint | null };

export class InviteFriendsToEvent extends Command<Invited> {
  constructor(
    readonly inviterId: string,
    readonly eventId: string,
    readonly friendIds: readonly string[],
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * Friends only, and only to an event in the inviter's calendar. The invitation carries a copy of the
 * event as the inviter sees it: that copy is what appears in the invitee's calendar.
 */
@CommandHandler(InviteFriendsToEvent)
export class InviteFriendsToEventHandler implements ICommandHandler<InviteFriendsToEvent> {
  constructor(
    private readonly streams: SocialStreams,
    private readonly projections: ProjectionsService,
    private readonly friends: FriendsQuery,
  ) {}

  async execute({ inviterId, eventId, friendIds, context }: InviteFriendsToEvent): Promise<Invited> {
    const entry = await this.projections
      .collection<CalendarDocument>('calendar')
      .findOne({ _id: calendarEventDocumentId(inviterId, eventId) });
    if (entry === null || entry.kind !== 'event') throw new DomainError(EVENT_MESSAGES.notFound, 404);
    const { friends } = await this.friends.circle(inviterId);
    const invitees = [...new Set(friendIds)];
    if (invitees.some((id) => !friends.has(id))) throw new DomainError(SOCIAL_ERRORS.onlyFriends, 400);
    const { title, description, startDate, endDate, allDay, timezone, location, url, imageUrl } = entry;
    const event = { title, description, startDate, endDate, allDay, timezone, location, url, imageUrl };
    let invited = 0;
    let position: bigint | null = null;
    for (const inviteeId of invitees) {
      const result = await this.streams.execute(
        eventInvitationStreamId(eventId, inviteeId),
        eventInvitationDecider,
        { type: 'SendEventInvitation', invitationId: randomUUID(), eventId, inviterId, inviteeId, event },
        context,
      );
      invited += result.events.length;
      position = lastPosition(position, result.position);
    }
    return { invited, position };
  }
}
