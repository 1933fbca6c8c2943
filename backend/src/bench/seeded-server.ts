import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { register, signIn } from './bench-http';
import { startBenchServer, type BenchServer } from './bench-server';
import {
  BENCH_USER_EVENTS_PER_SOURCE,
  BENCH_USER_SOURCES,
  EVENTS,
  seed,
  SOURCES,
  USERS,
} from './events-api.seed';

type SeedOptions = { benchUserOnly?: boolean; env?: Record<string, string> };

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * The built server over a seeded event log, with the bench user signed in: the user signs up on a first
 * server, the log is seeded beside it while no server runs, and a second server projects it on start-up.
 */
export async function startSeededServer(
  dataDir: string,
  { benchUserOnly = false, env = {} }: SeedOptions = {},
): Promise<{ server: BenchServer; cookie: string }> {
  const first = await startBenchServer(dataDir);
  const account = await register(first.url);
  await first.stop();
  const seeding = performance.now();
  await seed(dataDir, account.id, { benchUserOnly });
  console.log(
    benchUserOnly
      ? `seeded the signed-in user's ${BENCH_USER_SOURCES} venues and ${BENCH_USER_SOURCES * BENCH_USER_EVENTS_PER_SOURCE} events in ${seconds(seeding)} s`
      : `seeded ${EVENTS} events, ${SOURCES} sources, ${USERS} users in ${seconds(seeding)} s`,
  );
  const starting = performance.now();
  const server = await startBenchServer(dataDir, env);
  console.log(`server projected them and was ready in ${seconds(starting)} s`);
  return { server, cookie: await signIn(server.url, account.email, account.password) };
}

/** `work` on a seeded server in a data folder of its own, both gone afterwards whatever happens. */
export async function withSeededServer(
  dataDirPrefix: string,
  options: SeedOptions,
  work: (server: BenchServer, cookie: string) => Promise<void>,
): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), dataDirPrefix));
  try {
    const { server, cookie } = await startSeededServer(dataDir, options);
    try {
      await work(server, cookie);
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
