import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { calendarFeedSchema, SERVER_MESSAGES } from '@eventfold/contracts';
import { signedInAgent } from './support/accounts';
import { appendEvents, createEvent, eventually, readStream } from './support/calendar-events';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

const soon = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString().slice(0, 10);
const longAgo = new Date(Date.now() - 60 * 24 * 3600 * 1000).toISOString().slice(0, 10);
const dinner = { title: 'Dinner, with friends', location: 'Home; upstairs', date: soon, timeStart: '19:00' };

/** The unfolded content lines of an iCalendar text. */
function icsLines(text: string): string[] {
  return text.replace(/\r\n[ \t]/g, '').split('\r\n');
}

/** The content lines of each VEVENT, in order. */
function eventBlocks(text: string): string[][] {
  const blocks: string[][] = [];
  let current: string[] | null = null;
  for (const line of icsLines(text)) {
    if (line === 'BEGIN:VEVENT') current = [];
    else if (line === 'END:VEVENT' && current !== null) {
      blocks.push(current);
      current = null;
    } else current?.push(line);
  }
  return blocks;
}

function feedPath(url: string): string {
  return new URL(url).pathname;
}

describe('signed out', () => {
  it.each([
    ['get', '/api/calendar/feed'],
    ['post', '/api/calendar/feed'],
    ['post', '/api/analytics'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const response = await request(server.url)[method](url);
    expect([response.status, response.body]).toEqual([401, { message: SERVER_MESSAGES.unauthorized }]);
  });
});

describe('per-event .ics', () => {
  it('downloads an event with a stable UID, UTC times and escaped text', async () => {
    const { agent } = await signedInAgent(server.url);
    const event = (await createEvent(agent, dinner)).body;
    const response = await request(server.url)
      .get(`/api/events/${event.id as string}/ics`)
      .buffer(true);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="dinner-with-friends.ics"');
    const lines = icsLines(response.text);
    const compact = (iso: string) => iso.replace(/[-:]/g, '').replace('.000', '');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toEqual(
      expect.arrayContaining([
        'VERSION:2.0',
        `UID:${event.id as string}@eventfold`,
        'SEQUENCE:0',
        `DTSTART:${compact(event.startDate as string)}`,
        `DTEND:${compact(event.endDate as string)}`,
        'SUMMARY:Dinner\\, with friends',
        'LOCATION:Home\\; upstairs',
      ]),
    );
  });
});

describe('private iCalendar feed', () => {
  it('issues one link, serves the events from 30 days ago on, and revokes it on rotation', async () => {
    const { agent, user } = await signedInAgent(server.url);
    const recent = (await createEvent(agent, dinner)).body;
    await createEvent(agent, { ...dinner, title: 'Old', date: longAgo });
    // Reading changes nothing: there is no link until the user asks for one.
    expect((await agent.get('/api/calendar/feed')).body).toEqual({ url: null });
    expect(await readStream(server.dataDir, `calendar_feed-${user.id}`)).toHaveLength(0);
    const first = await agent.post('/api/calendar/feed');
    expect(first.status).toBe(200);
    const url = calendarFeedSchema.parse(first.body).url!;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/calendar\/[\w-]{43}\.ics$/);
    expect((await agent.get('/api/calendar/feed')).body).toEqual(first.body);

    const feed = await request(server.url).get(feedPath(url)).buffer(true);
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const uids = eventBlocks(feed.text).map((lines) => lines.find((line) => line.startsWith('UID:')));
    expect(uids).toEqual([`UID:${recent.id as string}@eventfold`]);

    const stored = await readStream(server.dataDir, `calendar_feed-${user.id}`);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored[0]!.data)).not.toContain(feedPath(url).slice(14, -4));

    const rotated = calendarFeedSchema.parse((await agent.post('/api/calendar/feed')).body);
    expect(rotated.url).not.toBe(url);
    expect((await request(server.url).get(feedPath(url))).status).toBe(404);
    expect((await request(server.url).get(feedPath(rotated.url!))).status).toBe(200);
    expect((await agent.get('/api/calendar/feed')).body).toEqual(rotated);
  });

  it('answers 404 for a token it never issued', async () => {
    const response = await request(server.url).get('/api/calendar/not-a-real-token.ics');
    expect([response.status, response.body]).toEqual([404, { message: SERVER_MESSAGES.notFound }]);
  });
});

