import { Injectable } from '@nestjs/common';
import type { PublicEvent } from '@eventfold/contracts';
import { SharedEvents } from '../social/shared-events';
import { CalendarQuery } from './calendar.query';

/**
 * GET /api/events/{id}, the event page behind a share link, signed in or out: the public fields of
 * an event SharedEvents lets the viewer read; anything else answers like a missing event.
 */
@Injectable()
export class PublicEventAccess {
  constructor(
    private readonly calendar: CalendarQuery,
    private readonly shared: SharedEvents,
  ) {}

  async readable(viewerId: string | null, eventId: string): Promise<PublicEvent | null> {
    if ((await this.shared.readable(viewerId, eventId)) === null) return null;
    return this.calendar.publicEvent(eventId);
  }
}
