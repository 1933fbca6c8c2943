import { createServer, get, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { threadId } from 'node:worker_threads';
import { analysePage } from '../extraction/page-analysis';
import { largeListing } from '../testing/large-listing';
import { analyseInProcess, createPageAnalysisPool, type PageAnalyser, type PageAnalysisPool } from './page-analysis-pool';

const CONTEXT = { timezone: 'America/Chicago', now: new Date('2026-12-01T15:00:00Z') };

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
async function pingsAnsweredDuring(analyse: PageAnalyser, server: Server): Promise<{ answered: number; events: number }> {
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
