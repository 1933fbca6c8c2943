import path from 'node:path';
import request from 'supertest';
import {
  eventSourceListSchema,
  eventSourceSchema,
  SERVER_MESSAGES,
  SOURCE_MESSAGES,
} from '@eventfold/contracts';
import { SqliteEventStore } from '../src/infrastructure/event-store/sqlite-event-store';
import { signedInAgent } from './support/accounts';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
beforeAll(async () => {
  // No venue is reachable here: these tests are about the API, the scans fail quietly behind it.
  server = await startServer();
});
afterAll(() => server?.stop());

const VENUE = { url: 'https://www.crowsnest.test/shows', name: "The Crow's Nest", category: 'Music Venue' };

async function eventsOf(sourceId: string) {
  const store = SqliteEventStore.open(path.join(server.dataDir, 'events.sqlite'));
  try {
    return (await store.readStream(`source-${sourceId}`)).map(({ type, data }) => ({ type, data }));
  } finally {
    await store.close();
  }
}

async function addedSource(agent: ReturnType<typeof request.agent>, body: object = VENUE) {
  const response = await agent.post('/api/event-sources').send(body);
  expect(response.status).toBe(201);
  return eventSourceSchema.parse(response.body);
}

describe('signed out', () => {
  it.each([
    ['get', '/api/event-sources'],
    ['post', '/api/event-sources'],
    ['patch', '/api/event-sources/some-id'],
    ['delete', '/api/event-sources/some-id'],
    ['post', '/api/event-sources/some-id/scrape'],
    ['post', '/api/event-sources/refresh-all'],
    ['get', '/api/scraping-status'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const response = await request(server.url)[method](url);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: SERVER_MESSAGES.unauthorized });
  });
});

