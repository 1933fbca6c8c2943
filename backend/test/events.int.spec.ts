import sharp from 'sharp';
import request from 'supertest';
import {
  calendarEventListSchema,
  calendarEventSchema,
  EVENT_MESSAGES,
  favoriteResponseSchema,
  publicEventSchema,
  SERVER_MESSAGES,
  shareResponseSchema,
} from '@eventfold/contracts';
import { signedInAgent } from './support/accounts';
import { createEvent, readStream, setTimezone } from './support/calendar-events';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

const dinner = { title: 'Dinner', location: 'Home', date: '2026-06-10', timeStart: '19:00' };
const png = () =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();

describe('signed out', () => {
  it.each([
    ['get', '/api/events?from=2026-06-01&to=2026-07-01'],
    ['post', '/api/events'],
    ['patch', '/api/events/some-id/favorite'],
    ['post', '/api/events/some-id/share'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const response = await request(server.url)[method](url);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: SERVER_MESSAGES.unauthorized });
  });
});

describe('POST /api/events', () => {
  it('creates an event read in the user timezone, one hour long, and lists it', async () => {
    const { agent, user } = await signedInAgent(server.url);
    const response = await createEvent(agent, { ...dinner, description: 'Bring bread' });
    expect(response.status).toBe(201);
    const event = calendarEventSchema.parse(response.body);
    expect(event).toMatchObject({
      userId: user.id,
      sourceId: null,
      source: null,
      title: 'Dinner',
      description: 'Bring bread',
      location: 'Home',
      // 19:00 in Chicago (the default zone, CDT) is midnight UTC.
      startDate: '2026-06-11T00:00:00.000Z',
      endDate: '2026-06-11T01:00:00.000Z',
      timezone: 'America/Chicago',
      allDay: false,
      imageUrl: null,
      favorited: false,
      isInvited: false,
      sharedByMe: false,
      rsvp: null,
      foundNearby: false,
    });
    const list = await agent
      .get('/api/events')
      .query({ from: '2026-06-01T00:00:00Z', to: '2026-07-01T00:00:00Z' });
    expect(list.status).toBe(200);
    expect(calendarEventListSchema.parse(list.body)).toEqual([event]);
    const [stored] = await readStream(server.dataDir, `event-${event.id}`);
    expect(stored).toMatchObject({
      type: 'EventCreated',
      data: { startDate: event.startDate, timezone: 'America/Chicago' },
    });
  });

  it('reads an end before the start as the next day', async () => {
    const { agent } = await signedInAgent(server.url);
    const response = await createEvent(agent, { ...dinner, timeStart: '22:00', timeEnd: '01:30' });
    expect(response.body).toMatchObject({
      startDate: '2026-06-11T03:00:00.000Z',
      endDate: '2026-06-11T06:30:00.000Z',
    });
  });

  it.each([
    ['no title', { ...dinner, title: '' }, EVENT_MESSAGES.titleRequired],
    ['a blank title', { ...dinner, title: '   ' }, EVENT_MESSAGES.titleRequired],
    [
      'no location',
      { title: 'Dinner', date: '2026-06-10', timeStart: '19:00' },
      EVENT_MESSAGES.locationRequired,
    ],
    ['no date', { ...dinner, date: '' }, EVENT_MESSAGES.dateTimeRequired],
    ['a date that does not exist', { ...dinner, date: '2026-02-30' }, EVENT_MESSAGES.dateOutOfRange],
    ['no start time', { ...dinner, timeStart: '' }, EVENT_MESSAGES.dateTimeRequired],
    ['a malformed start time', { ...dinner, timeStart: '7pm' }, EVENT_MESSAGES.dateTimeRequired],
    ['a malformed end time', { ...dinner, timeEnd: '25:00' }, 'End time must be HH:mm'],
  ])('answers 400 for %s', async (_, fields, message) => {
    const { agent } = await signedInAgent(server.url);
    const response = await createEvent(agent, fields);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it('stores an image re-encoded as WebP of at most 1600 px and serves it publicly with cache headers', async () => {
    const { agent } = await signedInAgent(server.url);
    const response = await createEvent(agent, dinner, { content: await png(), name: 'poster.png' });
    expect(response.status).toBe(201);
    const event = calendarEventSchema.parse(response.body);
    expect(event.imageUrl).toBe(`/api/events/${event.id}/image`);
    const image = await request(server.url).get(event.imageUrl!).buffer(true);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('max-age=');
    const metadata = await sharp(image.body as Buffer).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 1600, 800]);
    const revalidated = await request(server.url)
      .get(event.imageUrl!)
      .set('If-None-Match', image.headers['etag']!);
    expect(revalidated.status).toBe(304);
  });

  it('refuses a file that is not an image, whatever its name says', async () => {
    const { agent } = await signedInAgent(server.url);
    const response = await createEvent(agent, dinner, {
      content: Buffer.from('not a picture'),
      name: 'poster.png',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: EVENT_MESSAGES.imageWrongType });
  });

  it('refuses an image over 5 MB', async () => {
    const { agent } = await signedInAgent(server.url);
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await createEvent(agent, dinner, { content: big, name: 'big.png' });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: EVENT_MESSAGES.imageTooLarge });
  });
});

