import { Injectable } from '@nestjs/common';
import type { CalendarEventView, MonthCount, PublicEvent, ReadCollection } from '@eventfold/contracts';
import { LIMITS } from '@eventfold/contracts';
import {
  calendarEventDocumentId,
  calendarSourceDocumentId,
  calendarVersionDocumentId,
  type CalendarDocument,
  type CalendarEventDocument,
  type CalendarSourceDocument,
  type ShortUrlDocument,
} from '@eventfold/projections';
import { ProjectionsService } from '../infrastructure/events/projections.service';
import type { BodyParts } from '../infrastructure/web/body-parts';
import { CalendarEventJson } from './calendar-event-json';
import { CALENDAR_EVENT_HEAD, CalendarRangeIndex, type CalendarEventHead } from './calendar-range-index';
import { toCalendarEventView, toPublicEvent } from './calendar-event.views';
import { countByMonth } from './month-counts';
import { oneEntryPerEvent, oneOfEachEvent } from './one-entry-per-event';
import { SharedEvents } from '../social/shared-events';

type SourcesById = ReadonlyMap<string, CalendarSourceDocument>;

function byStart(
  a: Pick<CalendarEventDocument, 'startDate'>,
  b: Pick<CalendarEventDocument, 'startDate'>,
): number {
  return a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0;
}

interface RangeDocuments<T> {
  events: T[];
  sources: SourcesById;
}

/**
 * The user's entries overlapping [from, to), by start, one per real-world event, with their
 * sources, from a `calendar` collection: the live read model, or a scratch one folded from the log
 * up to an instant (time travel). Null when there are more than one answer may carry
 * (LIMITS.rangeMaxEvents).
 */
async function calendarRangeDocuments(
  collection: ReadCollection<CalendarDocument>,
  userId: string,
  from: Date,
  to: Date,
): Promise<RangeDocuments<CalendarEventDocument> | null> {
  // Source and version documents have no startDate, so the range alone leaves them out.
  const events = (await collection.find(
    { userId, startDate: { $lt: to.toISOString() }, rangeEnd: { $gt: from.toISOString() } },
    { limit: LIMITS.rangeMaxEvents + 1 },
  )) as CalendarEventDocument[];
  if (events.length > LIMITS.rangeMaxEvents) return null;
  // Sorted here: the embedded store's generic sort costs more than the query itself, and its slice
  // of the startDate index is in order already.
  events.sort(byStart);
  const entries = oneEntryPerEvent(events);
  return { events: entries, sources: await sourcesOf(collection, entries) };
}

/** calendarRangeDocuments as GET /api/events views. */
export async function calendarRange(
  collection: ReadCollection<CalendarDocument>,
  userId: string,
  from: Date,
  to: Date,
): Promise<CalendarEventView[] | null> {
  const found = await calendarRangeDocuments(collection, userId, from, to);
  return found === null ? null : found.events.map((event) => toCalendarEventView(event, found.sources));
}

async function sourcesOf(
  collection: ReadCollection<CalendarDocument>,
  events: readonly Pick<CalendarEventDocument, 'sourceId'>[],
): Promise<SourcesById> {
  const ids = [...new Set(events.flatMap((event) => (event.sourceId === null ? [] : [event.sourceId])))];
  if (ids.length === 0) return new Map();
  const sources = await collection.find({ _id: { $in: ids.map(calendarSourceDocumentId) } });
  return new Map(
    sources.flatMap((source) => (source.kind === 'source' ? [[source.sourceId, source] as const] : [])),
  );
}

/** Reads the `calendar` read model: a range is one indexed query, plus one id lookup for source names. */
@Injectable()
export class CalendarQuery {
  constructor(
    private readonly projections: ProjectionsService,
    private readonly json: CalendarEventJson,
    private readonly rangeIndex: CalendarRangeIndex,
    private readonly shared: SharedEvents,
  ) {}

  /**
   * What the user's calendar looks like now: changes with every event that changes it (in any
   * process), and with a switch of read-model version. Cheap: one lookup by id.
   */
  async version(userId: string): Promise<string> {
    const collection = this.collection();
    const stamp = await collection.findOne({ _id: calendarVersionDocumentId(userId) });
    // No stamp yet: nothing has changed this calendar since the read model was built.
    return `${collection.name}@${stamp?._position ?? '0'}`;
  }