describe('venue events from the scan worker', () => {
  it('shows scraped events with their source, follows changes and removals, and bumps SEQUENCE', async () => {
    const { agent, user } = await signedInAgent(server.url);
    const sourceId = randomUUID();
    const [kept, cancelled] = [randomUUID(), randomUUID()];
    const start = `${soon}T01:00:00.000Z`;
    const scraped = (eventId: string, title: string) => ({
      type: 'EventScraped',
      data: {
        eventId,
        sourceId,
        userId: user.id,
        scanId: 'scan-1',
        externalId: eventId,
        title,
        description: null,
        startDate: start,
        endDate: null,
        allDay: false,
        timezone: 'America/Chicago',
        location: 'The Hall',
        url: 'https://venue.example/e',
        imageUrl: 'https://venue.example/e.jpg',
        tier: 'structured',
      },
    });
    await appendEvents(server.dataDir, `source-${sourceId}`, [
      {
        type: 'SourceAdded',
        data: {
          sourceId,
          userId: user.id,
          name: 'The Hall',
          url: 'https://venue.example',
          category: 'Music Venue',
          timezone: 'America/Chicago',
          isActive: true,
        },
      },
      scraped(kept, 'Jazz'),
      scraped(cancelled, 'Blues'),
    ]);
    const range = { from: `${soon}T00:00:00Z`, to: `${soon}T23:00:00Z` };
    const list = () =>
      agent
        .get('/api/events')
        .query(range)
        .then((response) => response.body as Record<string, unknown>[]);
    const first = await eventually(list, (events) => events.length === 2);
    expect(first[0]).toMatchObject({
      sourceId,
      source: { id: sourceId, name: 'The Hall', category: 'Music Venue' },
      // The venue's picture is served through our server (SSRF-safe fetch, re-encoded), never linked.
      imageUrl: `/api/events/${String(first[0]!.id)}/image`,
      endDate: null,
    });
    expect((await request(server.url).get(`/api/events/${kept}`)).body.source).toEqual({
      name: 'The Hall',
      category: 'Music Venue',
    });

    await agent.patch(`/api/events/${kept}/favorite`).expect(200);
    await appendEvents(server.dataDir, `source-${sourceId}`, [
      { type: 'ScrapedEventChanged', data: { ...scraped(kept, 'Jazz (late set)').data, scanId: 'scan-2' } },
      {
        type: 'ScrapedEventCancelled',
        data: { eventId: cancelled, sourceId, userId: user.id, scanId: 'scan-2' },
      },
      {
        type: 'SourceUpdated',
        data: {
          sourceId,
          userId: user.id,
          name: 'The Big Hall',
          url: 'https://venue.example',
          category: 'Nightlife',
          eventIds: [kept],
        },
      },
    ]);
    const changed = await eventually(
      list,
      (events) => events.length === 1 && (events[0]!.source as { name: string }).name === 'The Big Hall',
    );
    expect(changed[0]).toMatchObject({
      id: kept,
      title: 'Jazz (late set)',
      favorited: true,
      source: { name: 'The Big Hall', category: 'Nightlife' },
    });

    const { url } = (await agent.post('/api/calendar/feed')).body as { url: string };
    const [entry] = eventBlocks((await request(server.url).get(feedPath(url)).buffer(true)).text);
    expect(entry).toEqual(
      expect.arrayContaining([`UID:${kept}@eventfold`, 'SEQUENCE:1', 'SUMMARY:Jazz (late set)']),
    );

    await appendEvents(server.dataDir, `source-${sourceId}`, [
      { type: 'SourceRemoved', data: { sourceId, userId: user.id, eventIds: [kept] } },
    ]);
    expect(await eventually(list, (events) => events.length === 0)).toEqual([]);
    expect((await request(server.url).get(`/api/events/${kept}`)).status).toBe(404);
  });
});

describe('POST /api/analytics', () => {
  it('records an event on the user analytics stream', async () => {
    const { agent, user } = await signedInAgent(server.url);
    const response = await agent
      .post('/api/analytics')
      .send({ event: 'event_click', properties: { view: 'month' } });
    expect(response.status).toBe(204);
    const stored = await readStream(server.dataDir, `analytics-${user.id}`);
    expect(stored.map((event) => [event.type, event.data['event'], event.metadata.userId])).toEqual([
      ['AnalyticsEventRecorded', 'event_click', user.id],
    ]);
    // The properties are personal data, encrypted with the user's key.
    expect(JSON.stringify(stored[0]!.data)).not.toContain('month');
  });

  it('answers 400 for an event it does not know', async () => {
    const { agent } = await signedInAgent(server.url);
    const response = await agent.post('/api/analytics').send({ event: 'page_view' });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('delete_source');
  });
});
