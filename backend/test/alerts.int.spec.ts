import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  ALERT_LIMITS,
  ALERT_MESSAGES,
  REMINDER_MESSAGES,
  type AlertRule,
  type AppNotification,
  type EventSource,
} from '@eventfold/contracts';
import { alertRulesStreamId } from '../src/alerts/rules/alert-rules.decider';
import { appendToStreams, eventually } from './support/calendar-events';
import { runCli } from './support/cli';
import { freePort, startServer, temporaryDataDir, type RunningServer } from './support/server';
import { member, type Member } from './support/social';
import { daysAhead, startVenueSite, type VenueSite } from './support/venue-site';

jest.setTimeout(120_000);

interface Show {
  name: string;
  start: Date;
}

/** A venue's listing in JSON-LD, every show at one Chicago address (ZIP 60622). */
function page(shows: Show[]): string {
  const items = shows.map((show) => ({
    '@context': 'https://schema.org',
    '@type': 'MusicEvent',
    name: show.name,
    startDate: show.start.toISOString(),
    location: { '@type': 'Place', name: 'Empty Bottle', address: '1035 N Western Ave, Chicago, IL 60622' },
    url: `/shows/${show.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
  }));
  return `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify(items)}</script></head><body></body></html>`;
}

let site: VenueSite;
let server: RunningServer;
const dataDir = temporaryDataDir();
const clockFile = path.join(dataDir, 'clock.txt');
const env: Record<string, string> = {
  SCANNER_ALLOWED_HOSTS: '127.0.0.1',
  SCAN_PER_HOST_DELAY_MS: '0',
  TEST_CLOCK_FILE: clockFile,
  REMINDER_SWEEP_MS: '200',
};
let alice: Member;
let bob: Member;

const setClock = (instant: Date) => fs.writeFileSync(clockFile, instant.toISOString());

async function notifications(user: Member, type: AppNotification['type']): Promise<AppNotification[]> {
  const response = await user.agent.get('/api/notifications?limit=50');
  expect(response.status).toBe(200);
  return (response.body as AppNotification[]).filter((item) => item.type === type);
}

const titles = (items: AppNotification[]) => items.map((item) => item.data['eventTitle']).sort();

async function addRule(user: Member, body: object) {
  return user.agent.post('/api/alerts').send(body);
}

async function scan(user: Member, sourceId: string) {
  expect((await user.agent.post(`/api/event-sources/${sourceId}/scrape`)).status).toBeLessThan(300);
}

const jazz = daysAhead(3);
const rock = daysAhead(4);

beforeAll(async () => {
  site = await startVenueSite();
  // A fixed port, so that a restart is reached by the same signed-in agents.
  Object.assign(env, { PORT: String(await freePort()) });
  server = await startServer(env, dataDir);
  alice = await member(server.url, 'Alice');
  bob = await member(server.url, 'Bob');
});
afterAll(async () => {
  await server?.stop();
  await site?.close();
});

describe('alert rules', () => {
  it('refuses a bad rule with a message and changes nothing', async () => {
    const refusals: [object, string][] = [
      [{ kind: 'sound', value: 'jazz' }, ALERT_MESSAGES.kindInvalid],
      [{ kind: 'keyword', value: '   ' }, ALERT_MESSAGES.valueRequired],
      [{ kind: 'keyword', value: 'x'.repeat(101) }, ALERT_MESSAGES.valueTooLong],
      [{ kind: 'category', value: 'Opera' }, ALERT_MESSAGES.categoryUnknown],
      [{ kind: 'venue', value: '6f1d3c1e-7a39-4f6e-9b0a-1d2e3f4a5b6c' }, ALERT_MESSAGES.venueUnknown],
      [{ kind: 'nearby', value: '60622', radiusMiles: 0 }, ALERT_MESSAGES.radiusInvalid],
      [{ kind: 'nearby', value: '60622', radiusMiles: 101 }, ALERT_MESSAGES.radiusInvalid],
      [{ kind: 'nearby', value: 'Chicago' }, ALERT_MESSAGES.zipInvalid],
    ];
    for (const [body, message] of refusals) {
      const response = await addRule(bob, body);
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
    expect((await bob.agent.get('/api/alerts')).body).toEqual([]);
    // Without SMTP_URL nothing is mailed, and the settings say so.
    expect((await bob.agent.get('/api/email/status')).body).toEqual({ available: false });
  });

  it('lists, adds and removes one person’s rules, and keeps others’ out of reach', async () => {
    const added = await addRule(bob, { kind: 'nearby', value: '60622', radiusMiles: 5 });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      id: expect.any(String),
      kind: 'nearby',
      value: '60622',
      radiusMiles: 5,
      createdAt: expect.any(String),
    });
    const again = await addRule(bob, { kind: 'nearby', value: '60622', radiusMiles: 5 });
    expect([again.status, again.body.message]).toEqual([409, ALERT_MESSAGES.duplicate]);
    const keyword = (await addRule(alice, { kind: 'keyword', value: 'Jazz', radiusMiles: 9 }))
      .body as AlertRule;
    expect(keyword).toEqual({
      id: expect.any(String),
      kind: 'keyword',
      value: 'Jazz',
      createdAt: expect.any(String),
    });

    const stranger = await bob.agent.delete(`/api/alerts/${keyword.id}`);
    expect([stranger.status, stranger.body.message]).toEqual([404, ALERT_MESSAGES.notFound]);
    expect((await alice.agent.get('/api/alerts')).body).toEqual([keyword]);
    expect(((await bob.agent.get('/api/alerts')).body as AlertRule[]).map((rule) => rule.kind)).toEqual([
      'nearby',
    ]);
  });

  it(`keeps at most ${ALERT_LIMITS.rulesMax} rules each`, async () => {
    const carol = await member(server.url, 'Carol');
    // All but the last on her stream straight through the log: the API adds 10 a minute (write limits).
    const held = Array.from({ length: ALERT_LIMITS.rulesMax - 1 }, (_, index) => ({
      type: 'AlertRuleAdded' as const,
      data: {
        userId: carol.id,
        ruleId: randomUUID(),
        kind: 'keyword' as const,
        value: `word ${index}`,
        radiusMiles: null,
      },
    }));
    await appendToStreams(dataDir, [[alertRulesStreamId(carol.id), held]], true);
    expect((await addRule(carol, { kind: 'keyword', value: 'the last' })).status).toBe(201);
    const over = await addRule(carol, { kind: 'keyword', value: 'one more' });
    expect([over.status, over.body.message]).toEqual([400, ALERT_MESSAGES.tooMany]);
    const rules = await eventually(
      async () => (await carol.agent.get('/api/alerts')).body as AlertRule[],
      (listed) => listed.length === ALERT_LIMITS.rulesMax,
    );
    expect(rules).toHaveLength(ALERT_LIMITS.rulesMax);
    const [first] = rules;
    expect((await carol.agent.delete(`/api/alerts/${first!.id}`)).status).toBe(200);
    expect((await addRule(carol, { kind: 'keyword', value: 'one more' })).status).toBe(201);
  });
});

describe('matching new events', () => {
  let source: EventSource;

  it('alerts each person once per new event, whichever rule matched, from any venue near them', async () => {
    // Alice watches "Jazz" (above) and her venue's category; Bob watches ZIP 60622 within 5 miles.
    expect((await addRule(alice, { kind: 'category', value: 'Music Venue' })).status).toBe(201);
    site.setPage(
      'bottle',
      page([
        { name: 'Jazz Trio', start: jazz },
        { name: 'Rock Show', start: rock },
      ]),
    );
    const response = await alice.agent
      .post('/api/event-sources')
      .send({ url: `${site.url}/pages/bottle`, name: 'Empty Bottle', category: 'Music Venue' });
    expect(response.status).toBe(201);
    source = response.body as EventSource;

    const forAlice = await eventually(
      () => notifications(alice, 'alert'),
      (items) => items.length >= 2,
      40_000,
    );
    expect(titles(forAlice)).toEqual(['Jazz Trio', 'Rock Show']);
    const jazzAlert = forAlice.find((item) => item.data['eventTitle'] === 'Jazz Trio')!;
    expect(jazzAlert).toMatchObject({
      eventId: expect.any(String),
      read: false,
      data: { rule: { kind: 'keyword', value: 'Jazz' }, cancelled: false, startDate: jazz.toISOString() },
    });
    const forBob = await eventually(
      () => notifications(bob, 'alert'),
      (items) => items.length >= 2,
      20_000,
    );
    expect(titles(forBob)).toEqual(['Jazz Trio', 'Rock Show']);
    expect(forBob[0]!.data['rule']).toMatchObject({ kind: 'nearby', value: '60622' });
  });

  it('does not alert again when a rescan moves an event, and says so when it cancels one', async () => {
    site.setPage('bottle', page([{ name: 'Jazz Trio', start: new Date(jazz.getTime() + 3_600_000) }]));
    await scan(alice, source.id);
    const after = await eventually(
      () => notifications(alice, 'alert'),
      (items) => items.some((item) => item.data['cancelled'] === true),
      40_000,
    );
    expect(after.map((item) => [item.data['eventTitle'], item.data['cancelled'], item.read])).toEqual([
      ['Rock Show', true, false],
      ['Jazz Trio', false, false],
    ]);
    await scan(alice, source.id);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await notifications(alice, 'alert')).toHaveLength(2);
  });

  it('alerts nobody again after a restart, nor after the read models are rebuilt from the log', async () => {
    const before = await notifications(bob, 'alert');
    expect(before).toHaveLength(2);
    await server.stop();
    const rebuilt = await runCli('rebuild-projections', ['notifications', 'alerts'], dataDir);
    expect(rebuilt.code).toBe(0);
    server = await startServer(env, dataDir);
    await eventually(
      () => bob.agent.get('/readyz'),
      (response) => response.status === 200,
      30_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await notifications(bob, 'alert')).toEqual(before);
  });
});

describe('reminders', () => {
  async function eventIdOf(user: Member, title: string): Promise<string> {
    const from = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const events = (await user.agent.get(`/api/events?from=${from}&to=${to}`)).body as {
      id: string;
      title: string;
    }[];
    return events.find((event) => event.title === title)!.id;
  }

  it('refuses a lead time that is not offered, and answers the chosen one on the current user', async () => {
    const refused = await alice.agent.patch('/api/user/preferences').send({
      name: 'Alice',
      timezone: 'America/Chicago',
      preferredRadius: 25,
      remindBeforeMinutes: 30,
    });
    expect([refused.status, refused.body.message]).toEqual([400, REMINDER_MESSAGES.leadInvalid]);
    expect((await alice.agent.get('/api/auth/user')).body.remindBeforeMinutes).toBe(60);
  });

  it('reminds once, at the lead time by the clock, of a favorite, and not of one that has started', async () => {
    const moved = new Date(jazz.getTime() + 3_600_000);
    const eventId = await eventIdOf(alice, 'Jazz Trio');
    setClock(new Date(moved.getTime() + 30 * 60_000));
    expect((await alice.agent.patch(`/api/events/${eventId}/favorite`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await notifications(alice, 'reminder')).toEqual([]);

    setClock(new Date(moved.getTime() - 2 * 3_600_000));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await notifications(alice, 'reminder')).toEqual([]);

    setClock(new Date(moved.getTime() - 59 * 60_000));
    const reminded = await eventually(
      () => notifications(alice, 'reminder'),
      (items) => items.length > 0,
    );
    expect(reminded).toEqual([
      expect.objectContaining({
        eventId,
        data: { eventTitle: 'Jazz Trio', startDate: moved.toISOString(), remindBeforeMinutes: 60 },
      }),
    ]);
    setClock(new Date(moved.getTime() - 10 * 60_000));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await notifications(alice, 'reminder')).toHaveLength(1);
  });

  it('reminds at once of an event already due when the person says they are going, and alarms in their feed', async () => {
    const moved = new Date(jazz.getTime() + 3_600_000);
    const eventId = await eventIdOf(alice, 'Jazz Trio');
    const lead = await bob.agent
      .patch('/api/user/preferences')
      .send({ name: 'Bob', timezone: 'America/Chicago', preferredRadius: 25, remindBeforeMinutes: 1440 });
    expect([lead.status, lead.body.remindBeforeMinutes]).toEqual([200, 1440]);
    setClock(new Date(moved.getTime() - 5 * 3_600_000));
    expect(
      (await bob.agent.put(`/api/events/${eventId}/rsvp`).send({ status: 'going' })).status,
    ).toBeLessThan(300);
    const reminded = await eventually(
      () => notifications(bob, 'reminder'),
      (items) => items.length > 0,
    );
    expect(reminded).toEqual([
      expect.objectContaining({ eventId, data: expect.objectContaining({ remindBeforeMinutes: 1440 }) }),
    ]);

    const feed = (await bob.agent.post('/api/calendar/feed')).body as { url: string };
    const ics = await bob.agent.get(new URL(feed.url).pathname);
    expect(ics.status).toBe(200);
    expect(ics.text.replace(/\r\n[ \t]/g, '')).toMatch(
      /BEGIN:VALARM\r\nACTION:DISPLAY\r\n(?:.*\r\n)*?TRIGGER:-P1D\r\n/,
    );
  });

  it('tells the owner, once, that someone favorited a listing of their venue', async () => {
    const eventId = await eventIdOf(alice, 'Jazz Trio');
    expect((await alice.agent.patch('/api/preferences').send({ notifyOnFavorite: true })).status).toBe(200);
    for (let toggle = 0; toggle < 3; toggle++)
      expect((await bob.agent.patch(`/api/events/${eventId}/favorite`)).status).toBe(200);
    const told = await eventually(
      () => notifications(alice, 'favorite'),
      (items) => items.length > 0,
    );
    expect(told).toEqual([
      expect.objectContaining({
        eventId,
        actor: expect.objectContaining({ id: bob.id }),
        data: { eventTitle: 'Jazz Trio' },
      }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await notifications(alice, 'favorite')).toHaveLength(1);
    expect(await notifications(bob, 'favorite')).toEqual([]);
  });
});
