import path from 'node:path';
import request from 'supertest';
import {
  eventSourceSchema,
  scanStartedSchema,
  scrapingStatusSchema,
  type EventSource,
  type ScrapingStatus,
} from '@eventfold/contracts';
import { SqliteEventStore } from '../src/infrastructure/event-store/sqlite-event-store';
import { signedInAgent } from './support/accounts';
import { startServer, temporaryDataDir, type RunningServer } from './support/server';
import { daysAhead, jsonLdPage, startVenueSite, type VenueSite } from './support/venue-site';

jest.setTimeout(60_000);

type Agent = Awaited<ReturnType<typeof signedInAgent>>['agent'];

let site: VenueSite;
let server: RunningServer;
const scanEnv = () => ({ SCANNER_ALLOWED_HOSTS: '127.0.0.1', SCAN_PER_HOST_DELAY_MS: '0' });

beforeAll(async () => {
  site = await startVenueSite();
  server = await startServer(scanEnv());
});
afterAll(async () => {
  await server?.stop();
  await site?.close();
});

async function eventTypes(dataDir: string, sourceId: string): Promise<string[]> {
  const store = SqliteEventStore.open(path.join(dataDir, 'events.sqlite'));
  try {
    return (await store.readStream(`source-${sourceId}`)).map((event) => event.type);
  } finally {
    await store.close();
  }
}

async function sourceOf(agent: Agent, id: string): Promise<EventSource | undefined> {
  const list = (await agent.get('/api/event-sources')).body as EventSource[];
  return list.find((source) => source.id === id);
}

