import { type LocalServer, startServer } from '../testing/local-server.fixtures';
import { chatCompletion, modelEvent } from '../testing/openai-completion.fixtures';
import { scanSource, type ScanProgress } from '../scan-source';
import { createOpenAiExtractor, openAiExtractorFromEnv } from './openai-extractor';

const NOW = new Date('2026-12-01T15:00:00Z');
const PAGE = `<html><body><h1>The Grand Ballroom</h1>
<p>Join us on Saturday, December 12 at 8pm for the Winter Gala, with the Lakeside Orchestra.</p>
<p>Tickets at the door. Free parking behind the building.</p></body></html>`;

const modelEvents = {
  events: [
    modelEvent('Winter Gala', 'Saturday, December 12', '2026-12-12T20:00', {
      location: 'The Grand Ballroom',
    }),
    // Invented: the page never mentions this date.
    modelEvent('Winter Gala', 'Sunday, December 20', '2026-12-20T20:00'),
    // The date text is on the page but the start is another day.
    modelEvent('Lakeside Orchestra', 'Saturday, December 12', '2026-12-13T20:00'),
  ],
};

describe('OpenAI tier against a local OpenAI-compatible server', () => {
  let api: LocalServer;
  const requests: Array<{
    path: string;
    body: {
      response_format?: { type: string; json_schema?: { name: string } };
      messages: Array<{ content: string }>;
    };
  }> = [];

  beforeAll(async () => {
    api = await startServer('127.0.0.1', (request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        requests.push({ path: request.url ?? '', body: JSON.parse(raw) });
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
        response.end(JSON.stringify(chatCompletion(JSON.stringify(modelEvents))));
      });
    });
  });
  afterAll(() => api.close());

  it('retries a 429 after its retry-after, reports it as rate limited, and keeps only grounded events', async () => {
    const waits: number[] = [];
    const progress: ScanProgress[] = [];
    const llm = createOpenAiExtractor({
      apiKey: 'test-key',
      baseURL: `${api.base}/v1`,
      wait: async (ms) => waits.push(ms),
    });
    const result = await scanSource('https://ballroom.example/', {
      timezone: 'America/Chicago',
      now: NOW,
      fetcher: async (url) => ({ url, contentType: 'text/html', body: PAGE }),
      llm,
      onProgress: (update) => progress.push(update),
    });

    expect(waits).toEqual([2000]);
    expect(progress).toContainEqual(expect.objectContaining({ rateLimited: true, estimatedWaitMs: 2000 }));
    expect(
      result.events.map(({ title, startDate, tier, location }) => ({ title, startDate, tier, location })),
    ).toEqual([
      {
        title: 'Winter Gala',
        startDate: '2026-12-13T02:00:00.000Z',
        tier: 'llm',
        location: 'The Grand Ballroom',
      },
    ]);
    expect(requests[1]!.path).toBe('/v1/chat/completions');
    expect(requests[1]!.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'venue_events' },
    });
    expect(requests[1]!.body.messages[1]!.content).toContain('Saturday, December 12 at 8pm');
  });

  it('is configured from OPENAI_API_KEY and OPENAI_BASE_URL, and absent without a key', async () => {
    expect(openAiExtractorFromEnv({})).toBeNull();
    const llm = openAiExtractorFromEnv({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: `${api.base}/v2` })!;
    const before = requests.length;
    const events = await llm(
      { url: 'https://ballroom.example/', text: 'Saturday, December 12 Winter Gala' },
      { timezone: 'America/Chicago', now: NOW },
    );
    expect(requests.slice(before).map((request) => request.path)).toEqual(['/v2/chat/completions']);
    expect(events.map((event) => event.title)).toEqual(['Winter Gala']);
  });
});
