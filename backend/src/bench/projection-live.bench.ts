import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import {
  calendarProjection,
  ProjectionRunner,
  REGISTERED_PROJECTIONS,
  type Projection,
  type RunnerStatus,
} from '@eventfold/projections';
import { SqliteEventStore } from '../infrastructure/event-store/sqlite-event-store';
import { createEventTransform } from '../infrastructure/events/event-transform';
import { SqliteKeyStore } from '../infrastructure/keys/sqlite-key-store';
import { EmbeddedReadStore } from '../infrastructure/read-store/embedded-read-store';
import { recordFigure } from './bench-summary';
import { benchSourceAdded, plain, scraped } from './events-api.seed';
import { runWhenMain } from './run-when-main';

const SOURCES = 500;
/** Already in the log before live projection is measured: what the new version is built over. */
const LOGGED_EVENTS = 100_000;
const LIVE_EVENTS = 20_000;
/** A scan's result is appended as one write of its events. */
const PER_APPEND = 20;
/** While a version builds, scans append this many events per second. */
const BUILD_LIVE_RATE = 1_000;
const LIVE_AIM = 2_000;
/** One live batch: a lag under it is the live projection keeping up. */
const LAG_AIM = 2_000;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Live projection on the embedded stores through the server's runner, all its read models and its
 * event transform: how many events a second it folds as scans append them (over a log of 100,000),
 * and how far live projection falls behind while a new version of the calendar is built from the
 * whole log beside it.
 */
export async function run(): Promise<void> {
  const directory = await mkdtemp(path.join(tmpdir(), 'eventfold-live-bench-'));
  const eventStore = SqliteEventStore.open(path.join(directory, 'events.sqlite'));
  const readStore = await EmbeddedReadStore.open(path.join(directory, 'readstore'));
  const keyStore = SqliteKeyStore.open(path.join(directory, 'keys.sqlite'), randomBytes(32));
  const transform = createEventTransform(keyStore);
  const sources = Array.from({ length: SOURCES }, () => ({ id: randomUUID(), revision: -1 }));
  let written = 0;
  /** One scan's result: PER_APPEND events on the next source's stream. */
  const appendScan = async (): Promise<bigint> => {
    const source = sources[written % SOURCES]!;
    const userId = `bench-user-${written % SOURCES}`;
    const events = Array.from({ length: PER_APPEND }, (_, index) =>
      plain(
        scraped(source.id, userId, Date.parse('2026-06-01T20:00:00Z') + index * 3_600_000, written + index),
        userId,
      ),
    );
    const expected = source.revision < 0 ? 'no_stream' : source.revision;
    const appended = await eventStore.appendToStream(`source-${source.id}`, events, expected);
    source.revision = appended.nextExpectedRevision;
    written += PER_APPEND;
    return appended.position;
  };
  const runnerOf = (projections: Projection[]) =>
    new ProjectionRunner({ eventStore, readStore, projections, transform, logger: quiet });
  try {
    for (const [index, source] of sources.entries()) {
      const userId = `bench-user-${index}`;
      const appended = await eventStore.appendToStream(
        `source-${source.id}`,
        [plain(benchSourceAdded(source.id, userId, index), userId)],
        'no_stream',
      );
      source.revision = appended.nextExpectedRevision;
    }
    while (written < LOGGED_EVENTS) await appendScan();
    const live = runnerOf([...REGISTERED_PROJECTIONS]);
    await live.start();
    const started = performance.now();
    const cpuAtStart = process.cpuUsage();
    let head = 0n;
    while (written < LOGGED_EVENTS + LIVE_EVENTS) {
      head = await appendScan();
      await nextTurn();
    }
    if (!(await live.waitForPosition(head, 300_000))) throw new Error('live projection did not catch up');
    const rate = LIVE_EVENTS / ((performance.now() - started) / 1000);
    // On a shared machine the process gets a share of a core: per CPU second is the figure load does not change.
    const cpu = process.cpuUsage(cpuAtStart);
    const perCpuSecond = LIVE_EVENTS / ((cpu.user + cpu.system) / 1e6);
    await live.stop();
    console.log(
      `live projection, ${REGISTERED_PROJECTIONS.length} read models: ${LIVE_EVENTS.toLocaleString('en-US')} events appended ${PER_APPEND} at a time, ${Math.round(rate).toLocaleString('en-US')} events/s (${Math.round(perCpuSecond).toLocaleString('en-US')} per CPU second, appends included)`,
    );
    recordFigure({
      figure: `live projection, ${REGISTERED_PROJECTIONS.length} read models`,
      value: `${Math.round(rate)} events/s (${Math.round(perCpuSecond)}/CPU s)`,
      aim: `≥ ${LIVE_AIM} events/s`,
      met: rate >= LIVE_AIM,
    });

    // A new calendar version is built from the whole log while scans keep appending.
    const calendarNext = { ...calendarProjection, version: calendarProjection.version + 1 } as Projection;
    const building = runnerOf(
      REGISTERED_PROJECTIONS.map((p) => (p.name === calendarNext.name ? calendarNext : p)),
    );
    const buildStarted = performance.now();
    const logAtStart = await eventStore.headPosition();
    await building.start();
    let built = false;
    const done = building.builds().then(() => (built = true));
    const lags: bigint[] = [];
    const writtenAtBuild = written;
    const appendsPerTick = Math.max(1, Math.round((BUILD_LIVE_RATE / PER_APPEND) * 0.1));
    while (!built) {
      // What live projection has left of everything appended up to 100 ms ago.
      lags.push(head - liveProcessed(building.status()));
      for (let index = 0; index < appendsPerTick; index++) head = await appendScan();
      await sleep(100);
    }
    await done;
    const buildSeconds = (performance.now() - buildStarted) / 1000;
    // What was appended, not what was aimed at: a tick waits for the build batch under way.
    const appendedRate = (written - writtenAtBuild) / buildSeconds;
    if (!(await building.waitForPosition(head, 60_000))) throw new Error('live projection fell behind');
    await building.stop();
    // The first sample is taken before anything was appended.
    const maxLag = lags.reduce((max, lag) => (lag > max ? lag : max), 0n);
    const lastLag = lags.at(-1) ?? 0n;
    console.log(
      `rebuild of ${calendarNext.name}_v${calendarNext.version} over ${logAtStart.toLocaleString('en-US')} events in ${buildSeconds.toFixed(1)} s while scans appended ${Math.round(appendedRate).toLocaleString('en-US')} events/s (aimed at ${BUILD_LIVE_RATE.toLocaleString('en-US')}): live lag (100 ms after each append) at most ${maxLag} events, ${lastLag} at the end (${lags.length} samples)`,
    );
    recordFigure({
      figure: 'live lag while a version builds',
      value: `max ${maxLag} events, end ${lastLag} (${lags.length} samples, ${Math.round(appendedRate)} appended/s)`,
      aim: `< ${LAG_AIM} events, not growing`,
      met: maxLag < BigInt(LAG_AIM) && lastLag < BigInt(LAG_AIM),
    });
  } finally {
    await readStore.close();
    await eventStore.close();
    await keyStore.close();
    await rm(directory, { recursive: true, force: true });
  }
}

/** How far the live read models (not the version being built) have processed the log. */
function liveProcessed(status: RunnerStatus): bigint {
  const building = new Set(status.building);
  const live = Object.entries(status.checkpoints).filter(([id]) => !building.has(id));
  return live.reduce((min, [, processed]) => (processed < min ? processed : min), status.head);
}

runWhenMain(module, run);
