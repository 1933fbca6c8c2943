import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import type { LookupFunction } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Test } from '@nestjs/testing';
import { Presets, SingleBar } from 'cli-progress';
import { AppModule } from '../app.module';
import { createFetcher } from '../scanning/fetching/fetcher';
import { AddSource } from '../sources/add-source.handler';
import { ScanBatches } from '../sources/scanning/scan-batches';
import { SCAN_FETCHER } from '../sources/scanning/scan-settings';
import { SourceScans } from '../sources/source-scans.service';
import type { SourceWrite } from '../sources/source-write';
import { recordFigure } from './bench-summary';
import { startVenueFarm } from './venue-farm';
import { runWhenMain } from './run-when-main';

const SOURCES = 500;
const EVENTS_PER_PAGE = 4;
const USER_ID = randomUUID();
const CONTEXT = { userId: USER_ID, correlationId: 'bench', causationId: 'bench' };

/** Each venue its own host name (all on loopback), as 500 real venues would be: politeness is per host. */
const loopback: LookupFunction = (_hostname, options, callback) => {
  if (typeof options === 'object' && options !== null && 'all' in options && options.all) {
    (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
      { address: '127.0.0.1', family: 4 },
    ]);
  } else callback(null, '127.0.0.1', 4);
};

/** Follows the user's scan batch on a progress bar until it is done; returns the peak RSS seen. */
async function followBatch(app: INestApplication, label: string): Promise<number> {
  const batches = app.get(ScanBatches);
  const bar = new SingleBar(
    { format: `${label} [{bar}] {value}/{total} sources`, stream: process.stderr, hideCursor: true },
    Presets.shades_classic,
  );
  bar.start(SOURCES, 0);
  let peak = process.memoryUsage().rss;
  for (let status = await batches.status(USER_ID); status.isActive; status = await batches.status(USER_ID)) {
    bar.update(status.completed);
    peak = Math.max(peak, process.memoryUsage().rss);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  bar.update(SOURCES);
  bar.stop();
  return peak;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * Refresh-all over 500 venues served locally, through the real worker, decider, event store and
 * read models (in process, embedded stores): first the scans of the new sources, then the refresh.
 * The process is the server's (its Node flags, its thread pool). The venue farm shares it: serving 1,000
 * small pages from a child process instead made no difference to the peak beyond the runs' spread (session 22).
 */
export async function run(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'eventfold-refresh-bench-'));
  const saved = { ...process.env };
  Object.assign(process.env, { DATA_DIR: dataDir, LOG_LEVEL: 'error', SCAN_CHECK_MINUTES: '60' });
  const farm = await startVenueFarm(EVENTS_PER_PAGE);
  let app: INestApplication | null = null;
  try {
    const module = await Test.createTestingModule({ imports: [AppModule] })
      .overrideProvider(SCAN_FETCHER)
      .useValue(createFetcher({ allowedHosts: '127.0.0.1', lookup: loopback }))
      .compile();
    app = module.createNestApplication({ logger: ['error'] });
    await app.init();
    const commands = app.get(CommandBus);
    const scans = app.get(SourceScans);
    const addStarted = performance.now();
    for (let index = 0; index < SOURCES; index += 1) {
      const url = `http://venue-${index}.bench.test:${farm.port}/`;
      const input = {
        name: '',
        url,
        category: 'Music Venue' as const,
        isActive: true,
        timezone: undefined,
        zipCode: null,
      };
      const write: SourceWrite = await commands.execute(new AddSource(USER_ID, input, CONTEXT));
      await scans.settle(USER_ID, [write]);
    }
    await followBatch(app, 'first scans ');
    const firstSeconds = (performance.now() - addStarted) / 1000;
    console.log(
      `add ${SOURCES} sources and scan them (${SOURCES * EVENTS_PER_PAGE} new events): ${firstSeconds.toFixed(1)} s`,
    );

    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const requested = await scans.scanAll(USER_ID, CONTEXT);
    const answeredMs = performance.now() - started;
    const peak = await followBatch(app, 'refresh-all ');
    const seconds = (performance.now() - started) / 1000;
    const status = await app.get(ScanBatches).status(USER_ID);
    console.log(`refresh-all: ${requested} scans requested, answered in ${answeredMs.toFixed(0)} ms`);
    console.log(
      `refresh-all: ${status.successCount} ok, ${status.errorCount} failed in ${seconds.toFixed(1)} s = ${(requested / seconds).toFixed(0)} sources/s`,
    );
    console.log(
      `memory: RSS ${megabytes(rssBefore)} before, peak ${megabytes(peak)} during; process peak (maxRSS) ${megabytes(process.resourceUsage().maxRSS * 1024)}`,
    );
    recordFigure({
      figure: 'refresh-all over 500 venues, peak RSS',
      value: `${megabytes(peak)} (${megabytes(rssBefore)} before; ${(requested / seconds).toFixed(0)} sources/s)`,
      aim: '≤ 300 MB',
      met: peak <= 300 * 1024 * 1024,
    });
  } finally {
    await app?.close();
    await farm.close();
    process.env = saved;
    await rm(dataDir, { recursive: true, force: true });
  }
}

runWhenMain(module, run);
