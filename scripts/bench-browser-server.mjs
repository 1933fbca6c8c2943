/* global process, console, fetch, setTimeout */
// Shared by the browser benches (bench-month-render.mjs, bench-lighthouse.mjs): the built server on a
// temporary DATA_DIR with a signed-in user whose venue lists a number of events this month, and the
// figures' line for `npm run bench`'s closing table.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ZONE = 'America/Chicago';

/** Stops the process when the build is missing (`name` says which bench). */
export function requireBuild(name) {
  for (const built of ['backend/dist/main.js', 'frontend/dist/index.html']) {
    if (!existsSync(path.join(root, built))) {
      console.error(`${name}: ${built} is missing; run \`npx nx run-many -t build\` first`);
      process.exit(2);
    }
  }
}

function spawnServer(port, dataDir) {
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PASSWORD_SCRYPT_LOG_N: '14',
  };
  env.SESSION_SECRET ??= 'bench-session-secret-not-for-production';
  delete env.EVENTSTORE_URL;
  delete env.MONGODB_URL;
  const child = spawn(process.execPath, [path.join(root, 'backend/dist/main.js')], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, stop: () => (child.exitCode === null ? (child.kill('SIGTERM'), exited) : exited) };
}

async function waitForReady(base) {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become ready in 60 s');
}

/** This month in the user's zone (the calendar opens on it): its first instant there and its length. */
function currentMonth() {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number);
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  // Noon UTC of the 1st is that day in every US zone; the events' hours are laid from its midnight UTC.
  return { year, month, days, startMs: Date.UTC(year, month - 1, 1) };
}

/** Signs `account` in; the session's cookies as (name, value, url) and as a Cookie header. */
async function signIn(base, account) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  const pairs = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  const cookies = pairs.map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
  });
  return { cookies, cookie: pairs.join('; ') };
}

/**
 * The built server on `port` with stores of its own (gone with `stop()`), holding a signed-in user
 * with one venue of `count` events in this month. The user signs up on a first server; the venue is
 * appended to the log while no server runs (backend/src/bench/events-api.seed.ts: the API's
 * per-account write limits allow 500 events a day) and a second server projects it on start.
 */
export async function startBusyServer(port, prefix, count) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const base = `http://localhost:${port}`;
  let server = spawnServer(port, dataDir);
  try {
    await waitForReady(base);
    const account = { email: `bench-${Date.now()}@example.com`, password: 'Bench-password-1!' };
    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Bench',
        lastName: 'User',
        ...account,
        confirmPassword: account.password,
      }),
    });
    if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
    const { id: userId } = await registered.json();
    await server.stop();
    const { seedVenueMonth } = createRequire(import.meta.url)(
      path.join(root, 'backend/dist/bench/events-api.seed.js'),
    );
    const { year, month, days, startMs } = currentMonth();
    await seedVenueMonth(dataDir, userId, { count, monthStartMs: startMs, days });
    server = spawnServer(port, dataDir);
    await waitForReady(base);
    const session = await signIn(base, account);
    // The calendar merges listings of one real-world event; the figures are only honest if none merged.
    const from = new Date(startMs - 86_400_000).toISOString();
    const to = new Date(startMs + (days + 2) * 86_400_000).toISOString();
    const shown = await fetch(`${base}/api/events?from=${from}&to=${to}`, {
      headers: { cookie: session.cookie },
    });
    const entries = (await shown.json()).length;
    if (entries !== count) throw new Error(`the month shows ${entries} entries, not the ${count} seeded`);
    console.log(`seeded a venue of ${count} events in ${year}-${String(month).padStart(2, '0')}`);
    const running = server;
    return {
      base,
      ...session,
      async stop() {
        await running.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** For the table `npm run bench` prints at its end (see backend/src/bench/bench-summary.ts). */
export function recordFigure(figure) {
  if (process.env.BENCH_SUMMARY) appendFileSync(process.env.BENCH_SUMMARY, `${JSON.stringify(figure)}\n`);
}

/** The playwright.config.ts flags for Debian's Chromium (its own browser builds are not reachable here). */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
