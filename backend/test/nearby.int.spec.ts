import {
  calendarEventListSchema,
  nearbyResponseSchema,
  NEARBY_MESSAGES,
  rsvpListSchema,
  SETTINGS_MESSAGES,
  type NearbyResponse,
} from '@eventfold/contracts';
import request from 'supertest';
import { befriend, block, member, type Member } from './support/social';
import { startServer, type RunningServer } from './support/server';
import { daysAhead, startVenueSite, type VenueSite } from './support/venue-site';

jest.setTimeout(90_000);

/**
 * Two users in nearby Chicago ZIPs follow the same venue through different pages (its own site and a
 * listing site that words titles differently and starts 10 minutes later); a Milwaukee venue is ~80
 * miles away. Everything goes through the real server, scanner and projections.
 */
let site: VenueSite;
let server: RunningServer;
let ann: Member, ben: Member, cat: Member, dan: Member;

interface Show {
  name: string;
  start: Date;
  place: string;
  address: string;
  /** The page's own coordinates for the place (schema.org GeoCoordinates). */
  geo?: { latitude: number; longitude: number };
}

/** `places`: more JSON-LD nodes beside the events, as a venue's Organization or Place. */
function page(shows: Show[], places: unknown[] = []): string {
  const events = shows.map((show) => ({
    '@context': 'https://schema.org',
    '@type': 'MusicEvent',
    name: show.name,
    startDate: show.start.toISOString(),
    location: {
      '@type': 'Place',
      name: show.place,
      address: show.address,
      ...(show.geo ? { geo: { '@type': 'GeoCoordinates', ...show.geo } } : {}),
    },
    url: `/shows/${show.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
  }));
  const items = [...places, ...events];
  return `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify(items)}</script></head><body></body></html>`;
}

const jazz = daysAhead(3);
const quiz = daysAhead(5);
const chicago = 'Empty Bottle';
const chicagoAddress = '1035 N Western Ave, Chicago, IL 60622';

async function settle(user: Member, zipCode: string, extra: Record<string, unknown> = {}) {
  const body = { name: 'Member', timezone: 'America/Chicago', preferredRadius: 25, zipCode, ...extra };
  const response = await user.agent.patch('/api/user/preferences').send(body);
  expect(response.status).toBe(200);
}

async function follow(user: Member, key: string, name: string) {
  const response = await user.agent
    .post('/api/event-sources')
    .send({ url: `${site.url}/pages/${key}`, name, category: 'Music Venue' });
  expect(response.status).toBe(201);
}

async function nearby(user: Member, query = ''): Promise<NearbyResponse> {
  const response = await user.agent.get(`/api/events/nearby${query}`);
  expect(response.status).toBe(200);
  return nearbyResponseSchema.parse(response.body);
}

async function eventuallyNearby(user: Member, query: string, done: (answer: NearbyResponse) => boolean) {
  const deadline = Date.now() + 40_000;
  for (;;) {
    const answer = await nearby(user, query);
    if (done(answer)) return answer;
    if (Date.now() > deadline) throw new Error(`Nearby never got there: ${JSON.stringify(answer)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  site = await startVenueSite();
  site.setPage(
    'bottle',
    page([
      { name: 'Jazz Night', start: jazz, place: chicago, address: chicagoAddress },
      { name: 'Pub Quiz', start: quiz, place: chicago, address: chicagoAddress },
    ]),
  );
  site.setPage(
    'tickets',
    page([
      {
        name: 'Jazz Night with The Trio',
        start: new Date(jazz.getTime() + 10 * 60_000),
        place: 'The Empty Bottle',
        address: 'Chicago, IL 60622',
      },
    ]),
  );
  site.setPage(
    'milwaukee',
    page([{ name: 'Polka Fest', start: jazz, place: 'Lake Hall', address: 'Milwaukee, WI 53202' }]),
  );
  server = await startServer({ SCANNER_ALLOWED_HOSTS: '127.0.0.1', SCAN_PER_HOST_DELAY_MS: '0' });
  ann = await member(server.url, 'Ann');
  ben = await member(server.url, 'Ben');
  cat = await member(server.url, 'Cat');
  dan = await member(server.url, 'Dan');
  await settle(ann, '60614');
  await settle(ben, '60647');
  await befriend(ben, cat);
  await follow(ann, 'bottle', 'Empty Bottle');
  await follow(ben, 'bottle', 'The Bottle');
  await follow(ben, 'tickets', 'Tickets');
  await follow(ben, 'milwaukee', 'Lake Hall');
});
afterAll(async () => {
  await server?.stop();
  await site?.close();
});

it('shows each real-world event once to users in nearby ZIPs, with distances, and not far events', async () => {
  const forAnn = await eventuallyNearby(
    ann,
    '',
    (answer) => answer.events.length >= 2 && answer.events[0]!.listings.length >= 3,
  );
  expect(forAnn.center.zip).toBe('60614');
  expect(forAnn.radius).toBe(25);
  expect(forAnn.events.map((event) => event.title)).toEqual(['Jazz Night', 'Pub Quiz']);
  const [jazzEntry] = forAnn.events;
  expect(jazzEntry!.listings.map((listing) => listing.name).sort()).toEqual([
    'Empty Bottle',
    'The Bottle',
    'Tickets',
  ]);
  expect(jazzEntry!.distanceMiles).toBeGreaterThan(0.5);
  expect(jazzEntry!.distanceMiles).toBeLessThan(10);
  expect(jazzEntry!.category).toBe('Music Venue');
  const forBen = await nearby(ben);
  expect(forBen.events.map((event) => event.id)).toEqual(forAnn.events.map((event) => event.id));
  expect(forBen.events[0]!.distanceMiles).not.toBe(jazzEntry!.distanceMiles);
  const wide = await nearby(ann, '?radius=100');
  expect(wide.events.map((event) => event.title).sort()).toEqual(['Jazz Night', 'Polka Fest', 'Pub Quiz']);
  expect((await nearby(ann, '?zip=53202&radius=5')).events.map((event) => event.title)).toEqual([
    'Polka Fest',
  ]);
  expect((await nearby(ann, '?category=Brewery')).events).toEqual([]);
});

it('answers bad input with the messages and changes nothing', async () => {
  const message = async (user: Member, query: string, status = 400) => {
    const response = await user.agent.get(`/api/events/nearby${query}`);
    expect(response.status).toBe(status);
    return (response.body as { message: string }).message;
  };
  expect(await message(ann, '?zip=1234')).toBe(SETTINGS_MESSAGES.zipInvalid);
  expect(await message(ann, '?zip=00000')).toBe(NEARBY_MESSAGES.unknownZip);
  expect(await message(ann, '?radius=0')).toBe(SETTINGS_MESSAGES.radiusMin);
  expect(await message(ann, '?radius=101')).toBe(SETTINGS_MESSAGES.radiusMax);
  expect(await message(dan, '')).toBe(NEARBY_MESSAGES.zipMissing);
  expect((await request(server.url).get('/api/events/nearby?zip=60614')).status).toBe(401);
  expect((await ann.agent.put('/api/events/nope/rsvp').send({ status: 'going' })).status).toBe(404);
  const bad = await ann.agent
    .put(`/api/events/${(await nearby(ann)).events[0]!.id}/rsvp`)
    .send({ status: 'maybe' });
  expect(bad.status).toBe(400);
  expect(bad.body.message).toBe(NEARBY_MESSAGES.rsvpInvalid);
});

it('counts and lists the RSVPs each attendee’s visibility shows the viewer, never across a block', async () => {
  const [jazzEntry] = (await nearby(ann)).events;
  const id = jazzEntry!.id;
  await settle(cat, '60622');
  const answered = await ben.agent.put(`/api/events/${id}/rsvp`).send({ status: 'going' });
  expect(answered.status).toBe(200);
  expect(answered.body).toEqual({ eventId: id, status: 'going', counts: { going: 1, interested: 0 } });
  await cat.agent.put(`/api/events/${id}/rsvp`).send({ status: 'interested' });
  const list = async (user: Member) =>
    rsvpListSchema.parse((await user.agent.get(`/api/events/${id}/rsvps`)).body);

  expect((await list(ann)).attendees.map((a) => a.id).sort()).toEqual([ben.id, cat.id].sort());
  await settle(ben, '60647', { rsvpVisibility: 'friends' });
  await settle(cat, '60622', { rsvpVisibility: 'private' });
  // A private answer, or a friends-only one to a stranger, moves no count either.
  expect(await list(ann)).toEqual({ counts: { going: 0, interested: 0 }, attendees: [], status: null });
  expect((await list(cat)).counts).toEqual({ going: 1, interested: 1 });
  // One's own answer is one's own to read, whatever one's visibility.
  expect((await list(cat)).status).toBe('interested');
  expect((await list(cat)).attendees.map((a) => a.id).sort()).toEqual([ben.id, cat.id].sort());
  await block(ben, cat);
  expect((await list(cat)).attendees.map((a) => a.id)).toEqual([cat.id]);
  expect((await nearby(ann)).events[0]!.rsvpCounts).toEqual({ going: 0, interested: 0 });
  expect((await nearby(ben)).events[0]!.rsvpCounts).toEqual({ going: 1, interested: 0 });
  expect((await nearby(ben)).events[0]!.myRsvp).toBe('going');

  const withdrawn = await ben.agent.delete(`/api/events/${id}/rsvp`);
  // Ben blocked Cat: her answer is not his to count.
  expect(withdrawn.body).toEqual({ eventId: id, status: null, counts: { going: 0, interested: 0 } });
});

it('shows own events per their visibility', async () => {
  const date = daysAhead(4).toISOString().slice(0, 10);
  const create = async (owner: Member, title: string, visibility: string) => {
    let call = owner.agent.post('/api/events');
    const fields = {
      title,
      location: 'Lincoln Park, Chicago, IL 60614',
      date,
      timeStart: '12:00',
      visibility,
    };
    for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
    expect((await call).status).toBe(201);
  };
  await create(cat, 'Open picnic', 'public');
  await create(cat, 'Friends picnic', 'friends');
  await create(cat, 'Own picnic', 'private');
  const titles = async (user: Member) =>
    (await nearby(user)).events.map((event) => event.title).filter((t) => t.includes('picnic'));
  await settle(dan, '60614');
  expect(await titles(dan)).toEqual(['Open picnic']);
  expect((await titles(cat)).sort()).toEqual(['Friends picnic', 'Open picnic', 'Own picnic']);
  // Ben blocked Cat above: none of her own events reach him.
  expect(await titles(ben)).toEqual([]);
});

it('lets anyone favorite an event they found in Nearby, and no event they cannot see', async () => {
  const [first] = (await nearby(dan)).events;
  const favorite = await dan.agent.patch(`/api/events/${first!.id}/favorite`);
  expect(favorite.status).toBe(200);
  expect(favorite.body).toEqual({ eventId: first!.id, favorited: true });
  expect((await nearby(dan)).events[0]!.favorited).toBe(true);
  expect((await nearby(ann)).events[0]!.favorited).toBe(false);
  expect((await dan.agent.patch('/api/events/not-an-event/favorite')).status).toBe(404);
});

it('puts events one is going to in one’s calendar with the chip, once per real-world event', async () => {
  const from = new Date().toISOString().slice(0, 10);
  const to = daysAhead(10).toISOString().slice(0, 10);
  const calendar = async (user: Member) => {
    const response = await user.agent.get('/api/events').query({ from, to });
    expect(response.status).toBe(200);
    return calendarEventListSchema.parse(response.body);
  };
  // Ben follows the venue through its page and a listing site: one entry each.
  const bens = await calendar(ben);
  // Which of his two listings stands for the show depends on which scan finished first.
  expect(bens.map((event) => event.title.replace(' with The Trio', '')).sort()).toEqual([
    'Jazz Night',
    'Polka Fest',
    'Pub Quiz',
  ]);
  expect(bens.every((event) => event.rsvp === null)).toBe(true);

  await settle(dan, '60614');
  const jazzEntry = (await nearby(dan)).events.find((event) => event.title === 'Jazz Night')!;
  expect(await calendar(dan)).toEqual([]);
  expect((await dan.agent.put(`/api/events/${jazzEntry.id}/rsvp`).send({ status: 'going' })).status).toBe(
    200,
  );
  const dans = await calendar(dan);
  expect(dans).toEqual([
    expect.objectContaining({ id: jazzEntry.id, title: 'Jazz Night', rsvp: 'going', foundNearby: true }),
  ]);
  expect(dans[0]!.source?.name).toBe('Empty Bottle');
  await dan.agent.put(`/api/events/${jazzEntry.id}/rsvp`).send({ status: 'interested' });
  expect((await calendar(dan)).map((event) => event.rsvp)).toEqual(['interested']);
  await dan.agent.put(`/api/events/${jazzEntry.id}/rsvp`).send({ status: 'not_going' });
  expect(await calendar(dan)).toEqual([]);

  // Ben's answer lands on the entry he already has: still one Jazz Night, now with the chip.
  await ben.agent.put(`/api/events/${jazzEntry.id}/rsvp`).send({ status: 'going' });
  const jazzForBen = (await calendar(ben)).filter((event) => event.title.startsWith('Jazz Night'));
  expect(jazzForBen).toHaveLength(1);
  expect(jazzForBen[0]!.rsvp).toBe('going');
  expect((await ben.agent.delete(`/api/events/${jazzEntry.id}/rsvp`)).status).toBe(200);
  expect((await calendar(ben)).find((event) => event.title.startsWith('Jazz Night'))!.rsvp).toBeNull();
});

it('tells friends of going or interested in their activity and bell, unless the answers are private', async () => {
  const eve = await member(server.url, 'Eve');
  const fay = await member(server.url, 'Fay');
  await befriend(eve, fay);
  await settle(eve, '60614');
  const jazzEntry = (await nearby(eve)).events.find((event) => event.title === 'Jazz Night')!;
  expect((await eve.agent.put(`/api/events/${jazzEntry.id}/rsvp`).send({ status: 'going' })).status).toBe(
    200,
  );

  const bell = async () =>
    (await fay.agent.get('/api/notifications')).body as { type: string; data: unknown }[];
  const activity = async () =>
    (
      (await fay.agent.get('/api/friends/activity')).body as { action: string; event: { title: string } }[]
    ).map((item) => `${item.action} ${item.event.title}`);
  expect((await bell()).filter((item) => item.type === 'friend_rsvp')).toEqual([
    expect.objectContaining({ data: { eventTitle: 'Jazz Night', status: 'going' } }),
  ]);
  expect(await activity()).toEqual(['going Jazz Night']);
  // Ann is no friend of Eve's: nothing reaches her.
  expect(
    ((await ann.agent.get('/api/notifications')).body as { type: string }[]).map((n) => n.type),
  ).not.toContain('friend_rsvp');

  await settle(eve, '60614', { rsvpVisibility: 'private' });
  expect(await activity()).toEqual([]);
  await eve.agent.put(`/api/events/${jazzEntry.id}/rsvp`).send({ status: 'interested' });
  expect((await bell()).filter((item) => item.type === 'friend_rsvp')).toHaveLength(1);
});

it('tells those going when a rescan moves or cancels the event, and their calendar follows', async () => {
  const from = new Date().toISOString().slice(0, 10);
  const to = daysAhead(10).toISOString().slice(0, 10);
  const quizEntry = (await nearby(dan)).events.find((event) => event.title === 'Pub Quiz')!;
  expect((await dan.agent.put(`/api/events/${quizEntry.id}/rsvp`).send({ status: 'going' })).status).toBe(
    200,
  );
  const rescanBottles = async () => {
    for (const user of [ann, ben]) {
      const sources = (await user.agent.get('/api/event-sources')).body as { id: string; url: string }[];
      const bottle = sources.find((source) => source.url.endsWith('/pages/bottle'))!;
      expect((await user.agent.post(`/api/event-sources/${bottle.id}/scrape`)).status).toBeLessThan(300);
    }
  };
  const changes = async () => {
    const deadline = Date.now() + 40_000;
    for (;;) {
      const all = (await dan.agent.get('/api/notifications')).body as {
        type: string;
        data: Record<string, unknown>;
      }[];
      const found = all.filter((item) => item.type === 'event_changed').map((item) => item.data.change);
      if (found.length > 0 || Date.now() > deadline) return { found, all };
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const calendar = async () =>
    calendarEventListSchema.parse((await dan.agent.get('/api/events').query({ from, to })).body);

  const later = new Date(quiz.getTime() + 24 * 3_600_000);
  site.setPage(
    'bottle',
    page([
      { name: 'Jazz Night', start: jazz, place: chicago, address: chicagoAddress },
      { name: 'Pub Quiz', start: later, place: chicago, address: chicagoAddress },
    ]),
  );
  await rescanBottles();
  const moved = await changes();
  expect(moved.found).toEqual(['moved']);
  expect(moved.all[0]).toMatchObject({ data: { eventTitle: 'Pub Quiz', startDate: later.toISOString() } });
  expect((await calendar()).map((event) => [event.title, event.startDate])).toEqual([
    ['Pub Quiz', later.toISOString()],
  ]);

  site.setPage(
    'bottle',
    page([{ name: 'Jazz Night', start: jazz, place: chicago, address: chicagoAddress }]),
  );
  await rescanBottles();
  const deadline = Date.now() + 40_000;
  while ((await changes()).found.length < 2 && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 250));
  expect((await changes()).found).toEqual(['cancelled', 'moved']);
  expect(await calendar()).toEqual([]);
});

it("places listings at their page's coordinates before the ZIP their address names", async () => {
  const navyPier = { latitude: 41.8917, longitude: -87.6086 };
  site.setPage(
    'pier',
    page([
      // No ZIP in the address: only the coordinates place it.
      { name: 'Pier Fireworks', start: jazz, place: 'Pier Stage', address: 'Navy Pier', geo: navyPier },
      // The address names a Milwaukee ZIP, but the page's coordinates say Chicago: they win.
      {
        name: 'Touring Choir',
        start: quiz,
        place: 'Pier Hall',
        address: 'Milwaukee, WI 53202',
        geo: navyPier,
      },
    ]),
  );
  const gus = await member(server.url, 'Gus');
  await settle(gus, '60611');
  await follow(gus, 'pier', 'Navy Pier');
  const near = await eventuallyNearby(gus, '?radius=1', (answer) =>
    answer.events.some((event) => event.title === 'Touring Choir'),
  );
  const pier = near.events.filter((event) => event.listings.some((listing) => listing.name === 'Navy Pier'));
  expect(pier.map((event) => [event.title, event.zipCode])).toEqual([
    ['Pier Fireworks', null],
    ['Touring Choir', '53202'],
  ]);
  for (const event of pier) expect(event.distanceMiles).toBeLessThan(1);
  const milwaukee = await nearby(gus, '?zip=53202&radius=5');
  expect(milwaukee.events.map((event) => event.title)).toEqual(['Polka Fest']);
});

it("places listings that name no place at their source's ZIP, validated, shown and editable", async () => {
  site.setPage(
    'park',
    page([{ name: 'Lakefront Picnic', start: jazz, place: 'The Lawn', address: 'By the water' }]),
  );
  const hal = await member(server.url, 'Hal');
  await settle(hal, '60611');
  const url = `${site.url}/pages/park`;
  for (const zipCode of ['6061', '606111', 'abcde', '60611-12']) {
    const refused = await hal.agent.post('/api/event-sources').send({ url, name: 'Park', zipCode });
    expect([refused.status, refused.body.message]).toEqual([400, SETTINGS_MESSAGES.zipInvalid]);
  }
  expect((await hal.agent.get('/api/event-sources')).body).toEqual([]);

  const added = await hal.agent
    .post('/api/event-sources')
    .send({ url, name: 'Park', category: 'Community', zipCode: '60611' });
  expect(added.status).toBe(201);
  const sourceId = (added.body as { id: string }).id;
  const near = await eventuallyNearby(hal, '?radius=1', (answer) =>
    answer.events.some((event) => event.title === 'Lakefront Picnic'),
  );
  expect(near.events.find((event) => event.title === 'Lakefront Picnic')).toMatchObject({ zipCode: '60611' });

  const moved = await hal.agent
    .patch(`/api/event-sources/${sourceId}`)
    .send({ name: 'Park', url, category: 'Community', zipCode: '53202-1234' });
  expect(moved.status).toBe(200);
  const listed = (await hal.agent.get('/api/event-sources')).body as { zipCode: string | null }[];
  expect(listed.map((source) => source.zipCode)).toEqual(['53202-1234']);
  // No rescan: the edit itself places the listing anew, by the time the edit is answered.
  const milwaukee = await nearby(hal, '?zip=53202&radius=5');
  expect(milwaukee.events.map((event) => event.title)).toContain('Lakefront Picnic');
  const chicagoNow = await nearby(hal, '?radius=5');
  expect(chicagoNow.events.map((event) => event.title)).not.toContain('Lakefront Picnic');
});

interface ListedSource {
  id: string;
  name: string;
  zipCode: string | null;
  zipCodeFoundOnPage: boolean;
  status: string;
  lastScraped: string | null;
}

async function eventuallySource(user: Member, name: string, done: (source: ListedSource) => boolean) {
  const deadline = Date.now() + 40_000;
  for (;;) {
    const listed = (await user.agent.get('/api/event-sources')).body as ListedSource[];
    const source = listed.find((candidate) => candidate.name === name);
    if (source !== undefined && done(source)) return source;
    if (Date.now() > deadline) throw new Error(`The source never got there: ${JSON.stringify(listed)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

it("prefills a source's ZIP from its page's place markup; the user's ZIP replaces it at once and stays", async () => {
  const harbor = {
    '@context': 'https://schema.org',
    '@type': 'MusicVenue',
    name: 'Harbor Room',
    address: {
      '@type': 'PostalAddress',
      streetAddress: '400 E Randolph St',
      addressLocality: 'Chicago',
      addressRegion: 'IL',
      postalCode: '60601',
      addressCountry: 'US',
    },
  };
  // The listing itself names no ZIP: only the venue's markup does.
  site.setPage(
    'harbor',
    page([{ name: 'Harbor Sessions', start: quiz, place: 'Upstairs', address: 'Second floor' }], [harbor]),
  );
  site.setPage(
    'guide',
    page([
      { name: 'Guide Pick One', start: quiz, place: 'Hall A', address: 'Chicago, IL 60622' },
      { name: 'Guide Pick Two', start: quiz, place: 'Hall B', address: 'Milwaukee, WI 53202' },
    ]),
  );
  const ida = await member(server.url, 'Ida');
  await settle(ida, '60601');
  await follow(ida, 'harbor', 'Harbor Room');
  await follow(ida, 'guide', 'City Guide');

  const found = await eventuallySource(ida, 'Harbor Room', (source) => source.lastScraped !== null);
  expect(found).toMatchObject({ zipCode: '60601', zipCodeFoundOnPage: true });
  // A page naming places in different ZIPs names no one venue.
  const guide = await eventuallySource(ida, 'City Guide', (source) => source.lastScraped !== null);
  expect(guide).toMatchObject({ zipCode: null, zipCodeFoundOnPage: false });
  const near = await eventuallyNearby(ida, '?radius=1', (answer) =>
    answer.events.some((event) => event.title === 'Harbor Sessions'),
  );
  expect(near.events.find((event) => event.title === 'Harbor Sessions')).toMatchObject({ zipCode: '60601' });

  const url = `${site.url}/pages/harbor`;
  const typed = await ida.agent
    .patch(`/api/event-sources/${found.id}`)
    .send({ name: 'Harbor Room', url, category: 'Music Venue', zipCode: '53202' });
  expect(typed.status).toBe(200);
  expect(typed.body).toMatchObject({ zipCode: '53202', zipCodeFoundOnPage: false });
  const inMilwaukee = await nearby(ida, '?zip=53202&radius=5');
  expect(inMilwaukee.events.map((event) => event.title)).toContain('Harbor Sessions');
  expect((await nearby(ida, '?radius=5')).events.map((event) => event.title)).not.toContain(
    'Harbor Sessions',
  );

  // A rescan finds 60601 on the page again, but the ZIP the user typed stays.
  expect((await ida.agent.post(`/api/event-sources/${found.id}/scrape`)).status).toBeLessThan(300);
  const rescanned = await eventuallySource(
    ida,
    'Harbor Room',
    (source) => source.lastScraped !== null && source.lastScraped !== found.lastScraped,
  );
  expect(rescanned).toMatchObject({ zipCode: '53202', zipCodeFoundOnPage: false });
  expect((await nearby(ida, '?zip=53202&radius=5')).events.map((event) => event.title)).toContain(
    'Harbor Sessions',
  );
});
