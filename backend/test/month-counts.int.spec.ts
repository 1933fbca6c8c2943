import request from 'supertest';
import { EVENT_MESSAGES, monthCountsSchema, SERVER_MESSAGES } from '@eventfold/contracts';
import { signedInAgent } from './support/accounts';
import { createEvent } from './support/calendar-events';
import { startServer, type RunningServer } from './support/server';

/** GET /api/events/month-counts: the calendar's first-load jump asks this instead of 12 months of events. */
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

const window = { from: '2026-04-01T05:00:00Z', to: '2027-04-01T05:00:00Z' };

async function calendarWithEvents() {
  const signedIn = await signedInAgent(server.url);
  // The user's zone is Chicago (the default); 23:00 on June 30 there is July 1 in UTC and New York.
  for (const [date, timeStart] of [
    ['2026-06-10', '19:00'],
    ['2026-06-30', '23:00'],
    ['2026-08-05', '12:00'],
    ['2026-08-06', '12:00'],
    ['2026-08-07', '12:00'],
  ] as const) {
    const created = await createEvent(signedIn.agent, { title: 'Show', location: 'Hall', date, timeStart });
    expect(created.status).toBe(201);
  }
  return signedIn;
}

it('counts the events shown in each month of the range, in the zone asked for', async () => {
  const { agent } = await calendarWithEvents();
  const chicago = await agent
    .get('/api/events/month-counts')
    .query({ ...window, timezone: 'America/Chicago' });
  expect(chicago.status).toBe(200);
  expect(monthCountsSchema.parse(chicago.body)).toEqual([
    { month: '2026-06', count: 2 },
    { month: '2026-08', count: 3 },
  ]);
  const newYork = await agent
    .get('/api/events/month-counts')
    .query({ ...window, timezone: 'America/New_York' });
  expect(newYork.body).toEqual([
    { month: '2026-06', count: 1 },
    { month: '2026-07', count: 1 },
    { month: '2026-08', count: 3 },
  ]);
  // Only the range: August alone.
  const august = await agent
    .get('/api/events/month-counts')
    .query({ from: '2026-08-01T05:00:00Z', to: '2026-09-01T05:00:00Z', timezone: 'America/Chicago' });
  expect(august.body).toEqual([{ month: '2026-08', count: 3 }]);
});

it('counts one real-world event listed twice once, as GET /api/events shows it', async () => {
  const { agent } = await signedInAgent(server.url);
  for (const timeStart of ['20:00', '20:10'])
    await createEvent(agent, { title: 'Jazz Night', location: 'Hall', date: '2026-10-10', timeStart });
  await createEvent(agent, { title: 'Poetry Slam', location: 'Hall', date: '2026-10-10', timeStart: '20:00' });
  const october = { from: '2026-10-01T05:00:00Z', to: '2026-11-01T05:00:00Z' };
  const shown = await agent.get('/api/events').query(october);
  expect((shown.body as { title: string }[]).map((event) => event.title).sort()).toEqual([
    'Jazz Night',
    'Poetry Slam',
  ]);
  const counts = await agent.get('/api/events/month-counts').query({ ...october, timezone: 'America/Chicago' });
  expect(counts.body).toEqual([{ month: '2026-10', count: 2 }]);
});

it('revalidates unchanged counts with 304 and counts anew once the calendar changed', async () => {
  const { agent } = await calendarWithEvents();
  const query = { ...window, timezone: 'America/Chicago' };
  const first = await agent.get('/api/events/month-counts').query(query);
  const etag = first.headers['etag'] as string;
  expect(etag).toBeTruthy();
  expect(first.headers['cache-control']).toBe('private, no-cache');
  const again = await agent.get('/api/events/month-counts').query(query).set('If-None-Match', etag);
  expect(again.status).toBe(304);
  await createEvent(agent, { title: 'Late show', location: 'Hall', date: '2026-09-01', timeStart: '20:00' });
  const changed = await agent.get('/api/events/month-counts').query(query).set('If-None-Match', etag);
  expect(changed.status).toBe(200);
  expect(changed.body).toContainEqual({ month: '2026-09', count: 1 });
});

it('counts only the signed-in user’s own calendar', async () => {
  await calendarWithEvents();
  const { agent } = await signedInAgent(server.url);
  const empty = await agent.get('/api/events/month-counts').query({ ...window, timezone: 'America/Chicago' });
  expect(empty.status).toBe(200);
  expect(empty.body).toEqual([]);
});

it.each([
  [{ ...window, timezone: 'Europe/Paris' }, EVENT_MESSAGES.unknownTimezone],
  [{ ...window }, EVENT_MESSAGES.unknownTimezone],
  [{ from: window.to, to: window.from, timezone: 'America/Chicago' }, EVENT_MESSAGES.rangeOrder],
  [{ from: '2026-01-01', to: '2027-06-01', timezone: 'America/Chicago' }, EVENT_MESSAGES.rangeTooLong],
  [{ from: 'soon', to: window.to, timezone: 'America/Chicago' }, EVENT_MESSAGES.rangeNotIso],
])('refuses %j with 400 and a message', async (query, message) => {
  const { agent } = await signedInAgent(server.url);
  const response = await agent.get('/api/events/month-counts').query(query);
  expect(response.status).toBe(400);
  expect(response.body).toEqual({ message });
});

it('answers 401 signed out', async () => {
  const response = await request(server.url).get('/api/events/month-counts').query(window);
  expect(response.status).toBe(401);
  expect(response.body).toEqual({ message: SERVER_MESSAGES.unauthorized });
});