/** Polls the sources list (as the client does after adding) until the source satisfies `done`. */
async function waitForSource(agent: Agent, id: string, done: (source: EventSource) => boolean) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const source = await sourceOf(agent, id);
    if (source !== undefined && done(source)) return source;
    if (Date.now() > deadline) throw new Error(`source never got there: ${JSON.stringify(source)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function add(agent: Agent, url: string): Promise<EventSource> {
  const response = await agent.post('/api/event-sources').send({ url });
  expect(response.status).toBe(201);
  const source = eventSourceSchema.parse(response.body);
  expect(source.status).toBe('pending');
  return source;
}

async function waitForIdle(agent: Agent): Promise<ScrapingStatus> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const status = scrapingStatusSchema.parse((await agent.get('/api/scraping-status')).body);
    if (!status.isActive || Date.now() > deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

const threeShows = () => [
  { name: 'Velvet Static', start: daysAhead(3) },
  { name: 'Marigold & the Mayflies', start: daysAhead(9) },
  { name: 'Dust Bowl Revival Night', start: daysAhead(20) },
];

describe('scanning a venue', () => {
  it('turns a page with events active, counting them, with the scan time', async () => {
    site.setPage('active', jsonLdPage(threeShows()));
    const { agent } = await signedInAgent(server.url);
    const before = new Date().toISOString();
    const source = await add(agent, `${site.url}/pages/active`);
    const scanned = await waitForSource(agent, source.id, (s) => s.status !== 'pending');
    expect(scanned).toMatchObject({ status: 'active', eventCount: 3, errorMessage: null });
    expect(scanned.lastScanReport).toEqual({
      found: { ical: 0, structured: 3, heuristic: 0, llm: 0 },
      past: 0,
      unreadable: 0,
      pages: [
        {
          url: `${site.url}/pages/active`,
          role: 'source',
          events: 3,
          past: 0,
          unreadable: 0,
          failure: null,
          httpStatus: null,
        },
      ],
      pagesNotListed: 0,
    });
    expect(scanned.lastScraped! >= before && scanned.lastScraped! <= new Date().toISOString()).toBe(true);
    const status = scrapingStatusSchema.parse((await agent.get('/api/scraping-status')).body);
    expect(status).toEqual({
      isActive: false,
      completed: 1,
      total: 1,
      successCount: 1,
      errorCount: 0,
      rateLimited: false,
      estimatedTimeRemaining: null,
      currentSource: null,
    });
  });

  it('turns a page without events no_events', async () => {
    const { agent } = await signedInAgent(server.url);
    const source = await add(agent, `${site.url}/fixtures/no-events-about.html`);
    const scanned = await waitForSource(agent, source.id, (s) => s.status !== 'pending');
    expect(scanned).toMatchObject({ status: 'no_events', eventCount: 0, errorMessage: null });
    expect(scanned.lastScraped).not.toBeNull();
    // Nothing read at all: not the same as a listing whose events are over (next test).
    expect(scanned.lastScanReport).toMatchObject({ past: 0, unreadable: 0, pagesNotListed: 0 });
    expect(scanned.lastScanReport!.pages[0]).toMatchObject({ role: 'source', events: 0, failure: null });
  });

  it('reports a listing whose events are all over as read, with its past events counted', async () => {
    site.setPage('all-past', jsonLdPage([{ name: 'Last Summer Jam', start: daysAhead(-40) }]));
    const { agent } = await signedInAgent(server.url);
    const source = await add(agent, `${site.url}/pages/all-past`);
    const scanned = await waitForSource(agent, source.id, (s) => s.status !== 'pending');
    expect(scanned).toMatchObject({ status: 'no_events', eventCount: 0 });
    expect(scanned.lastScanReport).toMatchObject({ past: 1, unreadable: 0 });
  });

  it('reports a linked feed that could not be read, with its reason, beside the events found', async () => {
    const feedLink = `<a href="${site.url}/fixtures/vanished-calendar.ics">Subscribe</a>`;
    site.setPage(
      'with-feed',
      jsonLdPage(threeShows()).replace('<h1>Shows</h1>', `<h1>Shows</h1>${feedLink}`),
    );
    const { agent } = await signedInAgent(server.url);
    const source = await add(agent, `${site.url}/pages/with-feed`);
    const scanned = await waitForSource(agent, source.id, (s) => s.status !== 'pending');
    expect(scanned).toMatchObject({ status: 'active', eventCount: 3 });
    expect(scanned.lastScanReport!.pages.map((page) => [page.role, page.failure, page.httpStatus])).toEqual([
      ['source', null, null],
      ['feed', 'http-status', 404],
    ]);
  });

  it('shows a page that answers 404 as an error with a readable message', async () => {
    const { agent } = await signedInAgent(server.url);
    const source = await add(agent, `${site.url}/fixtures/gone.html`);
    const scanned = await waitForSource(agent, source.id, (s) => s.status !== 'pending');
    expect(scanned).toMatchObject({ status: 'error', eventCount: 0, lastScraped: null });
    expect(scanned.errorMessage).toContain('HTTP 404');
    expect(scanned.lastScanReport!.pages).toEqual([
      {
        url: `${site.url}/fixtures/gone.html`,
        role: 'source',
        events: 0,
        past: 0,
        unreadable: 0,
        failure: 'http-status',
        httpStatus: 404,
      },
    ]);
    expect((await agent.get('/api/scraping-status')).body).toMatchObject({ errorCount: 1, successCount: 0 });
  });

  it('updates and cancels on a rescan instead of duplicating', async () => {
    const shows = threeShows();
    site.setPage('changing', jsonLdPage(shows));
    const { agent } = await signedInAgent(server.url);
    const source = await add(agent, `${site.url}/pages/changing`);
    const first = await waitForSource(agent, source.id, (s) => s.status === 'active');

    // One show moves a day, one is called off, one is announced.
    const moved = { ...shows[1]!, start: daysAhead(10) };
    site.setPage(
      'changing',
      jsonLdPage([shows[0]!, moved, { name: 'New Year Stomp', start: daysAhead(30) }]),
    );
    const scrape = await agent.post(`/api/event-sources/${source.id}/scrape`);
    expect(scrape.status).toBe(202);
    expect(scanStartedSchema.parse(scrape.body).started).toBe(1);
    const second = await waitForSource(agent, source.id, (s) => s.lastScraped !== first.lastScraped);
    expect(second).toMatchObject({ status: 'active', eventCount: 3 });

    const types = await eventTypes(server.dataDir, source.id);
    const count = (type: string) => types.filter((t) => t === type).length;
    expect(count('EventScraped')).toBe(4);
    expect(count('ScrapedEventChanged')).toBe(1);
    expect(count('ScrapedEventCancelled')).toBe(1);

    // Nothing changed: a third scan appends no event changes at all.
    await agent.post(`/api/event-sources/${source.id}/scrape`);
    await waitForSource(agent, source.id, (s) => s.lastScraped !== second.lastScraped);
    expect((await eventTypes(server.dataDir, source.id)).slice(types.length)).toEqual([
      'SourceScanRequested',
      'SourceScanned',
      'SourceScanReported',
    ]);
  });

  it('drops the scan of a source removed while it ran', async () => {
    site.hang('removed-meanwhile');
    const { agent } = await signedInAgent(server.url);
    const arrived = site.requested('removed-meanwhile');
    const source = await add(agent, `${site.url}/pages/removed-meanwhile`);
    await arrived;
    expect((await agent.delete(`/api/event-sources/${source.id}`)).status).toBe(200);
    site.setPage('removed-meanwhile', jsonLdPage(threeShows()));
    const status = await waitForIdle(agent);
    expect(status).toMatchObject({ total: 1, completed: 1, successCount: 0, errorCount: 0 });
    expect(await eventTypes(server.dataDir, source.id)).toEqual([
      'SourceAdded',
      'SourceScanRequested',
      'SourceRemoved',
    ]);
  });
});

describe('POST /api/event-sources/refresh-all', () => {
  it('scans every source of the user and counts the batch in the scraping status', async () => {
    site.setPage('refresh-a', jsonLdPage(threeShows()));
    site.setPage('refresh-b', jsonLdPage(threeShows().slice(0, 1)));
    const { agent } = await signedInAgent(server.url);
    const sources = [
      await add(agent, `${site.url}/pages/refresh-a`),
      await add(agent, `${site.url}/pages/refresh-b`),
      await add(agent, `${site.url}/fixtures/missing.html`),
    ];
    for (const source of sources) await waitForSource(agent, source.id, (s) => s.status !== 'pending');

    const response = await agent.post('/api/event-sources/refresh-all');
    expect(response.status).toBe(202);
    expect(scanStartedSchema.parse(response.body).started).toBe(3);
    const status = await waitForIdle(agent);
    expect(status).toMatchObject({ isActive: false, total: 3, completed: 3, successCount: 2, errorCount: 1 });
    const list = (await agent.get('/api/event-sources')).body as EventSource[];
    expect(list.map((s) => [s.status, s.eventCount])).toEqual([
      ['error', 0],
      ['active', 1],
      ['active', 3],
    ]);
  });
});

describe('restart', () => {
  it('resumes a scan the stopped server left pending', async () => {
    const dataDir = temporaryDataDir();
    const first = await startServer(scanEnv(), dataDir);
    site.hang('slow');
    const { agent, account } = await signedInAgent(first.url);
    const arrived = site.requested('slow');
    const source = await add(agent, `${site.url}/pages/slow`);
    // Killed in the middle of the scan: the page was asked for and has not answered.
    await arrived;
    await first.kill();

    site.setPage('slow', jsonLdPage(threeShows()));
    const second = await startServer(scanEnv(), dataDir);
    try {
      const login = await signedInAgentOn(second.url, account);
      const resumed = await waitForSource(login, source.id, (s) => s.status !== 'pending');
      expect(resumed).toMatchObject({ status: 'active', eventCount: 3 });
    } finally {
      await second.stop();
    }
  });
});

describe('schedule', () => {
  it('rescans an active source once its interval has passed, without being asked', async () => {
    // An interval of about a second, checked every 600 ms.
    const scheduled = await startServer({
      ...scanEnv(),
      SCAN_INTERVAL_HOURS: '0.0003',
      SCAN_CHECK_MINUTES: '0.01',
    });
    try {
      site.setPage('scheduled', jsonLdPage(threeShows()));
      const { agent } = await signedInAgent(scheduled.url);
      const source = await add(agent, `${site.url}/pages/scheduled`);
      const first = await waitForSource(agent, source.id, (s) => s.status === 'active');
      const again = await waitForSource(agent, source.id, (s) => s.lastScraped !== first.lastScraped);
      expect(again).toMatchObject({ status: 'active', eventCount: 3 });
      const store = SqliteEventStore.open(path.join(scheduled.dataDir, 'events.sqlite'));
      const reasons = (await store.readStream(`source-${source.id}`)).map((event) => event.data['reason']);
      await store.close();
      expect(reasons).toContain('schedule');
    } finally {
      await scheduled.stop();
    }
  });
});

async function signedInAgentOn(url: string, account: { email: string; password: string }): Promise<Agent> {
  const agent = request.agent(url);
  const response = await agent
    .post('/api/auth/login')
    .send({ email: account.email, password: account.password });
  expect(response.status).toBe(200);
  return agent;
}
