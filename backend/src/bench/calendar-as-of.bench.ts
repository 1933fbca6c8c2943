import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Presets, SingleBar } from 'cli-progress';
import {
  collectionName,
  positionKey,
  userHistoryProjection,
  type UserHistoryDocument,
} from '@eventfold/projections';
import { CalendarAsOf } from '../audit/calendar-as-of';
import { UserHistoryQuery } from '../audit/user-history.query';
import { SqliteEventStore } from '../infrastructure/event-store/sqlite-event-store';
import { INSERT_EVENT_SQL, openEventDatabase } from '../infrastructure/event-store/sqlite-event-store.schema';
import { EventSerializer } from '../infrastructure/events/event-serializer';
import type { ProjectionsService } from '../infrastructure/events/projections.service';
import { SqliteKeyStore } from '../infrastructure/keys/sqlite-key-store';
import { EmbeddedReadStore } from '../infrastructure/read-store/embedded-read-store';

const LOG_EVENTS = 1_000_000;
const SUBJECT_EVENTS = 10_000;
/** Other users' rows in the index beside the subject's: the equality index on userId skips them. */
const OTHER_INDEX_ROWS = 90_000;
const RUNS = 5;
const SUBJECT = 'bench-subject';

/**
 * The auditors' time travel on a log of 1,000,000 events of which 10,000 are one user's own events:
 * the as-of query reads that user's index rows, exactly those events, folds them through the
 * calendar projection and answers a month. Other users' events are never read.
 */
export async function run(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'eventfold-bench-asof-'));
  try {
    const every = LOG_EVENTS / SUBJECT_EVENTS;
    const start = Date.parse('2026-01-01T00:00:00Z');
    const keyStore = SqliteKeyStore.open(path.join(dir, 'keys.sqlite'), randomBytes(32));
    const serializer = new EventSerializer(keyStore, randomBytes(32));
    // The subject's events as the app writes them: what they wrote is sealed with their key.
    const sealed: { version: number; data: string }[] = [];
    for (let own = 0; own < SUBJECT_EVENTS; own += 1) {
      const day = new Date(Date.parse('2026-06-01T19:00:00Z') + (own % 30) * 86_400_000).toISOString();
      const event = await serializer.serialize(
        {
          type: 'EventCreated',
          data: {
            eventId: `e-${own}`,
            userId: SUBJECT,
            title: `Show ${own}`,
            description: null,
            location: 'The Hall',
            startDate: day,
            endDate: day,
            timezone: 'America/Chicago',
            imageId: null,
            visibility: 'private',
          },
        },
        { userId: SUBJECT, correlationId: 'seed', causationId: 'seed' },
      );
      sealed.push({ version: event.version, data: JSON.stringify(event.data) });
    }
    const raw = openEventDatabase(path.join(dir, 'events.sqlite'));
    const insert = raw.prepare(INSERT_EVENT_SQL);
    const bar = new SingleBar(
      { format: 'seeding the log [{bar}] {value}/{total}', stream: process.stderr, hideCursor: true },
      Presets.shades_classic,
    );
    bar.start(LOG_EVENTS, 0);
    const rows: UserHistoryDocument[] = [];
    const seed = raw.transaction((from: number, to: number) => {
      for (let index = from; index < to; index += 1) {
        const occurredAt = new Date(start + index * 1000).toISOString();
        const mine = index % every === 0;
        const own = index / every;
        const streamId = mine ? `event-${own}` : `favorites-other-${index % 50_000}`;
        const revision = mine ? 0 : Math.floor(index / 50_000);
        const type = mine ? 'EventCreated' : 'EventFavorited';
        const data = mine
          ? sealed[own]!.data
          : JSON.stringify({ userId: `other-${index % 50_000}`, eventId: `x-${index}` });
        const metadata = {
          userId: mine ? SUBJECT : `other-${index % 50_000}`,
          correlationId: `c-${index}`,
          causationId: `c-${index}`,
          occurredAt,
        };
        const result = insert.run(
          streamId,
          revision,
          randomUUID(),
          type,
          mine ? sealed[own]!.version : 1,
          data,
          JSON.stringify(metadata),
          occurredAt,
        );
        if (mine) {
          const position = BigInt(result.lastInsertRowid);
          rows.push({
            _id: `${SUBJECT}:${positionKey(position)}`,
            _position: positionKey(position),
            userId: SUBJECT,
            streamId,
            revision,
            type,
            occurredAt,
          });
        }
      }
    });
    for (let from = 0; from < LOG_EVENTS; from += 10_000) {
      seed(from, from + 10_000);
      bar.update(from + 10_000);
    }
    bar.stop();
    raw.close();

    const readStore = await EmbeddedReadStore.open(path.join(dir, 'readstore'));
    const index = readStore.collection<UserHistoryDocument>(collectionName(userHistoryProjection));
    await index.createIndex({ userId: 1 });
    const others = Array.from({ length: OTHER_INDEX_ROWS }, (_, n) => ({
      _id: `other-${n % 9}:${positionKey(BigInt(n))}`,
      _position: positionKey(BigInt(n)),
      userId: `other-${n % 9}`,
      streamId: 'x',
      revision: 0,
      type: 'EventFavorited',
      occurredAt: new Date(start).toISOString(),
    }));
    await index.insertMany([...rows, ...others]);

    const eventStore = SqliteEventStore.open(path.join(dir, 'events.sqlite'));
    // The query reads its collection through the projections service; here the index is the collection.
    const projections = { collection: () => index } as unknown as ProjectionsService;
    const asOf = new CalendarAsOf(new UserHistoryQuery(projections, eventStore, serializer));
    const instant = new Date(start + (LOG_EVENTS / 2) * 1000);
    const timings: number[] = [];
    let shown = 0;
    for (let runIndex = 0; runIndex < RUNS; runIndex += 1) {
      const began = performance.now();
      const events = await asOf.range(
        SUBJECT,
        instant,
        new Date('2026-05-31T00:00:00Z'),
        new Date('2026-07-12T00:00:00Z'),
      );
      timings.push(performance.now() - began);
      shown = events?.length ?? -1;
    }
    timings.sort((a, b) => a - b);
    console.log(
      `calendar as of an instant, user with ${SUBJECT_EVENTS.toLocaleString('en-US')} events (${(SUBJECT_EVENTS / 2).toLocaleString('en-US')} before it) in a log of ${LOG_EVENTS.toLocaleString('en-US')}: median ${timings[Math.floor(RUNS / 2)]!.toFixed(0)} ms, best ${timings[0]!.toFixed(0)} ms over ${RUNS} runs (${shown} events in the month shown; the index held ${(SUBJECT_EVENTS + OTHER_INDEX_ROWS).toLocaleString('en-US')} rows)`,
    );
    await keyStore.close();
    await eventStore.close();
    await readStore.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
