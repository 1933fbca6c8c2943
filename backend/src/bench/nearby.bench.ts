import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startBenchServer } from './bench-server';
import { register, signIn, autocannon, describeResult } from './bench-http';
import { BENCH_ZIP, NEARBY_EVENTS, NEARBY_SOURCES, seedNearby } from './nearby.seed';
import { runWhenMain } from './run-when-main';

/**
 * GET /api/events/nearby under load (autocannon, 50 connections, 10 s) for a user whose settings name
 * a Chicago ZIP and 25 miles, over 50,000 events from 500 venues across the US: the 2dsphere query
 * (a kd-tree in the embedded store), visibility, the one-entry-per-event grouping and RSVP counts.
 */
export async function run(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'eventfold-nearby-bench-'));
  try {
    const seeding = performance.now();
    await seedNearby(dataDir);
    console.log(
      `seeded ${NEARBY_EVENTS} events from ${NEARBY_SOURCES} venues in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const starting = performance.now();
    const server = await startBenchServer(dataDir);
    console.log(
      `server projected them and was ready in ${((performance.now() - starting) / 1000).toFixed(1)} s`,
    );
    try {
      const account = await register(server.url);
      const cookie = await signIn(server.url, account.email, account.password);
      const settings = await fetch(`${server.url}/api/user/preferences`, {
        method: 'PATCH',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Bench',
          timezone: 'America/Chicago',
          preferredRadius: 25,
          zipCode: BENCH_ZIP,
        }),
      });
      if (settings.status !== 200) throw new Error(`bench settings failed: ${settings.status}`);
      const url = `${server.url}/api/events/nearby`;
      const answer = (await (await fetch(url, { headers: { cookie } })).json()) as { events: unknown[] };
      console.log(
        `one answer: ${answer.events.length} events within 25 miles of ${BENCH_ZIP} in the next 30 days`,
      );
      // A short unreported round first: the JIT warms up and the kd-tree is built once, as on a running server.
      await autocannon({ url, connections: 50, duration: 3, headers: { cookie } });
      const result = await autocannon({ url, connections: 50, duration: 10, headers: { cookie } });
      console.log(describeResult('GET /api/events/nearby', result));
      // The figure depends on what else the machine runs; the load average says how busy it was.
      console.log(`load average during the run: ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`);
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

runWhenMain(module, run);
