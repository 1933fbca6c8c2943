import { eventSourceSchema, type EventSource } from '@eventfold/contracts';
import { ICAL_EXPANSION_LIMITS } from '../../src/scanning/markup/ical-extractor';
import { createPageAnalysisPool } from '../../src/scanning/off-thread/page-analysis-pool';
import { signedInAgent } from '../support/accounts';
import { startServer, type RunningServer } from '../support/server';
import { daysAhead, jsonLdPage, startVenueSite, type VenueSite } from '../support/venue-site';
import { FULL, report } from './security-mode';

// Round three, medium: 20 recurring-event bombs from one user made another user's venue fail after
// 180 s: scans ran first come first served, pages waited for the one analysis thread in the same
// line, a page's 30 s ran while it waited, and a feed expanded up to 500 occurrences of each of its
// events. Now scans and pages take per-user turns (a user runs at most half the scan places), a
// page's time counts from its start, and a document expands to at most 2,000 occurrences in all.
jest.setTimeout(300_000);

type Agent = Awaited<ReturnType<typeof signedInAgent>>['agent'];

/** A feed of `events` events, each repeating every day without end: a year of each when expanded. */
function recurrenceBomb(events: number): string {
  const start = daysAhead(1).toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Bomb//EN'];
  for (let n = 0; n < events; n += 1) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:bomb-${n}@bomb.test`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART:${start}`,
      'RRULE:FREQ=DAILY',
      `SUMMARY:Daily thing ${n}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.join('\r\n');
}

/** 20 daily events: about 7,300 occurrences within the year before the cap. */
const BOMB = recurrenceBomb(20);

async function add(agent: Agent, url: string): Promise<EventSource> {
  const response = await agent.post('/api/event-sources').send({ url });
  expect(response.status).toBe(201);
  return eventSourceSchema.parse(response.body);
}

async function sources(agent: Agent): Promise<EventSource[]> {
  return ((await agent.get('/api/event-sources')).body as unknown[]).map((body) =>
    eventSourceSchema.parse(body),
  );
}

/** Polls until every source of the agent's is scanned (a backstop, not a speed check). */
async function waitUntilScanned(agent: Agent, ids: string[]): Promise<EventSource[]> {
  const deadline = Date.now() + 240_000;
  for (;;) {
    const mine = (await sources(agent)).filter((source) => ids.includes(source.id));
    if (mine.every((source) => source.status !== 'pending')) return mine;
    if (Date.now() > deadline) throw new Error(`never scanned: ${JSON.stringify(mine)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('scanner fairness', () => {
  let bombSite: VenueSite;
  let venueSite: VenueSite;
  let server: RunningServer;

  beforeAll(async () => {
    // Two hosts: the scanner fetches one page at a time from each, so the venue never waits for the bombs' host.
    [bombSite, venueSite] = await Promise.all([startVenueSite(), startVenueSite()]);
    server = await startServer({ SCANNER_ALLOWED_HOSTS: '127.0.0.1', SCAN_PER_HOST_DELAY_MS: '0' });
  });
  afterAll(async () => {
    await server?.stop();
    await Promise.all([bombSite?.close(), venueSite?.close()]);
  });

  it("scans another user's venue while one user's bombs hold their scans, and caps each bomb's expansion", async () => {
    const bomber = await signedInAgent(server.url);
    const other = await signedInAgent(server.url);
    // One user's sources a minute (write limits): each bomb's page hangs until the test answers it.
    const bombs = 8;
    const requested: string[] = [];
    const keys = Array.from({ length: bombs }, (_, n) => `bomb-${n}`);
    for (const key of keys) bombSite.hang(key);
    const arrivals = keys.map((key) => bombSite.requested(key).then(() => requested.push(key)));
    const bombIds: string[] = [];
    for (const key of keys) bombIds.push((await add(bomber.agent, `${bombSite.url}/pages/${key}`)).id);
    await arrivals[0];

    venueSite.setPage('venue', jsonLdPage([{ name: 'Velvet Static', start: daysAhead(3) }]));
    const venueRequested = venueSite.requested('venue').then(() => [...requested]);
    const venue = await add(other.agent, `${venueSite.url}/pages/venue`);
    // First come first served, the venue's scan waited until five of the bombs had ended (each held
    // until the fetch's deadline): six requests for them came before the venue's own.
    const bombsBeforeVenue = await venueRequested;
    report(`bomb pages requested before the other user's venue: ${bombsBeforeVenue.length} of ${bombs}`);
    expect(bombsBeforeVenue.length).toBeLessThanOrEqual(2);
    // The bombs answered now, their pages and the venue's take turns for the analysis thread.
    for (const key of keys) bombSite.setPage(key, BOMB);
    const [scanned] = await waitUntilScanned(other.agent, [venue.id]);
    expect(scanned).toMatchObject({ status: 'active', eventCount: 1 });
    const bombed = await waitUntilScanned(bomber.agent, bombIds);
    report(`bomb sources: ${bombed.map((source) => `${source.status} ${source.eventCount}`).join(', ')}`);
    for (const source of bombed) {
      expect(source.status).toBe('active');
      expect(source.eventCount).toBeGreaterThan(0);
      expect(source.eventCount).toBeLessThanOrEqual(ICAL_EXPANSION_LIMITS.occurrences);
    }
  });

  it("reads another user's page after at most one of a user's queued bombs", async () => {
    const pool = createPageAnalysisPool({ maxThreads: 1 });
    const context = { timezone: 'America/Chicago', now: new Date() };
    const bomb = { url: 'https://bomb.test/feed.ics', contentType: 'text/calendar', body: BOMB };
    const venue = {
      url: 'https://venue.test/',
      contentType: 'text/html',
      body: jsonLdPage([{ name: 'Velvet Static', start: daysAhead(3) }]),
    };
    try {
      const read: string[] = [];
      const bombs = FULL ? 20 : 6;
      const queued = Array.from({ length: bombs }, (_, n) =>
        pool
          .forOwner('bomber')
          .analyse(bomb, context, {})
          .then((analysis) => {
            read.push(`bomb ${n}`);
            return analysis.events.length;
          }),
      );
      const mine = pool
        .forOwner('other')
        .analyse(venue, context, {})
        .then((analysis) => {
          read.push('venue');
          return analysis.events.length;
        });
      const [counts, venueEvents] = await Promise.all([Promise.all(queued), mine]);
      report(`analysis order: ${read.join(', ')}`);
      expect(venueEvents).toBe(1);
      expect(read.indexOf('venue')).toBeLessThanOrEqual(1);
      expect(counts.every((count) => count === ICAL_EXPANSION_LIMITS.occurrences)).toBe(true);
    } finally {
      await pool.close();
    }
  });
});
