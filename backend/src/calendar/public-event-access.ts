import { Injectable } from '@nestjs/common';
import type { PublicEvent } from '@eventfold/contracts';
import type { ShortUrlDocument } from '@eventfold/projections';
import { ProjectionsService } from '../infrastructure/events/projections.service';
import { canSeeEvent } from '../social/event-visibility';
import { FriendsQuery } from '../social/friends/friends.query';
import { CalendarQuery } from './calendar.query';

/**
 * GET /api/events/{id}, the event page behind a share link, signed in or out. The id alone is no
 * permission (it travels in activity items and notifications): the event must be one the viewer may
 * see (canSeeEvent, or a copy in their own calendar), or one somebody made a share link for. Blocked
 * users see nothing of each other's own events, link or not. Anything else answers like a missing event.
 */
@Injectable()
export class PublicEventAccess {
  constructor(
    private readonly calendar: CalendarQuery,
    private readonly friends: FriendsQuery,
    private readonly projections: ProjectionsService,
  ) {}

  async readable(viewerId: string | null, eventId: string): Promise<PublicEvent | null> {
    const event = await this.calendar.originalCopy(eventId);
    if (event === null) return null;
    if (await this.mayRead(viewerId, eventId, event)) return this.calendar.publicEvent(eventId);
    return null;
  }

  private async mayRead(
    viewerId: string | null,
    eventId: string,
    event: NonNullable<Awaited<ReturnType<CalendarQuery['originalCopy']>>>,
  ): Promise<boolean> {
    if (event.sourceId !== null) return true;
    if (viewerId !== null && (await this.calendar.isInCalendar(viewerId, eventId))) return true;
    const circle = viewerId === null ? null : await this.friends.circle(viewerId);
    if (canSeeEvent(viewerId, circle, event)) return true;
    if (circle?.hidden.has(event.userId)) return false;
    const link = await this.projections.collection<ShortUrlDocument>('short_urls').findOne({ eventId });
    return link !== null;
  }
}
