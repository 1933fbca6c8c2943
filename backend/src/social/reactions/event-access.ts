import { Injectable } from '@nestjs/common';
import { EVENT_MESSAGES } from '@eventfold/contracts';
import {
  calendarEventDocumentId,
  type CalendarDocument,
  type CalendarEventDocument,
} from '@eventfold/projections';
import { DomainError } from '../../infrastructure/events/domain-error';
import { ProjectionsService } from '../../infrastructure/events/projections.service';

export interface AccessibleEvent {
  eventId: string;
  title: string;
  /** Whose event it is: the user whose calendar holds it as their own, not as an invitation. */
  ownerId: string;
}

/**
 * Likes and comments are allowed on the events in the viewer's calendar: their own, and those friends
 * invited them to. Anything else answers 404 like a missing event, so ids reveal nothing.
 */
@Injectable()
export class EventAccess {
  constructor(private readonly projections: ProjectionsService) {}

  async visible(viewerId: string, eventId: string): Promise<AccessibleEvent> {
    const entry = await this.calendar().findOne({ _id: calendarEventDocumentId(viewerId, eventId) });
    if (entry === null || entry.kind !== 'event') throw new DomainError(EVENT_MESSAGES.notFound, 404);
    if (!entry.isInvited) return { eventId, title: entry.title, ownerId: viewerId };
    const own = await this.calendar().findOne({ eventId, kind: 'event', isInvited: false });
    return {
      eventId,
      title: entry.title,
      ownerId: (own as CalendarEventDocument | null)?.userId ?? viewerId,
    };
  }

  /** The subset of `eventIds` in the viewer's calendar. */
  async visibleIds(viewerId: string, eventIds: readonly string[]): Promise<Set<string>> {
    if (eventIds.length === 0) return new Set();
    const entries = await this.calendar().find({
      _id: { $in: eventIds.map((eventId) => calendarEventDocumentId(viewerId, eventId)) },
    });
    return new Set(entries.flatMap((entry) => (entry.kind === 'event' ? [entry.eventId] : [])));
  }

  private calendar() {
    return this.projections.collection<CalendarDocument>('calendar');
  }
}