describe('POST /api/event-sources', () => {
  it('answers the created source, pending, in the owner’s timezone, and requests a scan', async () => {
    const { agent, user } = await signedInAgent(server.url);
    const settings = { name: 'Ada', timezone: 'America/New_York', preferredRadius: 25 };
    expect((await agent.patch('/api/user/preferences').send(settings)).status).toBe(200);
    const source = await addedSource(agent);
    expect(source).toMatchObject({
      ...VENUE,
      userId: user.id,
      timezone: 'America/New_York',
      isActive: true,
      status: 'pending',
      eventCount: 0,
      lastScraped: null,
      errorMessage: null,
    });
    expect(Date.parse(source.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await eventsOf(source.id)).slice(0, 2).map((event) => event.type)).toEqual([
      'SourceAdded',
      'SourceScanRequested',
    ]);
  });

  it.each([
    ['with www', 'https://www.crowsnest.test/calendar', 'crowsnest.test'],
    ['without www', 'http://bluebird-cafe.test/', 'bluebird-cafe.test'],
  ])('derives a blank name from the host %s and defaults the category', async (_, url, name) => {
    const { agent } = await signedInAgent(server.url);
    const source = await addedSource(agent, { url, name: '  ', category: '' });
    expect(source).toMatchObject({ name, url, category: 'General', timezone: 'America/Chicago' });
  });

  it('keeps an explicit timezone', async () => {
    const { agent } = await signedInAgent(server.url);
    const source = await addedSource(agent, { ...VENUE, timezone: 'America/Denver' });
    expect(source.timezone).toBe('America/Denver');
  });

  it.each([
    ['a missing URL', { name: 'x' }, SOURCE_MESSAGES.invalidUrl],
    ['text that is not a URL', { url: 'crows nest' }, SOURCE_MESSAGES.invalidUrl],
    ['an ftp URL', { url: 'ftp://crowsnest.test/shows' }, SOURCE_MESSAGES.invalidUrl],
    ['a javascript URL', { url: 'javascript:alert(1)' }, SOURCE_MESSAGES.invalidUrl],
    ['an unknown category', { url: VENUE.url, category: 'Opera' }, SOURCE_MESSAGES.unknownCategory],
  ])('answers 400 for %s', async (_, body, message) => {
    const { agent } = await signedInAgent(server.url);
    const response = await agent.post('/api/event-sources').send(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect((await agent.get('/api/event-sources')).body).toEqual([]);
  });
});

describe('GET /api/event-sources', () => {
  it('lists only the user’s own sources, newest first', async () => {
    const { agent } = await signedInAgent(server.url);
    const first = await addedSource(agent, { url: 'https://first.test/' });
    const second = await addedSource(agent, { url: 'https://second.test/' });
    const stranger = await signedInAgent(server.url);
    await addedSource(stranger.agent, { url: 'https://theirs.test/' });
    const response = await agent.get('/api/event-sources');
    expect(response.status).toBe(200);
    expect(eventSourceListSchema.parse(response.body).map((source) => source.id)).toEqual([
      second.id,
      first.id,
    ]);
  });
});

describe('PATCH /api/event-sources/{id}', () => {
  const edit = { name: 'Crow', url: VENUE.url, category: 'Nightlife' };

  it.each([
    ['a missing name', { name: undefined }, SOURCE_MESSAGES.nameRequired],
    ['a blank name', { name: '   ' }, SOURCE_MESSAGES.nameRequired],
    ['a missing URL', { url: undefined }, SOURCE_MESSAGES.invalidUrl],
    ['an invalid URL', { url: 'http//crowsnest' }, SOURCE_MESSAGES.invalidUrl],
    ['a missing category', { category: undefined }, SOURCE_MESSAGES.categoryRequired],
    ['an empty category', { category: '' }, SOURCE_MESSAGES.categoryRequired],
    ['an unknown category', { category: 'Opera' }, SOURCE_MESSAGES.unknownCategory],
  ])('answers 400 for %s', async (_, overrides, message) => {
    const { agent } = await signedInAgent(server.url);
    const source = await addedSource(agent);
    const response = await agent.patch(`/api/event-sources/${source.id}`).send({ ...edit, ...overrides });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it('saves the edit and rescans only when the URL changed', async () => {
    const { agent } = await signedInAgent(server.url);
    const source = await addedSource(agent);
    const requests = async () =>
      (await eventsOf(source.id)).filter((event) => event.type === 'SourceScanRequested').length;
    const before = await requests();

    const renamed = await agent.patch(`/api/event-sources/${source.id}`).send(edit);
    expect(renamed.status).toBe(200);
    expect(eventSourceSchema.parse(renamed.body)).toMatchObject({ ...edit, id: source.id });
    expect(renamed.body.updatedAt >= source.updatedAt).toBe(true);
    expect(await requests()).toBe(before);

    const moved = await agent
      .patch(`/api/event-sources/${source.id}`)
      .send({ ...edit, url: 'https://crowsnest.test/calendar' });
    expect(moved.status).toBe(200);
    expect(moved.body.url).toBe('https://crowsnest.test/calendar');
    expect(await requests()).toBe(before + 1);
    expect((await agent.get('/api/event-sources')).body[0]).toMatchObject({
      name: 'Crow',
      category: 'Nightlife',
    });
  });
});

describe('another user’s source', () => {
  it('answers 404 to every action, revealing and changing nothing', async () => {
    const owner = await signedInAgent(server.url);
    const source = await addedSource(owner.agent);
    const stranger = await signedInAgent(server.url);
    const notFound = { message: SOURCE_MESSAGES.notFound };
    const edit = { name: 'Mine now', url: 'https://evil.test/', category: 'General' };
    const historyBefore = await eventsOf(source.id);
    for (const id of [source.id, '00000000-0000-4000-8000-000000000000']) {
      const responses = [
        await stranger.agent.patch(`/api/event-sources/${id}`).send(edit),
        await stranger.agent.delete(`/api/event-sources/${id}`),
        await stranger.agent.post(`/api/event-sources/${id}/scrape`),
      ];
      for (const response of responses) {
        expect(response.status).toBe(404);
        expect(response.body).toEqual(notFound);
      }
    }
    expect((await stranger.agent.get('/api/event-sources')).body).toEqual([]);
    const started = await stranger.agent.post('/api/event-sources/refresh-all');
    expect(started.body.started).toBe(0);
    const ownersView = (await owner.agent.get('/api/event-sources')).body;
    expect(ownersView).toHaveLength(1);
    expect(ownersView[0]).toMatchObject({ ...VENUE, id: source.id });
    expect((await eventsOf(source.id)).slice(0, historyBefore.length)).toEqual(historyBefore);
    expect((await eventsOf(source.id)).map((event) => event.type)).not.toContain('SourceUpdated');
  });
});

describe('DELETE /api/event-sources/{id}', () => {
  it('removes the source and names its events for removal', async () => {
    const { agent } = await signedInAgent(server.url);
    const keep = await addedSource(agent, { url: 'https://keep.test/' });
    const source = await addedSource(agent);
    const response = await agent.delete(`/api/event-sources/${source.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    expect((await agent.get('/api/event-sources')).body.map((s: { id: string }) => s.id)).toEqual([keep.id]);
    const removed = (await eventsOf(source.id)).find((event) => event.type === 'SourceRemoved');
    expect(removed?.data).toMatchObject({ sourceId: source.id, eventIds: [] });

    const again = await agent.delete(`/api/event-sources/${source.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: SOURCE_MESSAGES.notFound });
  });
});

describe('GET /api/scraping-status', () => {
  it('is idle for a user who never scanned', async () => {
    const { agent } = await signedInAgent(server.url);
    const response = await agent.get('/api/scraping-status');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      isActive: false,
      completed: 0,
      total: 0,
      successCount: 0,
      errorCount: 0,
      rateLimited: false,
      estimatedTimeRemaining: null,
      currentSource: null,
    });
  });
});
