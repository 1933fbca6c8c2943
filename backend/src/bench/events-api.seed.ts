import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { DomainEvent, EventToAppend } from '@eventfold/contracts';
import { SqliteEventStore } from '../infrastructure/event-store/sqlite-event-store';

export const USERS = 10_000;
export const SOURCES = 500;
export const EVENTS = 50_000;
/** The signed-in user follows this many venues, each listing this many events in the measured month. */
export const BENCH_USER_SOURCES = 50;
/** 1,750 in the month: a real month of Gancio, the open-source peer, which serves it at 8.7 req/s. */
export const BENCH_USER_EVENTS_PER_SOURCE = 35;
export const MONTH = { from: '2026-06-01T05:00:00.000Z', to: '2026-07-01T05:00:00.000Z' };
/** The measured month as the calendar asks for it. */
export const MONTH_PATH = `/api/events?from=${MONTH.from}&to=${MONTH.to}`;

/**
 * autocannon's requests for the measured month, each starting a minute earlier than the last (ranges are whole
 * minutes): the same events every time, never an answer a cache has seen (a later run of the same process goes
 * on from where the last one stopped).
 */
let shift = 0;
export function aNewRangeEachRequest(): { setupRequest: (request: { path: string }) => { path: string } }[] {
  return [
    {
      setupRequest: (request) => {
        shift += 1;
        const from = new Date(Date.parse(MONTH.from) - shift * 60_000).toISOString();
        return { ...request, path: `/api/events?from=${from}&to=${MONTH.to}` };
      },
    },
  ];
}
const YEAR_START = Date.parse('2026-01-01T00:00:00Z');
const DAY_MS = 24 * 3600 * 1000;

export function plain(event: DomainEvent, userId: string): EventToAppend {
  const occurredAt = new Date().toISOString();
  return {
    id: randomUUID(),
    type: event.type,
    version: 1,
    data: event.data,
    metadata: { userId, correlationId: 'bench', causationId: 'bench', occurredAt },
  };
}

export function scraped(sourceId: string, userId: string, startMs: number, index: number): DomainEvent {
  const eventId = randomUUID();
  return {
    type: 'EventScraped',
    data: {
      eventId,
      sourceId,
      userId,
      scanId: 'bench',
      externalId: `ext-${index}`,
      title: `Show ${index}`,
      description: 'An evening of live music at the venue, doors at seven.',
      startDate: new Date(startMs).toISOString(),
      endDate: new Date(startMs + 3 * 3600 * 1000).toISOString(),
      allDay: false,
      timezone: 'America/Chicago',
      location: '123 Main St',
      url: `https://venue.example/${index}`,
      imageUrl: null,
      tier: 'structured',
    },
  };
}

/** The bench's venue number `index`, added by `userId` (the benches seed the same kind of venue). */
export function benchSourceAdded(sourceId: string, userId: string, index: number): DomainEvent {
  return {
    type: 'SourceAdded',
    data: {
      sourceId,
      userId,
      name: `Venue ${index}`,
      url: `https://venue${index}.example`,
      category: 'Music Venue',
      timezone: 'America/Chicago',
      isActive: true,
    },
  };
}

/**
 * Seeds the event log the way production fills it (the events the scan worker and users append, not
 * read-model rows), so the server's projection catch-up builds the calendar before it reports ready.
 * The event data carries no personal fields, so it is stored unencrypted like the server would.
 * `benchUserOnly`: only the signed-in user's venues and month (1,750 events), no other users.
 */
export async function seed(
  dataDir: string,
  benchUserId: string,
  { benchUserOnly = false }: { benchUserOnly?: boolean } = {},
): Promise<void> {
  const store = SqliteEventStore.open(path.join(dataDir, 'events.sqlite'));
  try {
    const owners = Array.from({ length: benchUserOnly ? 1 : USERS }, (_, index) =>
      index === 0 ? benchUserId : `bench-user-${index}`,
    );
    const benchEvents = BENCH_USER_SOURCES * BENCH_USER_EVENTS_PER_SOURCE;
    const otherScraped = EVENTS - USERS - benchEvents;
    let written = 0;
    for (let source = 0; source < (benchUserOnly ? BENCH_USER_SOURCES : SOURCES); source++) {
      const sourceId = randomUUID();
      const mine = source < BENCH_USER_SOURCES;
      const userId = mine ? benchUserId : owners[1 + (source % (USERS - 1))]!;
      const events: DomainEvent[] = [benchSourceAdded(sourceId, userId, source)];
      const count = mine
        ? BENCH_USER_EVENTS_PER_SOURCE
        : Math.round(otherScraped / (SOURCES - BENCH_USER_SOURCES));
      for (let index = 0; index < count; index++, written++) {
        const start = mine
          ? Date.parse(MONTH.from) + ((index * 2 + source) % 29) * DAY_MS + 19 * 3600 * 1000
          : YEAR_START + ((written * 7919) % 365) * DAY_MS + 20 * 3600 * 1000;
        events.push(scraped(sourceId, userId, start, written));
      }
      await store.appendToStream(
        `source-${sourceId}`,
        events.map((event) => plain(event, userId)),
        'no_stream',
      );
    }
    // One own event per user, spread over the year.
    for (const [index, userId] of owners.entries()) {
      const eventId = randomUUID();
      const start = new Date(YEAR_START + ((index * 31) % 365) * DAY_MS + 18 * 3600 * 1000);
      const created: DomainEvent = {
        type: 'EventCreated',
        data: {
          eventId,
          userId,
          title: 'Dinner',
          description: null,
          location: 'Home',
          startDate: start.toISOString(),
          endDate: new Date(start.getTime() + 3600 * 1000).toISOString(),
          timezone: 'America/Chicago',
          imageId: null,
          visibility: 'private',
        },
      };
      await store.appendToStream(`event-${eventId}`, [plain(created, userId)], 'no_stream');
    }
  } finally {
    await store.close();
  }
}

/**
 * One venue of `userId` ("Bench Hall") with `count` events spread over the `days` days from
 * `monthStartMs` (the browser benches' busy month), appended to the log of the stopped server in
 * `dataDir`: through the API, the per-account write limits allow 30 events a minute and 500 a day.
 */
export async function seedVenueMonth(
  dataDir: string,
  userId: string,
  { count, monthStartMs, days }: { count: number; monthStartMs: number; days: number },
): Promise<void> {
  const store = SqliteEventStore.open(path.join(dataDir, 'events.sqlite'));
  try {
    const sourceId = randomUUID();
    const venue = benchSourceAdded(sourceId, userId, 0);
    const events: DomainEvent[] = [{ ...venue, data: { ...venue.data, name: 'Bench Hall' } } as DomainEvent];
    for (let index = 0; index < count; index++) {
      // Each its own hour and minute: listings of one real-world event would be merged into one entry.
      const start = monthStartMs + (index % days) * DAY_MS + (14 + (index % 14)) * 3600 * 1000;
      events.push(scraped(sourceId, userId, start + ((index * 7) % 60) * 60_000, index + 1));
    }
    await store.appendToStream(
      `source-${sourceId}`,
      events.map((event) => plain(event, userId)),
      'no_stream',
    );
  } finally {
    await store.close();
  }
}