describe('DST', () => {
  it.each([
    ['America/Chicago', '2026-03-07', '2026-03-08T02:00:00.000Z', '2026-03-09', '2026-03-10T01:00:00.000Z'],
    ['America/New_York', '2026-03-07', '2026-03-08T01:00:00.000Z', '2026-03-09', '2026-03-10T00:00:00.000Z'],
    ['America/Chicago', '2026-10-31', '2026-11-01T01:00:00.000Z', '2026-11-02', '2026-11-03T02:00:00.000Z'],
    ['America/New_York', '2026-10-31', '2026-11-01T00:00:00.000Z', '2026-11-02', '2026-11-03T01:00:00.000Z'],
  ])(
    'stores 20:00 in %s on either side of the change as the right UTC instants',
    async (zone, before, beforeUtc, after, afterUtc) => {
      const { agent, user } = await signedInAgent(server.url);
      await setTimezone(agent, zone);
      const first = await createEvent(agent, { ...dinner, date: before, timeStart: '20:00' });
      const second = await createEvent(agent, { ...dinner, date: after, timeStart: '20:00' });
      expect([first.body.startDate, second.body.startDate]).toEqual([beforeUtc, afterUtc]);
      expect(first.body.timezone).toBe(zone);
      const [stored] = await readStream(server.dataDir, `event-${second.body.id as string}`);
      expect(stored?.data).toMatchObject({ userId: user.id, startDate: afterUtc, timezone: zone });
    },
  );

  it('takes the first 01:30 on the fall-back night and moves 02:30 past the spring-forward gap', async () => {
    const { agent } = await signedInAgent(server.url);
    await setTimezone(agent, 'America/Chicago');
    const repeated = await createEvent(agent, { ...dinner, date: '2026-11-01', timeStart: '01:30' });
    const skipped = await createEvent(agent, { ...dinner, date: '2026-03-08', timeStart: '02:30' });
    expect(repeated.body).toMatchObject({
      startDate: '2026-11-01T06:30:00.000Z',
      endDate: '2026-11-01T07:30:00.000Z',
    });
    expect(skipped.body.startDate).toBe('2026-03-08T08:30:00.000Z');
  });
});

