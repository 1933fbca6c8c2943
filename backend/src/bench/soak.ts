import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { signIn } from './bench-http';
import { startBenchServer, type BenchServer } from './bench-server';
import { startVenueFarm } from './venue-farm';
import { residentMegabytes } from './server-memory';

/**
 * `npm run soak`: mixed traffic at 50 connections for a set time against the built server (its own
 * process, embedded stores): several users browsing their month (cached and revalidated), new
 * ranges, month counts and their venues, creating events, and a rescan of every venue every 30 s.
 * Prints each minute the server's resident memory and event-loop delay p99; passes with no 5xx,
 * no failed request and memory that stays flat (the last minute within 20% of the first).
 * SOAK_MINUTES (default 10, the outside test's length), SOAK_CONNECTIONS (50), SOAK_USERS (5).
 */
const MINUTES = Number(process.env['SOAK_MINUTES'] ?? 10);
const CONNECTIONS = Number(process.env['SOAK_CONNECTIONS'] ?? 50);
const USERS = Number(process.env['SOAK_USERS'] ?? 5);
const EVENTS_PER_VENUE = 20;
const RESCAN_EVERY_MS = 30_000;

interface SoakResult {
  requests: { average: number; total: number };
  latency: { p99: number };
  errors: number;
  timeouts: number;
  '2xx': number;
  '4xx': number;
  '5xx': number;
}
interface SoakRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  requests: { setupRequest: (request: SoakRequest) => SoakRequest }[];
}) => Promise<SoakResult>;

async function signedUpUser(url: string, index: number, venueUrl: string): Promise<string> {
  const email = `soak.${Date.now()}.${index}@example.com`;
  const password = 'soak-password1!';
  const registered = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Soak',
      lastName: `User${index}`,
      email,
      password,
      confirmPassword: password,
    }),
  });
  if (registered.status !== 201) throw new Error(`soak sign-up failed: ${registered.status}`);
  const cookie = await signIn(url, email, password);
  const venue = await fetch(`${url}/api/event-sources`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      name: `Soak Hall ${index}`,
      url: venueUrl,
      category: 'Music Venue',
      isActive: true,
    }),
  });
  if (venue.status >= 300) throw new Error(`soak venue failed: ${venue.status} ${await venue.text()}`);
  return cookie;
}

/** A new event as the calendar's Create Event form sends it (multipart). */
function createEventRequest(cookie: string, serial: number): SoakRequest {
  const boundary = 'soak-boundary';
  const day = new Date(Date.now() + (serial % 28) * 86_400_000).toISOString().slice(0, 10);
  const fields = { title: `Soak event ${serial}`, location: 'Soak Hall', date: day, timeStart: '19:00' };
  const body = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  return {
    method: 'POST',
    path: '/api/events',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: `${body}--${boundary}--\r\n`,
  };
}

/** The traffic mix, one request after another: mostly browsing, some new ranges and writes. */
function mixedTraffic(cookies: readonly string[]): (request: SoakRequest) => SoakRequest {
  const month = new Date();
  const from = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1, 6));
  const to = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1, 6));
  const yearAhead = new Date(from.getTime() + 360 * 86_400_000);
  let serial = 0;
  return (request) => {
    serial += 1;
    const cookie = cookies[serial % cookies.length]!;
    const get = (pathAndQuery: string): SoakRequest => ({
      ...request,
      method: 'GET',
      path: pathAndQuery,
      headers: { cookie, 'accept-encoding': 'br, gzip' },
      body: undefined,
    });
    const slot = serial % 20;
    if (slot < 11) return get(`/api/events?from=${from.toISOString()}&to=${to.toISOString()}`);
    if (slot < 14) {
      // A range never asked before: a minute earlier each time.
      const shifted = new Date(from.getTime() - serial * 60_000).toISOString();
      return get(`/api/events?from=${shifted}&to=${to.toISOString()}`);
    }
    if (slot < 16)
      return get(
        `/api/events/month-counts?from=${from.toISOString()}&to=${yearAhead.toISOString()}&timezone=America/Chicago`,
      );
    if (slot < 17) return { ...request, ...createEventRequest(cookie, serial) };
    return get('/api/event-sources');
  };
}

async function loopDelay(server: BenchServer): Promise<{ p99Ms: number; maxMs: number }> {
  return (await fetch(`${server.url}/api/bench/loop-delay`)).json() as Promise<{
    p99Ms: number;
    maxMs: number;
  }>;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'eventfold-soak-'));
  const farm = await startVenueFarm(EVENTS_PER_VENUE);
  const server = await startBenchServer(dataDir, {
    BENCH_BARE_ROUTE: '1',
    SCANNER_ALLOWED_HOSTS: '127.0.0.1',
    LOG_LEVEL: 'error',
  });
  try {
    const cookies: string[] = [];
    for (let index = 0; index < USERS; index += 1)
      cookies.push(await signedUpUser(server.url, index, `http://127.0.0.1:${farm.port}/venue-${index}`));
    await loopDelay(server);
    const idle = residentMegabytes(server.pid);
    console.log(
      `soak: server RSS ${idle.toFixed(0)} MB before the traffic; ${MINUTES} min at ${CONNECTIONS} connections, ${USERS} users, a rescan of every venue every ${RESCAN_EVERY_MS / 1000} s; load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`,
    );
    const minutes: { rss: number; p99: number; max: number }[] = [];
    let rescans = 0;
    let rescanFailures = 0;
    const rescan = setInterval(() => {
      const cookie = cookies[rescans % cookies.length]!;
      rescans += 1;
      void fetch(`${server.url}/api/event-sources/refresh-all`, { method: 'POST', headers: { cookie } }).then(
        (response) => (rescanFailures += response.status >= 500 ? 1 : 0),
        () => (rescanFailures += 1),
      );
    }, RESCAN_EVERY_MS);
    const sample = setInterval(() => {
      void loopDelay(server).then((delay) => {
        const rss = residentMegabytes(server.pid);
        minutes.push({ rss, p99: delay.p99Ms, max: delay.maxMs });
        console.log(
          `  minute ${minutes.length}: RSS ${rss.toFixed(0)} MB, event-loop delay p99 ${delay.p99Ms.toFixed(0)} ms (max ${delay.maxMs.toFixed(0)} ms), load average ${loadavg()[0]!.toFixed(1)}`,
        );
      });
    }, 60_000);
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: MINUTES * 60,
      requests: [{ setupRequest: mixedTraffic(cookies) }],
    });
    clearInterval(rescan);
    clearInterval(sample);
    const first = minutes[0]?.rss ?? residentMegabytes(server.pid);
    const last = minutes.at(-1)?.rss ?? first;
    const flat = last <= first * 1.2;
    const failed = result.errors + result.timeouts;
    console.log(
      `soak: ${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms; 2xx ${result['2xx']}, 4xx ${result['4xx']}, 5xx ${result['5xx']}, failed (errors/timeouts) ${failed}; ${rescans} rescans (${rescanFailures} failed)`,
    );
    console.log(
      `soak: RSS ${first.toFixed(0)} MB after the first minute, ${last.toFixed(0)} MB after the last (${flat ? 'flat' : 'GROWING'}); event-loop delay p99 at most ${Math.max(0, ...minutes.map((m) => m.p99)).toFixed(0)} ms`,
    );
    const passed = result['5xx'] === 0 && failed === 0 && rescanFailures === 0 && flat;
    console.log(`soak: ${passed ? 'PASS' : 'FAIL'} (0 × 5xx, no failed request, flat memory)`);
    if (!passed) process.exitCode = 1;
  } finally {
    await server.stop();
    await farm.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