  /**
   * The user's events overlapping [from, to) as GET /api/events answers them (JSON), as of at
   * least `version`; null: too many.
   */
  async range(userId: string, version: string, from: Date, to: Date): Promise<BodyParts | null> {
    const collection = this.collection();
    // The heads alone: most entries' JSON is kept already, so most documents need not be copied out.
    const indexed = await this.indexedRange(userId, version, from, to);
    if (indexed !== undefined && indexed.length > LIMITS.rangeMaxEvents) return null;
    if (indexed !== undefined && !indexed.some((head) => head.sharesAnEvent)) {
      return this.json.list(indexed, await sourcesOf(collection, indexed), (ids) =>
        this.events().find({ _id: { $in: ids }, kind: 'event' }),
      );
    }
    // Entries to merge into one per real-world event (or a calendar too large to index): whole documents.
    const found = await calendarRangeDocuments(collection, userId, from, to);
    if (found === null) return null;
    const byId = new Map(found.events.map((entry) => [entry._id, entry]));
    return this.json.list(found.events, found.sources, async (ids) =>
      ids.flatMap((id) => byId.get(id) ?? []),
    );
  }

  /**
   * How many of the user's events overlapping [from, to) are shown in each month (viewer's zone):
   * from the range index, or one query of the three fields needed when the calendar is too large.
   */
  async monthCounts(
    userId: string,
    version: string,
    from: Date,
    to: Date,
    zone: string,
  ): Promise<MonthCount[]> {
    const indexed = await this.indexedRange(userId, version, from, to);
    if (indexed !== undefined && !indexed.some((head) => head.sharesAnEvent))
      return countByMonth(indexed, zone);
    // Entries GET /api/events merges into one are counted once, as the calendar shows them.
    const events: readonly CalendarEventHead[] =
      indexed ??
      (await this.events().find(
        { userId, startDate: { $lt: to.toISOString() }, rangeEnd: { $gt: from.toISOString() } },
        { projection: CALENDAR_EVENT_HEAD },
      ));
    return countByMonth(oneOfEachEvent(events), zone);
  }

  /** Events for the iCalendar feed: everything still running after `since`, one per real-world event. */
  async feed(userId: string, since: Date): Promise<CalendarEventDocument[]> {
    const events = await this.events().find(
      { userId, kind: 'event', rangeEnd: { $gt: since.toISOString() } },
      { sort: { startDate: 1 } },
    );
    return oneEntryPerEvent(events);
  }

  async viewerEvent(userId: string, eventId: string): Promise<CalendarEventView | null> {
    const event = await this.events().findOne({ _id: calendarEventDocumentId(userId, eventId) });
    if (event === null || event.kind !== 'event') return null;
    return toCalendarEventView(event, await this.sourcesOf([event]));
  }

  /**
   * The others holding a copy of the event (friends invited, people going from Nearby): an owner's
   * change reaches their copies too.
   */
  async copyHoldersOf(eventId: string): Promise<string[]> {
    const entries = await this.events().find({ eventId, kind: 'event' });
    return entries.filter((entry) => entry.isInvited || entry.rsvpCopy).map((entry) => entry.userId);
  }

  /** The events the user made themselves (not scraped, not a copy of someone else's): their quota. */
  ownEventCount(userId: string): Promise<number> {
    return this.events().countDocuments({
      userId,
      kind: 'event',
      sourceId: null,
      isInvited: false,
      rsvpCopy: false,
    });
  }

  isInCalendar(userId: string, eventId: string): Promise<boolean> {
    return this.shared.isInCalendar(userId, eventId);
  }

  /** The id of the share link this user made for the event (the short_urls read model). */
  async shortUrl(userId: string, eventId: string): Promise<string | null> {
    const row = await this.projections
      .collection<ShortUrlDocument>('short_urls')
      .findOne({ eventId, userId });
    return row?._id ?? null;
  }

  /**
   * The event as its owner's calendar holds it. Invited and RSVP copies are snapshots without the
   * owner's image blob, so reading one would lose the picture; one is used only when no owner copy is left.
   */
  originalCopy(eventId: string): Promise<CalendarEventDocument | null> {
    return this.shared.originalCopy(eventId);
  }

  async publicEvent(eventId: string): Promise<PublicEvent | null> {
    const event = await this.originalCopy(eventId);
    if (event === null) return null;
    return toPublicEvent(event, await this.sourcesOf([event]));
  }

  /** The range from the user's range index, loaded (heads only) when the version is new to it. */
  private indexedRange(userId: string, version: string, from: Date, to: Date) {
    return this.rangeIndex.range(userId, version, from, to, (limit) =>
      this.events().find({ userId, kind: 'event' }, { projection: CALENDAR_EVENT_HEAD, limit }),
    );
  }

  private sourcesOf(events: readonly CalendarEventDocument[]): Promise<SourcesById> {
    return sourcesOf(this.collection(), events);
  }

  private collection(): ReadCollection<CalendarDocument> {
    return this.projections.collection<CalendarDocument>('calendar');
  }

  private events(): ReadCollection<CalendarEventDocument> {
    return this.projections.collection<CalendarEventDocument>('calendar');
  }
}
