import { readFileSync } from 'node:fs';
import { EVENT_MESSAGES, LIMITS } from '@eventfold/contracts';
import { signedInAgent } from './support/accounts';
import { appendEvents, eventually } from './support/calendar-events';
import { startServer, type RunningServer } from './support/server';
import { venueEvents } from './support/venue-events';

/**
 * A signed-in user who asks for many distinct ranges must not grow the server without bound (the
 * response cache once held 2,000 answers of any size). Small scale: three users, a few hundred
 * ranges of ~0.4 MB answers, i.e. far more than the cache's 16 MB bound; the server's resident
 * memory may grow by the bound and working garbage, never by what was asked for.
 */
const CACHE_MB = 16;
const EVENTS_PER_USER = 200;
const RANGES_PER_USER = 160;
const MONTH_START = Date.parse('2026-06-01T00:00:00Z');
const MONTH_END = '2026-07-01T00:00:00.000Z';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ EVENTS_CACHE_MAX_MB: String(CACHE_MB) });
});
afterAll(() => server?.stop());

function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kilobytes / 1024;
}

async function userWithVenue(count: number) {
  const signedIn = await signedInAgent(server.url);
  const { sourceId, events } = venueEvents(signedIn.user.id, count, MONTH_START);
  await appendEvents(server.dataDir, `source-${sourceId}`, events);
  return signedIn;
}

/** Ranges that differ by whole minutes: the same events, a new cache key each. */
function shiftedRange(minutes: number) {
  return { from: new Date(MONTH_START + minutes * 60_000).toISOString(), to: MONTH_END };
}

it('keeps memory within the cache bound while users ask for hundreds of distinct ranges', async () => {
  const users = await Promise.all([1, 2, 3].map(() => userWithVenue(EVENTS_PER_USER)));
  for (const { agent } of users) {
    const first = await eventually(
      () => agent.get('/api/events').query(shiftedRange(0)),
      (response) => response.body.length === EVENTS_PER_USER,
    );
    expect(first.body).toHaveLength(EVENTS_PER_USER);
  }
  const answerBytes = Buffer.byteLength(
    JSON.stringify((await users[0]!.agent.get('/api/events').query(shiftedRange(0))).body),
  );
  const before = residentMegabytes(server.pid);

  let answered = 0;
  for (let step = 1; step <= RANGES_PER_USER; step += 4) {
    // Each range twice: the cache keeps an answer from its second ask on, so every range is kept.
    const batch = users.flatMap(({ agent }) =>
      [0, 0, 1, 1, 2, 2, 3, 3].map((offset) => agent.get('/api/events').query(shiftedRange(step + offset))),
    );
    for (const response of await Promise.all(batch)) {
      expect(response.status).toBe(200);
      expect(response.body).toHaveLength(EVENTS_PER_USER);
      answered += 1;
    }
  }
  const requestedMegabytes = ((answered / 2) * answerBytes) / 1024 / 1024;
  const grown = residentMegabytes(server.pid) - before;
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  // Asked for ~190 MB of distinct answers (each twice). Kept by count they add ~290 MB; bounded, the cache plus the heap's
  // room for each batch's garbage add ~95 MB (measured): the mark sits between, far from both.
  expect(requestedMegabytes).toBeGreaterThan(150);
  expect(grown).toBeLessThan(CACHE_MB + 140);
}, 120_000);

it(`refuses a range holding more than ${LIMITS.rangeMaxEvents} events`, async () => {
  const { agent } = await userWithVenue(LIMITS.rangeMaxEvents + 1);
  // 10,001 events take the projector a while on a loaded machine: wait up to a minute for them.
  const response = await eventually(
    () => agent.get('/api/events').query(shiftedRange(0)),
    (answer) => answer.status === 400,
    60_000,
  );
  expect(response.status).toBe(400);
  expect(response.body).toEqual({ message: EVENT_MESSAGES.rangeTooManyEvents });
  // A narrower range of the same calendar still answers.
  const week = await agent
    .get('/api/events')
    .query({ from: '2026-06-01T00:00:00Z', to: '2026-06-02T00:00:00Z' });
  expect(week.status).toBe(200);
}, 120_000);
