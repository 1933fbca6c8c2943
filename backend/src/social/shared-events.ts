import { Injectable } from '@nestjs/common';
import {
  calendarEventDocumentId,
  type CalendarDocument,
  type CalendarEventDocument,
  type ShortUrlDocument,
} from '@eventfold/projections';
import { ProjectionsService } from '../infrastructure/events/projections.service';
import { canSeeEvent } from './event-visibility';
import { FriendsQuery } from './friends/friends.query';

/**
 * The events behind a share link, signed in or out (the event page, and what a signed-in viewer may
 * answer or save from it). The id alone is no permission (it travels in activity items and
 * notifications): the event must be one the viewer may see (canSeeEvent, or a copy in their own
 * calendar), or one somebody made a share link for. Blocked users see nothing of each other's own
 * events, link or not. Anything else reads as missing.
 */
@Injectable()
export class SharedEvents {
  constructor(
    private readonly projections: ProjectionsService,
    private readonly friends: FriendsQuery,
  ) {}

  /** The event as its owner (or the venue's listing) has it; any copy when the original is gone. */
  async originalCopy(eventId: string): Promise<CalendarEventDocument | null> {
    const events = this.projections.collection<CalendarDocument>('calendar');
    const found =
      (await events.findOne({ eventId, kind: 'event', isInvited: false, rsvpCopy: false })) ??
      (await events.findOne({ eventId, kind: 'event' }));
    return found?.kind === 'event' ? found : null;
  }

  /** Whether the event is in this user's own calendar (theirs, or a copy: invited, answered). */
  async isInCalendar(userId: string, eventId: string): Promise<boolean> {
    const calendar = this.projections.collection<CalendarDocument>('calendar');
    return (await calendar.countDocuments({ _id: calendarEventDocumentId(userId, eventId) })) > 0;
  }

  /** The original of an event this viewer may read through its link, or null. */
  async readable(viewerId: string | null, eventId: string): Promise<CalendarEventDocument | null> {
    const event = await this.originalCopy(eventId);
    if (event === null) return null;
    return (await this.mayRead(viewerId, eventId, event)) ? event : null;
  }

  private async mayRead(
    viewerId: string | null,
    eventId: string,
    event: CalendarEventDocument,
  ): Promise<boolean> {
    if (event.sourceId !== null) return true;
    if (viewerId !== null && (await this.isInCalendar(viewerId, eventId))) return true;
    const circle = viewerId === null ? null : await this.friends.circle(viewerId);
    if (canSeeEvent(viewerId, circle, event)) return true;
    if (circle?.hidden.has(event.userId)) return false;
    const link = await this.projections.collection<ShortUrlDocument>('short_urls').findOne({ eventId });
    return link !== null;
  }
}
