/* global process, console, fetch, setTimeout, performance, FormData */
// Shared by the browser benches (bench-month-render.mjs, bench-lighthouse.mjs): the built server on a
// temporary DATA_DIR, a signed-in user with one venue and a number of own events in this month, and
// the figures' line for `npm run bench`'s closing table.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

/** The built server on `port` with empty stores of its own; `stop()` ends it and removes them. */
export function startServer(port, prefix) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
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
  const base = `http://localhost:${port}`;
  return {
    base,
    async ready() {
      for (let attempt = 0; attempt < 120; attempt++) {
        try {
          if ((await fetch(`${base}/readyz`)).ok) return;
        } catch {
          // Not listening yet.
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error('the server did not become ready in 60 s');
    },
    stop() {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** This month in the user's zone (the calendar opens on it), as year, month and its length. */
function currentMonth() {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number);
  return { year, month, days: new Date(Date.UTC(year, month, 0)).getUTCDate() };
}

/**
 * A new user with one venue and `count` own events spread over this month, through the API.
 * Resolves to the session's cookies (name, value, url) and their Cookie header.
 */
export async function seedBusyMonth(base, count) {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'Bench-password-1!';
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'User',
      email,
      password,
      confirmPassword: password,
    }),
  });
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const pairs = registered.headers.getSetCookie().map((line) => line.split(';')[0]);
  const cookie = pairs.join('; ');

  const source = await fetch(`${base}/api/event-sources`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', cookie },
    body: JSON.stringify({
      name: 'Bench Hall',
      url: 'https://venue.invalid/events',
      category: 'Music Venue',
      isActive: true,
    }),
  });
  if (!source.ok) throw new Error(`add source: ${source.status} ${await source.text()}`);

  const { year, month, days } = currentMonth();
  const pad = (n) => String(n).padStart(2, '0');
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const form = new FormData();
      // "Show 1", "Show 2": one word of two in common is not the same event by the calendar's rule.
      form.append('title', `Show ${index + 1}`);
      form.append('location', `Stage ${(index % 7) + 1}`);
      form.append('date', `${year}-${pad(month)}-${pad((index % days) + 1)}`);
      form.append('timeStart', `${pad(8 + (index % 14))}:${pad((index * 7) % 60)}`);
      const response = await fetch(`${base}/api/events`, { method: 'POST', headers: { cookie }, body: form });
      if (response.status !== 201)
        throw new Error(`create event ${index}: ${response.status} ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  // The calendar merges listings of one real-world event; the figure is only honest if none merged.
  const from = new Date(Date.UTC(year, month - 1, 1) - 86_400_000).toISOString();
  const to = new Date(Date.UTC(year, month - 1, days) + 2 * 86_400_000).toISOString();
  const shown = await fetch(`${base}/api/events?from=${from}&to=${to}`, { headers: { cookie } });
  const entries = (await shown.json()).length;
  if (entries !== count) throw new Error(`the month shows ${entries} entries, not the ${count} seeded`);
  console.log(
    `seeded ${count} events in ${year}-${pad(month)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const cookies = pairs.map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
  });
  return { cookies, cookie };
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
