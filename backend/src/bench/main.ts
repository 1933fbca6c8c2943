// Entry point of `npm run bench`: the benches run one after another, so their figures are measured
// on the same machine state and printed together. Those that measure a server's memory run it in a
// process of its own (a heap shared with earlier benches would count their leftovers).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../server-node-flags';
import { run as runEventStoreBench } from './event-store.bench';
import { run as runProjectionRebuildBench } from './projection-rebuild.bench';
import { run as runProjectionLiveBench } from './projection-live.bench';
import { run as runExtractionBench } from './extraction.bench';
import { run as runEventsApiBench } from './events-api.bench';
import { run as runRangeAbuseBench } from './range-abuse.bench';
import { run as runNearbyBench } from './nearby.bench';
import { run as runCalendarAsOfBench } from './calendar-as-of.bench';

const BENCHES: ReadonlyArray<{ title: string; run: () => Promise<void> }> = [
  {
    title: 'Event store: appends through the port vs raw better-sqlite3, global-log reads',
    run: runEventStoreBench,
  },
  { title: 'Projection rebuild over 100,000 events', run: runProjectionRebuildBench },
  {
    title: 'Live projection with every read model, and a version built beside them while scans append',
    run: runProjectionLiveBench,
  },
  { title: 'Scanner extraction: the venue corpus and a 1 MB listing page', run: runExtractionBench },
  {
    title: 'GET /api/events for one month under load, 50,000 events, beside a bare Nest route',
    run: runEventsApiBench,
  },
  {
    title: 'Memory: one user asks for 3,000 distinct ranges of a 1,750-event month at 50 connections',
    run: runRangeAbuseBench,
  },
  {
    title: 'GET /api/events/nearby under load, 50,000 events from 500 venues across the US',
    run: runNearbyBench,
  },
  {
    title:
      'Auditor time travel: a calendar as of an instant, 10,000 events of one user in a log of 1,000,000',
    run: runCalendarAsOfBench,
  },
  {
    title: 'Refresh-all over 500 venues served locally, through the scan worker (a process of its own)',
    run: () => runInOwnProcess('refresh-all.bench.js'),
  },
];

/** Runs a bench file of this folder in a new Node process with the server's flags; rejects if it fails. */
function runInOwnProcess(file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(__dirname, file)], {
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${file} exited with ${code ?? signal}`)),
    );
  });
}

async function main(): Promise<void> {
  console.log(`Eventfold benchmarks on Node ${process.version}, ${process.platform}/${process.arch}\n`);
  for (const [index, bench] of BENCHES.entries()) {
    console.log(`=== ${index + 1}/${BENCHES.length} ${bench.title} ===`);
    const started = performance.now();
    await bench.run();
    console.log(`--- done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
