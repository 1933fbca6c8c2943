import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { CalendarEventDocument } from '@eventfold/projections';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { entriesSharingAnEvent } from './one-entry-per-event';

/** What a range needs of an entry to pick it and find its JSON: the rest is read only when needed. */
export type CalendarEventHead = Pick<
  CalendarEventDocument,
  | '_id'
  | '_position'
  | 'sourceId'
  | 'startDate'
  | 'rangeEnd'
  | 'allDay'
  | 'timezone'
  | 'eventId'
  | 'createdAt'
  | 'title'
  | 'location'
> & {
  /** Shares its real-world event with another entry: a range holding it merges full documents. */
  sharesAnEvent?: boolean;
  /** `_id@_position`, made once: the key of the entry's JSON in CalendarEventJson. */
  entryKey?: string;
  /** The entry's JSON once known, so that later ranges of the same version need no lookup. */
  json?: Buffer;
};
export const CALENDAR_EVENT_HEAD = {
  _id: 1,
  _position: 1,
  sourceId: 1,
  startDate: 1,
  rangeEnd: 1,
  allDay: 1,
  timezone: 1,
  eventId: 1,
  createdAt: 1,
  title: 1,
  location: 1,
} as const;

/** Calendars larger than this are not indexed here: each range is then a query of its own. */
export const RANGE_INDEX_MAX_ENTRIES = 20_000;
/**
 * An object of a few short strings and the array slot pointing at it, beyond the strings' bytes,
 * and the entry's JSON a head keeps once a range has needed it (counted up front, as it is added
 * later): a calendar entry's JSON is ~700 bytes, with a long description up to a few KB.
 */
const HEAD_OVERHEAD_BYTES = 120 + 1024;

interface UserIndex {
  version: string;
  /** By start: a range is a slice up to its end, filtered by where each entry stops. */
  heads: CalendarEventHead[];
}

function byStart(a: CalendarEventHead, b: CalendarEventHead): number {
  return a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0;
}

/** The index of the first head starting at or after `instant` (heads sorted by start). */
function firstStartingAt(heads: readonly CalendarEventHead[], instant: string): number {
  let low = 0;
  let high = heads.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (heads[middle]!.startDate < instant) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Each user's calendar entries by start, kept per calendar version: browsing months (or a client
 * varying `from`/`to`) then costs a binary search and a short scan instead of a read-model query
 * and a copy of every matching document. Keyed by the per-user version read from the store, so it
 * is right in every process; bounded in bytes, least recently used dropped first.
 */
@Injectable()
export class CalendarRangeIndex {
  private readonly indexes: LRUCache<string, UserIndex>;
  /** One load per user and version at a time; the others wait for it. */
  private readonly loading = new Map<string, Promise<UserIndex | null>>();

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'eventsCacheMaxBytes'>) {
    this.indexes = new LRUCache({
      maxSize: config.eventsCacheMaxBytes,
      sizeCalculation: (index, userId) =>
        userId.length +
          index.version.length +
          index.heads.reduce(
            (bytes, head) =>
              bytes +
              head._id.length +
              head._position.length +
              (head.sourceId?.length ?? 0) +
              head.startDate.length +
              head.rangeEnd.length +
              HEAD_OVERHEAD_BYTES,
            0,
          ) || 1,
    });
  }

  /**
   * The user's entries overlapping [from, to) by start, from the index of `version` (built with
   * `loadAll` when missing). Undefined when the calendar is too large to index (loadAll answered
   * null): the caller queries the range itself.
   */
  async range(
    userId: string,
    version: string,
    from: Date,
    to: Date,
    loadAll: (limit: number) => Promise<CalendarEventHead[]>,
  ): Promise<CalendarEventHead[] | undefined> {
    const index = await this.index(userId, version, loadAll);
    if (index === null) return undefined;
    const start = from.toISOString();
    const end = firstStartingAt(index.heads, to.toISOString());
    const overlapping: CalendarEventHead[] = [];
    for (let position = 0; position < end; position++) {
      const head = index.heads[position]!;
      if (head.rangeEnd > start) overlapping.push(head);
    }
    return overlapping;
  }

  private async index(
    userId: string,
    version: string,
    loadAll: (limit: number) => Promise<CalendarEventHead[]>,
  ): Promise<UserIndex | null> {
    const kept = this.indexes.get(userId);
    if (kept?.version === version) return kept;
    const key = `${userId}|${version}`;
    let loading = this.loading.get(key);
    if (loading === undefined) {
      loading = loadAll(RANGE_INDEX_MAX_ENTRIES + 1)
        .then((heads) => {
          if (heads.length > RANGE_INDEX_MAX_ENTRIES) return null;
          for (const shared of entriesSharingAnEvent(heads)) shared.sharesAnEvent = true;
          const index = { version, heads: heads.sort(byStart) };
          this.indexes.set(userId, index);
          return index;
        })
        .finally(() => this.loading.delete(key));
      this.loading.set(key, loading);
    }
    return loading;
  }
}
