import { Injectable } from '@nestjs/common';
import { EVENT_MESSAGES, type EventInvitations } from '@eventfold/contracts';
import { type CalendarDocument, type CalendarEventDocument } from '@eventfold/projections';
import { DomainError } from '../../infrastructure/events/domain-error';
import { ProjectionsService } from '../../infrastructure/events/projections.service';
import { SharedEvents } from '../shared-events';

/** A bound on one answer: far more friends than anyone invites to one event. */
const MOST_INVITEES = 5_000;

/**
 * Whom the caller has invited to an event of their calendar: the invitees' copies that name the caller
 * as inviter (a declined invitation takes its copy away, so it counts as not invited). Nobody else's
 * invitations are read.
 */
@Injectable()
export class EventInvitationsQuery {
  constructor(
    private readonly projections: ProjectionsService,
    private readonly sharedEvents: SharedEvents,
  ) {}

  async invitedBy(inviterId: string, eventId: string): Promise<EventInvitations> {
    if (!(await this.sharedEvents.isInCalendar(inviterId, eventId)))
      throw new DomainError(EVENT_MESSAGES.notFound, 404);
    const copies = (await this.projections
      .collection<CalendarDocument>('calendar')
      .find(
        { eventId, kind: 'event', isInvited: true, invitedById: inviterId },
        { projection: { userId: 1 }, limit: MOST_INVITEES },
      )) as Pick<CalendarEventDocument, 'userId'>[];
    return { invitedFriendIds: [...new Set(copies.map((copy) => copy.userId))].sort() };
  }
}