describe('GET /api/events', () => {
  it('answers the events overlapping the range, by start', async () => {
    const { agent } = await signedInAgent(server.url);
    const late = (
      await createEvent(agent, {
        ...dinner,
        title: 'Late',
        date: '2026-05-31',
        timeStart: '23:00',
        timeEnd: '02:00',
      })
    ).body;
    const june = (await createEvent(agent, { ...dinner, title: 'June', date: '2026-06-15' })).body;
    await createEvent(agent, { ...dinner, title: 'July', date: '2026-07-01', timeStart: '00:00' });
    // June in Chicago: [05:00 UTC on 1 June, 05:00 UTC on 1 July).
    const range = { from: '2026-06-01T05:00:00.000Z', to: '2026-07-01T05:00:00.000Z' };
    const response = await agent.get('/api/events').query(range);
    expect(response.body.map((event: { title: string }) => event.title)).toEqual(['Late', 'June']);
    expect(response.body[0].id).toBe(late.id);
    const ending = await agent.get('/api/events').query({ from: late.endDate, to: june.startDate });
    expect(ending.body).toEqual([]);
  });

  it.each([
    ['no range', {}, 'from and to are required'],
    ['a malformed date', { from: 'soon', to: '2026-07-01' }, 'from and to must be ISO dates'],
    ['from after to', { from: '2026-07-01', to: '2026-06-01' }, 'from must be before to'],
    [
      'a range over 400 days',
      { from: '2026-01-01', to: '2027-06-01' },
      'The range may span at most 400 days',
    ],
    ['a bare number', { from: '1', to: '2026-07-01' }, 'from and to must be ISO dates'],
    [
      'seconds',
      { from: '2026-06-01T00:00:01Z', to: '2026-07-01T00:00:00Z' },
      'from and to must be whole minutes',
    ],
    [
      'milliseconds',
      { from: '2026-06-01T00:00:00.001Z', to: '2026-07-01T00:00:00Z' },
      'from and to must be whole minutes',
    ],
    [
      'the year 0',
      { from: '0000-01-01', to: '0000-02-01' },
      'from and to must be between the years 1970 and 2100',
    ],
    [
      'the year 9999',
      { from: '9999-01-01', to: '9999-02-01' },
      'from and to must be between the years 1970 and 2100',
    ],
  ])('answers 400 for %s', async (_, query, message) => {
    const { agent } = await signedInAgent(server.url);
    const response = await agent.get('/api/events').query(query);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });
});

describe('GET /api/events caching', () => {
  it('revalidates an unchanged answer with 304 and answers anew once the calendar changed', async () => {
    const { agent } = await signedInAgent(server.url);
    const event = (await createEvent(agent, dinner)).body;
    const range = { from: '2026-06-01', to: '2026-07-01' };
    const first = await agent.get('/api/events').query(range);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^"/);

    const unchanged = await agent.get('/api/events').query(range).set('If-None-Match', etag);
    expect(unchanged.status).toBe(304);

    await agent.patch(`/api/events/${event.id}/favorite`);
    const changed = await agent.get('/api/events').query(range).set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(changed.headers['etag']).not.toBe(etag);
    expect(changed.body[0].favorited).toBe(true);
  });

  it('never answers one user with another user’s cached calendar', async () => {
    const ada = await signedInAgent(server.url);
    const bob = await signedInAgent(server.url);
    await createEvent(ada.agent, { ...dinner, title: 'Ada only' });
    const range = { from: '2026-06-01', to: '2026-07-01' };
    expect((await ada.agent.get('/api/events').query(range)).body).toHaveLength(1);
    expect((await bob.agent.get('/api/events').query(range)).body).toEqual([]);
  });
});

