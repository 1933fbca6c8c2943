import path from 'node:path';
import {
  eventSourceSchema,
  TAUGHT_MESSAGES,
  teachingPageSchema,
  teachingPreviewSchema,
  type EventSource,
} from '@eventfold/contracts';
import { SqliteEventStore } from '../src/infrastructure/event-store/sqlite-event-store';
import { signedInAgent } from './support/accounts';
import { startServer, type RunningServer } from './support/server';
import { daysAhead, jsonLdPage, startVenueSite, type VenueSite } from './support/venue-site';

jest.setTimeout(90_000);

type Agent = Awaited<ReturnType<typeof signedInAgent>>['agent'];

let site: VenueSite;
let server: RunningServer;

beforeAll(async () => {
  site = await startVenueSite();
  server = await startServer({ SCANNER_ALLOWED_HOSTS: '127.0.0.1', SCAN_PER_HOST_DELAY_MS: '0' });
});
afterAll(async () => {
  await server?.stop();
  await site?.close();
});

const SHOWS = ['Velvet Static', 'Marigold & the Mayflies', 'Dust Bowl Revival Night'];

/** "December 12, 2026": the day only, as many small venues print it. */
const written = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * A programme the automatic reader misses: each show a name and a day without an hour, neither a heading nor a link,
 * so no listing rule takes it for an event. A script and a style the teaching page must never show.
 */
function programmePage(): string {
  const items = SHOWS.map(
    (name, index) =>
      `<li class="programme__item"><span class="programme__name">${name.replace('&', '&amp;')}</span>` +
      `<span class="programme__when">${written(daysAhead(5 + index * 7))}</span>` +
      `<a class="programme__more" href="/shows/${index}">More</a></li>`,
  ).join('');
  return `<!doctype html><html><head><title>The Lantern Room</title><style>.secret-style{}</style>
<script>window.secretScript = 1</script></head><body><h1>The Lantern Room</h1><h2>On stage</h2>
<ul class="programme">${items}</ul><footer>4802 N Broadway, Chicago</footer></body></html>`;
}

async function eventTypes(sourceId: string): Promise<string[]> {
  const store = SqliteEventStore.open(path.join(server.dataDir, 'events.sqlite'));
  try {
    return (await store.readStream(`source-${sourceId}`)).map((event) => event.type);
  } finally {
    await store.close();
  }
}

async function waitForSource(agent: Agent, id: string, done: (source: EventSource) => boolean) {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const list = (await agent.get('/api/event-sources')).body as EventSource[];
    const source = list.find((candidate) => candidate.id === id);
    if (source !== undefined && done(source)) return source;
    if (Date.now() > deadline) throw new Error(`source never got there: ${JSON.stringify(source)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('teaching a venue by example', () => {
  it('learns from one typed title, saves the pattern as an event, rescans with it, says when the page changed, and removes it in one call', async () => {
    site.setPage('lantern', programmePage());
    const { agent } = await signedInAgent(server.url);
    const added = eventSourceSchema.parse(
      (await agent.post('/api/event-sources').send({ url: `${site.url}/pages/lantern` })).body,
    );
    const missed = await waitForSource(agent, added.id, (source) => source.status !== 'pending');
    expect(missed).toMatchObject({ status: 'no_events', taughtExamples: null, taughtPageChanged: false });

    // The page as the scanner fetched it: text only, never its script or style.
    const page = teachingPageSchema.parse(
      (await agent.get(`/api/event-sources/${added.id}/page`).expect(200)).body,
    );
    const texts = page.blocks.map((block) => block.text);
    expect(texts).toEqual(expect.arrayContaining(['Velvet Static', 'Marigold & the Mayflies']));
    expect(texts.join(' ')).not.toMatch(/secret|<|>/);

    // Bad examples: a clear message, and nothing saved.
    const before = await eventTypes(added.id);
    const absent = await agent
      .post(`/api/event-sources/${added.id}/teach`)
      .send({ examples: ['Not On This Page'] });
    expect(absent.status).toBe(422);
    expect(absent.body.message).toBe(TAUGHT_MESSAGES.titleNotFound('Not On This Page'));
    const alone = await agent
      .post(`/api/event-sources/${added.id}/teach/preview`)
      .send({ examples: ['On stage'] });
    expect(alone.status).toBe(422);
    expect(alone.body.message).toBe(TAUGHT_MESSAGES.noRecord('On stage'));
    const empty = await agent.post(`/api/event-sources/${added.id}/teach/preview`).send({ examples: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(TAUGHT_MESSAGES.exampleRequired);
    expect(await eventTypes(added.id)).toEqual(before);

    // Only the owner teaches: another account's ids answer as missing ones.
    const { agent: other } = await signedInAgent(server.url);
    for (const call of [
      other.get(`/api/event-sources/${added.id}/page`),
      other.post(`/api/event-sources/${added.id}/teach/preview`).send({ examples: ['Velvet Static'] }),
      other.post(`/api/event-sources/${added.id}/teach`).send({ examples: ['Velvet Static'] }),
      other.delete(`/api/event-sources/${added.id}/teach`),
    ])
      expect((await call).status).toBe(404);

    // Typed as a person would: case, "and" for "&" and missing punctuation.
    const preview = teachingPreviewSchema.parse(
      (
        await agent
          .post(`/api/event-sources/${added.id}/teach/preview`)
          .send({ examples: ['marigold and the mayflies'] })
          .expect(200)
      ).body,
    );
    expect(preview.count).toBe(3);
    expect(preview.events.map((event) => event.title)).toEqual(SHOWS);
    expect(preview.events[0]).toMatchObject({ allDay: true, url: `${site.url}/shows/0` });
    expect(await eventTypes(added.id)).toEqual(before);

    const taught = eventSourceSchema.parse(
      (
        await agent
          .post(`/api/event-sources/${added.id}/teach`)
          .send({ examples: ['marigold and the mayflies'] })
          .expect(200)
      ).body,
    );
    expect(taught.taughtExamples).toEqual(['marigold and the mayflies']);
    const read = await waitForSource(agent, added.id, (source) => source.eventCount === 3);
    expect(read.status).toBe('active');
    expect(read.lastScanReport).toMatchObject({ found: { taught: 3 }, taught: 'read' });
    expect(await eventTypes(added.id)).toEqual(expect.arrayContaining(['SourceTaught', 'EventScraped']));

    // The site changed: the pattern reads nothing, the source says so, and its markup is read instead.
    site.setPage('lantern', jsonLdPage([{ name: 'Moved On', start: daysAhead(4) }]));
    await agent.post(`/api/event-sources/${added.id}/scrape`).expect(202);
    const changed = await waitForSource(agent, added.id, (source) => source.taughtPageChanged);
    expect(changed.lastScanReport).toMatchObject({ taught: 'changed', found: { structured: 1 } });
    expect(changed.eventCount).toBe(1);

    const removed = eventSourceSchema.parse(
      (await agent.delete(`/api/event-sources/${added.id}/teach`).expect(200)).body,
    );
    expect(removed).toMatchObject({ taughtExamples: null, taughtPageChanged: false });
    expect(await eventTypes(added.id)).toContain('SourcePatternRemoved');
  });
});
