import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Presets, SingleBar } from 'cli-progress';
import type { EventToAppend } from '@eventfold/contracts';
import { SqliteEventStore } from '../infrastructure/event-store/sqlite-event-store';
import { INSERT_EVENT_SQL, openEventDatabase } from '../infrastructure/event-store/sqlite-event-store.schema';
import { runWhenMain } from './run-when-main';

const EVENTS = 50_000;
const STREAMS = 5_000;
const READ_BATCH = 1_000;
const CHUNK = 1_000;

interface Append {
  streamId: string;
  revision: number;
  event: EventToAppend;
}

/** Event i goes to stream i mod STREAMS, so every stream grows by one revision per round. */
function workload(): Append[] {
  const occurredAt = new Date().toISOString();
  return Array.from({ length: EVENTS }, (_, index) => ({
    streamId: `bench-${index % STREAMS}`,
    revision: Math.floor(index / STREAMS),
    event: {
      id: randomUUID(),
      type: 'BenchEventRecorded',
      version: 1,
      data: { index, venue: 'The Bench Room', startsAt: occurredAt },
      metadata: {
        userId: `user-${index % STREAMS}`,
        correlationId: `c-${index}`,
        causationId: `c-${index}`,
        occurredAt,
      },
    },
  }));
}

function progressBar(label: string, total: number): SingleBar {
  const bar = new SingleBar(
    { format: `${label} [{bar}] {value}/{total}`, stream: process.stderr, hideCursor: true },
    Presets.shades_classic,
  );
  bar.start(total, 0);
  return bar;
}

async function elapsedMs(work: () => Promise<void> | void): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const perSecond = (rate: number): string => `${Math.round(rate).toLocaleString('en-US')}/s`;

/**
 * Appends through the port (one transaction per append, exact expected revisions) against the
 * cheapest durable equivalent: the same rows inserted with one prepared statement, one autocommit
 * transaction each, on a file with the same schema and pragmas. Then reads the global log back in
 * the batches a catching-up subscription uses.
 */
export async function run(): Promise<void> {
  const directory = await mkdtemp(path.join(tmpdir(), 'eventfold-event-store-bench-'));
  const appends = workload();
  const raw = openEventDatabase(path.join(directory, 'raw.sqlite'));
  const store = SqliteEventStore.open(path.join(directory, 'events.sqlite'));
  try {
    const insert = raw.prepare(INSERT_EVENT_SQL);
    const insertRaw = ({ streamId, revision, event }: Append): void => {
      const { id, type, version, data, metadata } = event;
      const recordedAt = new Date().toISOString();
      insert.run(
        streamId,
        revision,
        id,
        type,
        version,
        JSON.stringify(data),
        JSON.stringify(metadata),
        recordedAt,
      );
    };
    const appendThroughPort = ({ streamId, revision, event }: Append): Promise<unknown> =>
      store.appendToStream(streamId, [event], revision === 0 ? 'no_stream' : revision - 1);

    // fsync latency drifts over a run, so the two sides alternate in chunks and see the same disk.
    let rawMs = 0;
    let portMs = 0;
    const writes = progressBar('appends, raw and port alternating', 2 * EVENTS);
    for (let start = 0; start < EVENTS; start += CHUNK) {
      const chunk = appends.slice(start, start + CHUNK);
      rawMs += await elapsedMs(() => chunk.forEach(insertRaw));
      portMs += await elapsedMs(async () => {
        for (const append of chunk) await appendThroughPort(append);
      });
      writes.update(2 * (start + chunk.length));
    }
    writes.stop();

    let read = 0;
    const reads = progressBar('global-log reads', EVENTS);
    const readMs = await elapsedMs(async () => {
      for (let after = 0n; read < EVENTS;) {
        const batch = await store.readAll({ after, maxCount: READ_BATCH });
        if (batch.length === 0) throw new Error(`Log ended after ${read} of ${EVENTS} events`);
        read += batch.length;
        after = batch[batch.length - 1]!.position;
        reads.update(read);
      }
    });
    reads.stop();

    const rawRate = (EVENTS * 1000) / rawMs;
    const portRate = (EVENTS * 1000) / portMs;
    console.log(
      `raw better-sqlite3 inserts (WAL, synchronous=FULL, 1 row per transaction): ${perSecond(rawRate)}`,
    );
    console.log(
      `appends through the port (${EVENTS} events, ${STREAMS} streams, exact revisions): ${perSecond(portRate)}`,
    );
    console.log(`port cost vs raw inserts: ${(portMs / rawMs).toFixed(2)}x the time (aim: within 2x)`);
    console.log(
      `global-log reads through the port (readAll, ${READ_BATCH} per batch): ${perSecond((read * 1000) / readMs)} events`,
    );
  } finally {
    raw.close();
    await store.close();
    await rm(directory, { recursive: true, force: true });
  }
}

runWhenMain(module, run);