describe('favorites, sharing and other users', () => {
  it('toggles a favorite and shows it in the list', async () => {
    const { agent } = await signedInAgent(server.url);
    const event = (await createEvent(agent, dinner)).body;
    const on = await agent.patch(`/api/events/${event.id}/favorite`);
    expect(on.status).toBe(200);
    expect(favoriteResponseSchema.parse(on.body)).toEqual({ eventId: event.id, favorited: true });
    const list = await agent.get('/api/events').query({ from: '2026-06-01', to: '2026-07-01' });
    expect(list.body[0].favorited).toBe(true);
    expect((await agent.patch(`/api/events/${event.id}/favorite`)).body).toEqual({
      eventId: event.id,
      favorited: false,
    });
    const again = await agent.get('/api/events').query({ from: '2026-06-01', to: '2026-07-01' });
    expect(again.body[0].favorited).toBe(false);
  });

  it('creates one share link per event and records its short url', async () => {
    const { agent, user } = await signedInAgent(server.url);
    const event = (await createEvent(agent, dinner)).body;
    const first = await agent.post(`/api/events/${event.id}/share`);
    expect(first.status).toBe(200);
    expect(shareResponseSchema.parse(first.body)).toMatchObject({ url: `/event/${event.id}` });
    expect((await agent.post(`/api/events/${event.id}/share`)).body).toEqual(first.body);
    const shares = await readStream(server.dataDir, `event_shares-${user.id}`);
    expect(shares.map((stored) => stored.data)).toEqual([
      { userId: user.id, eventId: event.id, shortUrlId: first.body.shortUrlId },
    ]);
  });

  it('keeps another user out of an event but lets anyone with its share link read its public fields', async () => {
    const owner = await signedInAgent(server.url);
    const other = await signedInAgent(server.url);
    const event = (await createEvent(owner.agent, { ...dinner, description: 'Secret door code 1234' })).body;
    expect((await other.agent.patch(`/api/events/${event.id}/favorite`)).status).toBe(404);
    const share = await other.agent.post(`/api/events/${event.id}/share`);
    expect([share.status, share.body]).toEqual([404, { message: EVENT_MESSAGES.notFound }]);
    const theirs = await other.agent.get('/api/events').query({ from: '2026-06-01', to: '2026-07-01' });
    expect(theirs.body).toEqual([]);
    // A private event: its id alone opens nothing; the owner's share link opens its public fields.
    expect((await request(server.url).get(`/api/events/${event.id}`)).status).toBe(404);
    expect((await owner.agent.post(`/api/events/${event.id}/share`)).status).toBeLessThan(300);
    const shown = await request(server.url).get(`/api/events/${event.id}`);
    expect(shown.status).toBe(200);
    expect(publicEventSchema.strict().parse(shown.body)).toEqual({
      id: event.id,
      title: 'Dinner',
      description: 'Secret door code 1234',
      startDate: event.startDate,
      endDate: event.endDate,
      allDay: false,
      timezone: 'America/Chicago',
      location: 'Home',
      url: null,
      imageUrl: null,
      source: null,
    });
    expect(JSON.stringify(shown.body)).not.toContain(owner.user.id);
  });

  it('lets a signed-in person with the share link save the event (an RSVP) and favorite it, not before', async () => {
    const owner = await signedInAgent(server.url);
    const other = await signedInAgent(server.url);
    const event = (await createEvent(owner.agent, dinner)).body;
    const rsvp = () => other.agent.put(`/api/events/${event.id}/rsvp`).send({ status: 'interested' });
    expect((await rsvp()).status).toBe(404);
    expect((await other.agent.get(`/api/events/${event.id}/rsvps`)).status).toBe(404);
    expect((await owner.agent.post(`/api/events/${event.id}/share`)).status).toBeLessThan(300);

    expect((await other.agent.get(`/api/events/${event.id}/rsvps`)).body.status).toBeNull();
    const saved = await rsvp();
    expect([saved.status, saved.body.status]).toEqual([200, 'interested']);
    const entry = await other.agent.get(`/api/calendar/events/${event.id}`);
    expect([entry.status, entry.body.title, entry.body.rsvp, entry.body.favorited]).toEqual([
      200,
      'Dinner',
      'interested',
      false,
    ]);
    expect((await other.agent.patch(`/api/events/${event.id}/favorite`)).body.favorited).toBe(true);
    expect((await other.agent.get(`/api/calendar/events/${event.id}`)).body.favorited).toBe(true);
    // Not going takes the saved copy out again; the answer itself stays readable.
    await other.agent.put(`/api/events/${event.id}/rsvp`).send({ status: 'not_going' });
    expect((await other.agent.get(`/api/calendar/events/${event.id}`)).status).toBe(404);
    expect((await other.agent.get(`/api/events/${event.id}/rsvps`)).body.status).toBe('not_going');
  });

  it('answers 404 for an unknown event, its image and its .ics', async () => {
    for (const path of ['/api/events/nope', '/api/events/nope/image', '/api/events/nope/ics']) {
      const response = await request(server.url).get(path);
      expect([path, response.status, response.body]).toEqual([
        path,
        404,
        { message: EVENT_MESSAGES.notFound },
      ]);
    }
    const { agent } = await signedInAgent(server.url);
    const withoutImage = (await createEvent(agent, dinner)).body;
    expect((await request(server.url).get(`/api/events/${withoutImage.id}/image`)).status).toBe(404);
  });
});
