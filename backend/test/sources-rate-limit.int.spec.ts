import { DateTime } from 'luxon';
import { chatCompletion, modelEvent } from '../src/scanning/testing/openai-completion.fixtures';
import {
  eventSourceSchema,
  scrapingStatusSchema,
  type EventSource,
  type ScrapingStatus,
} from '@eventfold/contracts';
import {
  type LocalServer,
  startServer as startLocalServer,
} from '../src/scanning/testing/local-server.fixtures';
import { signedInAgent } from './support/accounts';
import { startServer, type RunningServer } from './support/server';
import { startVenueSite, type VenueSite } from './support/venue-site';

/**
 * The model tier through the real server: the scan worker of a spawned backend asks a local
 * OpenAI-compatible server, is told 429 with retry-after, shows that in /api/scraping-status, waits,
 * asks again and records the model's event.
 */

jest.setTimeout(60_000);

const TIMEZONE = 'America/Chicago';
const TITLE = 'Lanterns and Low Tide';
// Twelve days ahead in the venue's zone: always upcoming, and its date text is the page's own.
const DAY = DateTime.now().setZone(TIMEZONE).plus({ days: 12 }).startOf('day');
const DATE_TEXT = DAY.toFormat('cccc, LLLL d');

/** Prose only: no feed, no schema.org, no listing blocks, so only the model tier can find the event. */
const PAGE = `<!doctype html><html><head><title>The Lantern Room</title></head><body>
<h1>The Lantern Room</h1>
<p>We are a small listening room above the bakery on Elm Street, with forty chairs, a good piano and a kitchen that stays open late.</p>
<p>Our friends come back to play ${TITLE} on ${DATE_TEXT}, and the doors open at half past seven once the bread has cooled.</p>
<p>There is no cover charge; a hat goes round for the players. The back garden is heated in winter.</p>
</body></html>`;

const modelAnswer = {
  events: [modelEvent(TITLE, DATE_TEXT, `${DAY.toISODate()!}T19:30`, { location: 'The Lantern Room' })],
};

let site: VenueSite;
let openAi: LocalServer;
let server: RunningServer;
const requests: Array<{ method: string; path: string; userText: string }> = [];

beforeAll(async () => {
  site = await startVenueSite();
  site.setPage('lantern-room', PAGE);
  // First request: 429 with retry-after 2 s; every later one: the structured answer.
  openAi = await startLocalServer('127.0.0.1', (request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(raw || '{}') as { messages?: Array<{ content: string }> };
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        userText: body.messages?.[1]?.content ?? '',
      });
      if (requests.length === 1) {
        response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '2' });
        response.end(
          JSON.stringify({
            error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' },
          }),
        );
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(chatCompletion(JSON.stringify(modelAnswer))));
    });
  });
  server = await startServer({
    SCANNER_ALLOWED_HOSTS: '127.0.0.1',
    SCAN_PER_HOST_DELAY_MS: '0',
    OPENAI_API_KEY: 'test',
    OPENAI_BASE_URL: `${openAi.base}/v1`,
  });
});
afterAll(async () => {
  await server?.stop();
  await openAi?.close();
  await site?.close();
});

describe('a scan rate limited by the model provider', () => {
  it('shows rateLimited with an estimate while it waits, then records the model’s event', async () => {
    const { agent } = await signedInAgent(server.url);
    const added = await agent
      .post('/api/event-sources')
      .send({ url: `${site.url}/pages/lantern-room`, timezone: TIMEZONE });
    expect(added.status).toBe(201);
    const source = eventSourceSchema.parse(added.body);

    // Poll as a client would, keeping every answer, until the batch is over.
    const statuses: ScrapingStatus[] = [];
    const deadline = Date.now() + 30_000;
    for (;;) {
      const status = scrapingStatusSchema.parse((await agent.get('/api/scraping-status')).body);
      statuses.push(status);
      if (!status.isActive) break;
      if (Date.now() > deadline)
        throw new Error(`scan did not finish: ${JSON.stringify(status)}\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const limited = statuses.filter((status) => status.isActive && status.rateLimited);
    expect(limited.length).toBeGreaterThan(0);
    for (const status of limited) {
      expect(status.estimatedTimeRemaining).toEqual(expect.any(Number));
      expect(status.estimatedTimeRemaining!).toBeGreaterThan(0);
    }
    expect(statuses.at(-1)).toMatchObject({
      isActive: false,
      total: 1,
      completed: 1,
      successCount: 1,
      errorCount: 0,
      rateLimited: false,
      estimatedTimeRemaining: null,
    });

    const list = (await agent.get('/api/event-sources')).body as EventSource[];
    expect(list.find((s) => s.id === source.id)).toMatchObject({
      status: 'active',
      eventCount: 1,
      errorMessage: null,
    });

    const range = {
      from: DAY.minus({ days: 1 }).toUTC().toISO()!,
      to: DAY.plus({ days: 2 }).toUTC().toISO()!,
    };
    const events = (await agent.get('/api/events').query(range)).body as Array<{
      title: string;
      sourceId: string;
      startDate: string;
    }>;
    expect(events).toEqual([
      expect.objectContaining({
        title: TITLE,
        sourceId: source.id,
        startDate: DAY.set({ hour: 19, minute: 30 }).toUTC().toISO(),
      }),
    ]);

    // One refused request, one retried after the wait: the SDK's own retries stay off.
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /v1/chat/completions',
      'POST /v1/chat/completions',
    ]);
    expect(requests[1]!.userText).toContain(`${TITLE} on ${DATE_TEXT}`);
  });
});
