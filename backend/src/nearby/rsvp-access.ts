import { Injectable } from '@nestjs/common';
import { EVENT_MESSAGES, type EventDetails, type RsvpEventSnapshot } from '@eventfold/contracts';
import { calendarEventDocumentId, type CalendarDocument } from '@eventfold/projections';
import { DomainError } from '../infrastructure/events/domain-error';
import { ProjectionsService } from '../infrastructure/events/projections.service';
import { FriendsQuery, type Circle } from '../social/friends/friends.query';
import { SharedEvents } from '../social/shared-events';
import { NearbyEvents } from './nearby-events';

export interface RsvpTarget {
  circle: Circle;
  /** Every id of the real-world event the viewer may see, the requested one first. */
  eventIds: string[];
  /** The requested event as an answer copies it into the viewer's calendar. */
  snapshot: RsvpEventSnapshot;
}

function snapshotOf(event: EventDetails & { sourceId: string | null }): RsvpEventSnapshot {
  const { title, description, startDate, endDate, allDay, timezone, location, url, imageUrl, sourceId } =
    event;
  return { title, description, startDate, endDate, allDay, timezone, location, url, imageUrl, sourceId };
}

/**
 * One may answer, and read the answers to, an event one can find in Nearby, has in one's calendar, or
 * may open through its share link (answering going or interested saves it to one's calendar).
 * Anything else answers 404 like a missing event, so ids reveal nothing.
 */
@Injectable()
export class RsvpAccess {
  constructor(
    private readonly projections: ProjectionsService,
    private readonly friends: FriendsQuery,
    private readonly events: NearbyEvents,
    private readonly shared: SharedEvents,
  ) {}

  async target(viewerId: string, eventId: string): Promise<RsvpTarget> {
    const circle = await this.friends.circle(viewerId);
    const placed = await this.events.byId(eventId);
    if (placed !== null && (await this.events.visible(viewerId, circle, [placed])).events.length > 0) {
      const eventIds = await this.events.sameEventIds(viewerId, circle, placed);
      return { circle, eventIds, snapshot: snapshotOf(placed) };
    }
    const inCalendar = await this.projections
      .collection<CalendarDocument>('calendar')
      .findOne({ _id: calendarEventDocumentId(viewerId, eventId) });
    const readable =
      inCalendar?.kind === 'event' ? inCalendar : await this.shared.readable(viewerId, eventId);
    if (readable === null) throw new DomainError(EVENT_MESSAGES.notFound, 404);
    return { circle, eventIds: [eventId], snapshot: snapshotOf(readable) };
  }
}
