import { createServer, get, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { threadId } from 'node:worker_threads';
import { analysePage } from '../page-analysis';
import { createFetcher } from '../fetching/fetcher';
import { scanSource } from '../scan-source';
import { largeListing } from '../testing/large-listing';
import { startServer } from '../testing/local-server.fixtures';
import {
  analyseInProcess,
  createPageAnalysisPool,
  type PageAnalyser,
  type PageAnalysisPool,
  readInProcess,
} from './page-analysis-pool';

const CONTEXT = { timezone: 'America/Chicago', now: new Date('2026-12-01T15:00:00Z') };

const LISTING = `<html><head><link rel="alternate" type="text/calendar" href="/calendar.ics"></head><body>
  <article class="event"><h3><a href="/shows/1">Jazz trio</a></h3><p>December 12, 2026</p></article>
  <article class="event"><h3>Poetry slam</h3><p>December 14, 2026</p></article>
  <a href="/other.ics">Old calendar</a></body></html>`;
const SHOW_PAGE = `<html><head><script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Event',
  name: 'Jazz trio',
  startDate: '2026-12-12T19:30:00-06:00',
})}</script></head><body><h1>Jazz trio</h1></body></html>`;
const FEED = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Venue//EN',
  'BEGIN:VEVENT',
  'UID:market-1@venue.test',
  'DTSTAMP:20261101T000000Z',
  'DTSTART:20261220T160000Z',
  'SUMMARY:Winter market',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

/** A real HTTP server on this event loop: it can only answer while the loop is free. */
function pingServer(): Promise<Server> {
  const server = createServer((_request, response) => response.end('pong'));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function ping(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/ping', agent: false }, (response) => {
      response.resume();
      response.on('end', resolve);
    }).on('error', reject);
  });
}

/** Pings answered, one after another, while the huge page is being read. */
async function pingsAnsweredDuring(
  analyse: PageAnalyser,
  server: Server,
): Promise<{ answered: number; events: number }> {
  const { port } = server.address() as AddressInfo;
  let done = false;
  let answered = 0;
  const pinging = (async () => {
    while (!done) {
      await ping(port);
      if (!done) answered += 1;
    }
  })();
  const analysis = await analyse(largeListing(), CONTEXT, {});
  done = true;
  await pinging;
  return { answered, events: analysis.events.length };
}

describe('page analysis pool', () => {
  let pool: PageAnalysisPool;
  let server: Server;

  beforeAll(async () => {
    pool = createPageAnalysisPool({ maxThreads: 1 });
    server = await pingServer();
  });

  afterAll(async () => {
    await pool.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('reads a huge page in a worker thread while the server keeps answering requests', async () => {
    const { answered, events } = await pingsAnsweredDuring(pool.analyse, server);
    expect(events).toBeGreaterThan(5000);
    expect([...pool.threadIds]).toHaveLength(1);
    expect(pool.threadIds.has(threadId)).toBe(false);
    expect(answered).toBeGreaterThan(0);
    // A thread compiles the sources on its first load under jest: slow on a busy machine.
  }, 120_000);

  it('in-process reading, by contrast, answers no request until the page is read', async () => {
    const { answered } = await pingsAnsweredDuring(analyseInProcess, server);
    expect(answered).toBe(0);
  });

  it('finds the same events in a thread as in-process, one page after another', async () => {
    const document = {
      url: 'https://venues.test/listing.html',
      contentType: 'text/html',
      body: '<ul><li><h3>Jazz trio</h3><p>Dec 12, 2026 8pm</p></li><li><h3>Poetry slam</h3><p>Dec 14, 2026 7:30pm</p></li></ul>',
    };
    const inThread = await pool.analyse(document, CONTEXT, { withText: true, tokenBudget: 500 });
    expect(inThread).toEqual(analysePage(document, CONTEXT, { withText: true, tokenBudget: 500 }));
    expect(inThread.events.map((event) => event.title)).toEqual(['Jazz trio', 'Poetry slam']);
  });

  it('scans a site through the pool as in-process: detail times, a feed, a link that is no feed', async () => {
    const venue = await startServer('127.0.0.4', (request, response) => {
      const html = { 'content-type': 'text/html; charset=utf-8' };
      if (request.url === '/robots.txt') return void response.writeHead(404).end();
      if (request.url === '/calendar.ics')
        return void response.writeHead(200, { 'content-type': 'text/calendar' }).end(FEED);
      if (request.url === '/shows/1') return void response.writeHead(200, html).end(SHOW_PAGE);
      if (request.url === '/other.ics') return void response.writeHead(200, html).end('<p>Moved</p>');
      response.writeHead(200, html).end(LISTING);
    });
    try {
      const fetcher = createFetcher({ allowedHosts: '127.0.0.4', perHostDelayMs: 1 });
      const scan = (reader: typeof readInProcess) =>
        scanSource(`${venue.base}/`, { ...CONTEXT, fetcher, llm: null, reader });
      const inThreads = await scan(pool);
      expect(inThreads).toEqual(await scan(readInProcess));
      const byTitle = new Map(inThreads.events.map((event) => [event.title, event]));
      // The listing gives the day only; its detail page the time (19:30 in Chicago).
      expect(byTitle.get('Jazz trio')).toMatchObject({
        startDate: '2026-12-13T01:30:00.000Z',
        allDay: false,
      });
      expect(byTitle.get('Winter market')).toMatchObject({ startDate: '2026-12-20T16:00:00.000Z' });
      expect(byTitle.get('Poetry slam')).toMatchObject({ allDay: true });
      expect(inThreads.pages.map(({ role, eventCount, failure }) => ({ role, eventCount, failure }))).toEqual(
        [
          { role: 'detail', eventCount: 1, failure: null },
          { role: 'feed', eventCount: 1, failure: null },
          { role: 'feed', eventCount: 0, failure: 'not-a-calendar' },
          { role: 'source', eventCount: 2, failure: null },
        ],
      );
      expect(pool.threadIds.has(threadId)).toBe(false);
    } finally {
      await venue.close();
    }
  });

  it('rejects a page whose reading outlasts its time limit', async () => {
    const strict = createPageAnalysisPool({ maxThreads: 1, taskTimeoutMs: 1 });
    try {
      await expect(strict.analyse(largeListing(), CONTEXT, {})).rejects.toThrow();
      expect(strict.threadIds.size).toBe(0);
    } finally {
      await strict.close();
    }
  });
});
