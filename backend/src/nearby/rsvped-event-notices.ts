import { Injectable } from '@nestjs/common';
import type { RsvpEventSnapshot, RsvpedEventChanged, SourceEvent } from '@eventfold/contracts';
import {
  calendarEventDocumentId,
  type CalendarDocument,
  type EventMarkDocument,
} from '@eventfold/projections';
import type { Decider } from '../infrastructure/events/command-handling';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { ProjectionsService } from '../infrastructure/events/projections.service';
import { NearbyStreams } from './nearby-streams';

type Notice = RsvpedEventChanged['data'];

/** A source's listing that people answered, as it was before the rescan. */
export interface AnsweredListing {
  title: string;
  startDate: string;
  goingUserIds: string[];
  interestedUserIds: string[];
}

/** Every notice is news: the stream only records them, one per rescan that cancelled or moved the event. */
const noticeDecider: Decider<null, Notice, RsvpedEventChanged> = {
  initialState: () => null,
  evolve: (state) => state,
  decide: (notice) => [{ type: 'RsvpedEventChanged', data: notice }],
};

const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/**
 * When a rescan cancels or moves an event that people answered going or interested, records it so
 * those going are told (the bell) and everyone's calendar copy follows. A change of anything but the
 * start is not news.
 */
@Injectable()
export class RsvpedEventNotices {
  constructor(
    private readonly projections: ProjectionsService,
    private readonly streams: NearbyStreams,
  ) {}

  /** Before the rescan is recorded: which of the source's listings people answered, and how they were. */
  async answered(ownerId: string, eventIds: readonly string[]): Promise<Map<string, AnsweredListing>> {
    const answered = new Map<string, AnsweredListing>();
    if (eventIds.length === 0) return answered;
    const marks = await this.projections
      .collection<EventMarkDocument>('event_marks')
      .find({ eventId: { $in: [...eventIds] }, rsvp: { $in: ['going', 'interested'] } });
    if (marks.length === 0) return answered;
    const ids = [...new Set(marks.map((mark) => mark.eventId))];
    const listings = await this.projections
      .collection<CalendarDocument>('calendar')
      .find({ _id: { $in: ids.map((id) => calendarEventDocumentId(ownerId, id)) } });
    for (const listing of listings) {
      if (listing.kind !== 'event') continue;
      const of = marks.filter((mark) => mark.eventId === listing.eventId);
      answered.set(listing.eventId, {
        title: listing.title,
        startDate: listing.startDate,
        goingUserIds: of.filter((mark) => mark.rsvp === 'going').map((mark) => mark.userId),
        interestedUserIds: of.filter((mark) => mark.rsvp === 'interested').map((mark) => mark.userId),
      });
    }
    return answered;
  }

  /** After it: a notice for each answered listing the rescan cancelled or moved. */
  async record(
    answered: ReadonlyMap<string, AnsweredListing>,
    recorded: readonly SourceEvent[],
    context: CommandContext,
  ): Promise<void> {
    for (const event of recorded) {
      if (event.type !== 'ScrapedEventCancelled' && event.type !== 'ScrapedEventChanged') continue;
      const before = answered.get(event.data.eventId);
      if (before === undefined) continue;
      const { goingUserIds, interestedUserIds } = before;
      const common = {
        eventId: event.data.eventId,
        sourceId: event.data.sourceId,
        goingUserIds,
        interestedUserIds,
      };
      let notice: Notice;
      if (event.type === 'ScrapedEventCancelled') {
        notice = { ...common, change: 'cancelled', eventTitle: before.title, event: null };
      } else {
        if (sameInstant(event.data.startDate, before.startDate)) continue;
        const {
          title,
          description,
          startDate,
          endDate,
          allDay,
          timezone,
          location,
          url,
          imageUrl,
          sourceId,
        } = event.data;
        const snapshot: RsvpEventSnapshot = {
          ...{ title, description, startDate, endDate, allDay, timezone, location, url, imageUrl },
          sourceId,
        };
        notice = { ...common, change: 'moved', eventTitle: title, event: snapshot };
      }
      await this.streams.execute(`rsvped_event-${event.data.eventId}`, noticeDecider, notice, context);
    }
  }
}
