import { type LocalServer, startServer } from '../testing/local-server.fixtures';
import { chatCompletion, modelEvent } from '../testing/openai-completion.fixtures';
import { scanSource } from '../scan-source';
import { createOpenAiExtractor } from './openai-extractor';
import { dateMentions } from './date-mentions';
import { shouldAskModel } from './model-tier-policy';

const NOW = new Date('2026-12-01T15:00:00Z');

function jsonLd(events: Array<{ name: string; startDate: string }>): string {
  const items = events.map((event) => ({ '@context': 'https://schema.org', '@type': 'Event', ...event }));
  return `<script type="application/ld+json">${JSON.stringify(items)}</script>`;
}

/** Markup for both shows and nothing else dated: the other tiers read everything there is. */
const FULLY_READ = `<html><head>${jsonLd([
  { name: 'Winter Gala', startDate: '2026-12-12T20:00:00-06:00' },
  { name: 'Choir Night', startDate: '2026-12-14T19:00:00-06:00' },
])}</head><body><h1>Shows</h1><p>Winter Gala, December 12. Choir Night, December 14.</p></body></html>`;

/** Markup for one show, while the season's prose names five more days the other tiers cannot read. */
const UNDER_READ = `<html><head>${jsonLd([
  { name: 'Winter Gala', startDate: '2026-12-12T20:00:00-06:00' },
])}</head><body><h1>Our season</h1>
<p>MARKER-UNDER-READ. The Winter Gala opens on December 12, then the Brass Quintet plays on December 15 at 7pm,
Poetry Slam follows on December 17 at 8pm, the Family Matinee is on December 19 at 2pm, Jazz Brunch on December 20
at 11am, and Silent Film Night closes the year on December 29 at 7pm.</p></body></html>`;

/** Same season, but the model's answer breaks the schema. */
const BROKEN_ANSWER = UNDER_READ.replace('MARKER-UNDER-READ', 'MARKER-BROKEN');

const answers: Record<string, unknown> = {
  'MARKER-UNDER-READ': {
    events: [
      // The markup has it already, worded differently: the markup's copy stays.
      modelEvent('The Winter Gala', 'December 12', '2026-12-12T20:00'),
      modelEvent('Brass Quintet', 'December 15', '2026-12-15T19:00'),
      modelEvent('Poetry Slam', 'December 17', '2026-12-17T20:00'),
      // Its title is nowhere on the page: invented, dropped.
      modelEvent('Holiday Market', 'December 19', '2026-12-19T14:00'),
      // Its date is nowhere on the page: dropped.
      modelEvent('Jazz Brunch', 'December 21', '2026-12-21T11:00'),
    ],
  },
  // No dateText: the schema does not hold.
  'MARKER-BROKEN': { events: [{ title: 'Brass Quintet', start: '2026-12-15T19:00' }] },
};

describe('when the model tier runs, and what it may add', () => {
  let api: LocalServer;
  const asked: string[] = [];

  beforeAll(async () => {
    api = await startServer('127.0.0.1', (request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        const body = JSON.parse(raw) as { messages: Array<{ content: string }> };
        const text = body.messages[1]!.content;
        const marker = Object.keys(answers).find((key) => text.includes(key));
        asked.push(marker ?? 'other');
        const answer = marker === undefined ? { events: [] } : answers[marker];
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(chatCompletion(JSON.stringify(answer))));
      });
    });
  });
  afterAll(() => api.close());

  const scan = (page: string) =>
    scanSource('https://hall.example/', {
      timezone: 'America/Chicago',
      now: NOW,
      fetcher: async (url) => ({ url, contentType: 'text/html', body: page }),
      llm: createOpenAiExtractor({ apiKey: 'test-key', baseURL: `${api.base}/v1` }),
    });

  it('is not asked when the other tiers read as many events as the page names days', async () => {
    const before = asked.length;
    const result = await scan(FULLY_READ);
    expect(asked.length).toBe(before);
    expect(result.events.map((event) => event.tier)).toEqual(['structured', 'structured']);
  });

  it('is asked when the page names clearly more days, and adds only grounded events the others lack', async () => {
    const result = await scan(UNDER_READ);
    expect(asked).toContain('MARKER-UNDER-READ');
    expect(result.events.map(({ title, tier, startDate }) => [title, tier, startDate])).toEqual([
      ['Winter Gala', 'structured', '2026-12-13T02:00:00.000Z'],
      ['Brass Quintet', 'llm', '2026-12-16T01:00:00.000Z'],
      ['Poetry Slam', 'llm', '2026-12-18T02:00:00.000Z'],
    ]);
  });

  it('keeps the other tiers’ events when the model answer does not fit the schema', async () => {
    const result = await scan(BROKEN_ANSWER);
    expect(asked).toContain('MARKER-BROKEN');
    expect(result.events.map((event) => [event.title, event.tier])).toEqual([['Winter Gala', 'structured']]);
  });

  it('counts distinct days named, and doubts only clearly short readings', () => {
    expect(dateMentions('Dec 12, December 12 and Dec 14; also 12/20')).toBe(3);
    expect(shouldAskModel(0, 0)).toBe(true);
    expect(shouldAskModel(2, 3)).toBe(false);
    expect(shouldAskModel(2, 4)).toBe(false);
    expect(shouldAskModel(1, 6)).toBe(true);
  });
});
