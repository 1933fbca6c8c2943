import sharp from 'sharp';
import request from 'supertest';
import type { EventSource } from '@eventfold/contracts';
import { befriend, member, ownEvent, type Member } from '../support/social';
import { registeredRoutes, type RegisteredRoute } from '../support/registered-routes';
import type { LocalProviders } from '../support/local-providers';
import type { RunningServer } from '../support/server';
import { startServerWithProviders } from '../support/server-with-providers';

// The outside test's cross-user matrix and fuzz, over every route Nest registers (read from the
// controllers' metadata, so a new route is covered the day it is added): signed out, every guarded
// route answers 401; with another user's ids, nothing of theirs is reached; malformed input answers
// a 4xx with a message; nothing answers a 5xx.
jest.setTimeout(300_000);

const ROUTES = registeredRoutes();
const label = (route: RegisteredRoute) => `${route.method.toUpperCase()} ${route.path}`;

interface Owned {
  eventId: string;
  sourceId: string;
  commentId: string;
  avatarId: string;
  alertId: string;
}

let server: RunningServer;
let providers: LocalProviders;
let alice: Member;
let carol: Member;
let mallory: Member;
let fuzzer: Member;
let alices: Owned;
let fuzzers: Owned;

async function ownThings(owner: Member): Promise<Owned> {
  const eventId = await ownEvent(owner, 'Private party');
  const source = await owner.agent
    .post('/api/event-sources')
    .send({ url: 'https://venue.example/', name: 'Venue' });
  const comment = await owner.agent.post(`/api/events/${eventId}/comment`).send({ content: 'Mine' });
  const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c82' } })
    .png()
    .toBuffer();
  const avatar = await owner.agent.post('/api/upload-avatar').attach('avatar', picture, 'me.png');
  const alert = await owner.agent.post('/api/alerts').send({ kind: 'keyword', value: 'Mine' });
  return {
    eventId,
    sourceId: (source.body as EventSource).id,
    commentId: comment.body.id as string,
    avatarId: String((avatar.body as { url: string }).url.split('/').pop()),
    alertId: alert.body.id as string,
  };
}

beforeAll(async () => {
  // With the local Google and Apple, so that their routes run as in production, not as "not configured".
  ({ server, providers } = await startServerWithProviders());
  alice = await member(server.url, 'Alice');
  carol = await member(server.url, 'Carol');
  mallory = await member(server.url, 'Mallory');
  fuzzer = await member(server.url, 'Fuzz');
  await befriend(alice, carol);
  alices = await ownThings(alice);
  fuzzers = await ownThings(fuzzer);
});
afterAll(async () => {
  await server?.stop();
  await providers?.stop();
});

/**
 * The value of each path parameter, from the things `owner` has. A route with a parameter not named
 * here fails the matrix until it is added, so that nobody adds an id route without its check.
 */
function pathFor(route: RegisteredRoute, owner: Member, owned: Owned, friend: Member): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    if (name === 'id' && route.path.startsWith('/api/event-sources/')) return owned.sourceId;
    if (name === 'id' && route.path.startsWith('/api/audit/users/')) return owner.id;
    if (name === 'id' && route.path.startsWith('/api/alerts/')) return owned.alertId;
    if (name === 'id' || name === 'eventId') return owned.eventId;
    if (name === 'commentId') return owned.commentId;
    if (name === 'avatarId') return owned.avatarId;
    if (name === 'friendId') return friend.id;
    if (name === 'userId') return owner.id;
    if (name === 'token') return '0'.repeat(43);
    throw new Error(`${label(route)}: no value for :${name} in the route matrix`);
  });
}

/** A plausible body for each route that reads one, so that the request reaches the id's check. */
const VALID_BODY: Record<string, object> = {
  'PATCH /api/event-sources/:id': { name: 'Mine now', url: 'https://evil.example/', category: 'General' },
  'POST /api/event-sources/:id/teach': { examples: ['Velvet Static'] },
  'POST /api/event-sources/:id/teach/preview': { examples: ['Velvet Static'] },
  'POST /api/events/:id/comment': { content: 'Hi' },
  'POST /api/events/:id/invite': { friendIds: [] },
  'PUT /api/events/:id/rsvp': { status: 'going' },
};

/**
 * Id routes where another user's id is expected to answer 2xx, and why. Everything else must answer
 * 4xx with a message.
 */
const OPEN_BY_DESIGN: Record<string, string> = {
  'GET /api/events/:id': "an event's public fields, for share links",
  'GET /api/events/:id/image': "an event's picture, for share links",
  'GET /api/events/:id/ics': 'an event as an iCalendar file, for share links',
  'GET /api/avatars/:avatarId': 'avatars are shown to every signed-in user who sees the person',
  'DELETE /api/friends/:friendId': "acts on the caller's own friendships only",
  'DELETE /api/blocks/:userId': "acts on the caller's own block list only",
};

it('covers the routes the outside test named', () => {
  const covered = ROUTES.map(label);
  for (const route of [
    'POST /api/events/:id/add-to-google-calendar',
    'GET /api/google/auth-url',
    'GET /api/user/export',
    'GET /api/audit/users/:id/history',
    'GET /api/events/nearby',
    'PUT /api/events/:id/rsvp',
  ])
    expect(covered).toContain(route);
  expect(ROUTES.length).toBeGreaterThan(70);
});

it('answers every guarded route with 401 and a message when signed out, and no route with a 5xx', async () => {
  const failures: string[] = [];
  for (const route of ROUTES) {
    const call = request(server.url)[route.method](pathFor(route, alice, alices, carol));
    const response = await (route.takesBody ? call.send(VALID_BODY[label(route)] ?? {}) : call);
    const expected = route.authenticated ? response.status === 401 : response.status < 500;
    if (!expected || (response.status >= 400 && typeof response.body.message !== 'string'))
      failures.push(`${label(route)} → ${response.status} ${JSON.stringify(response.body).slice(0, 80)}`);
  }
  expect(failures).toEqual([]);
});

it("reaches nothing of another user's through any route that takes an id", async () => {
  const failures: string[] = [];
  // Deletions last, so that every other route still finds Alice's things to (fail to) reach.
  const idRoutes = ROUTES.filter((route) => route.path.includes(':')).sort(
    (a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'),
  );
  for (const route of idRoutes) {
    const call = mallory.agent[route.method](pathFor(route, alice, alices, carol));
    const response = await (route.takesBody ? call.send(VALID_BODY[label(route)] ?? {}) : call);
    const open = OPEN_BY_DESIGN[label(route)] !== undefined;
    const refused =
      response.status >= 400 && response.status < 500 && typeof response.body.message === 'string';
    if (!(refused || (open && response.status < 300)))
      failures.push(`${label(route)} → ${response.status} ${JSON.stringify(response.body).slice(0, 80)}`);
  }
  expect(failures).toEqual([]);

  // Nothing of Alice's changed.
  const sources = (await alice.agent.get('/api/event-sources')).body as EventSource[];
  expect(sources.map((source) => [source.id, source.name])).toEqual([[alices.sourceId, 'Venue']]);
  const comments = (await alice.agent.get(`/api/events/${alices.eventId}/comments`)).body as { id: string }[];
  expect(comments.map((comment) => comment.id)).toEqual([alices.commentId]);
  expect((await alice.agent.get(`/api/events/${alices.eventId}/likes`)).body).toEqual([]);
  expect((await alice.agent.get(`/api/calendar/events/${alices.eventId}`)).status).toBe(200);
  const friends = (await alice.agent.get('/api/friends')).body as { id: string }[];
  expect(friends.map((friend) => friend.id)).toEqual([carol.id]);
});

/** Bodies no route that reads a body may accept: not an object at all. */
const WRONG_SHAPES: unknown[] = [null, [], 'text', 42];

/** Bodies a fuzzer sends every route: wrong shapes, wrong types, hostile keys, huge values. */
const HOSTILE_BODIES: unknown[] = [
  ...WRONG_SHAPES,
  { __proto__: { admin: true } },
  { constructor: { prototype: { admin: true } } },
  { email: ['a@b.c'], password: { $gt: '' }, url: 12, name: null, userId: {}, friendIds: 'x', status: 1 },
  { name: 'x'.repeat(60_000) },
  { content: '\u0000\u202e\ud800', title: '\r\n', eventIds: '["' + 'x'.repeat(5000) + '"]' },
];

/** Query strings a fuzzer sends every route that reads one. */
const HOSTILE_QUERIES = [
  'from[$gt]=&to[$ne]=',
  'from=1&to=2',
  `q=${'x'.repeat(5000)}`,
  'limit=-1&page=99999999999999999999&zip=%00&radius=1e309',
  'eventIds=' + 'a,'.repeat(3000),
  'before=not-a-date&types[]=x&types[]=y',
];

/** Routes that end the fuzzer's session or account: fuzzed last, and only with bodies it refuses. */
const isFinal = (route: RegisteredRoute) =>
  label(route) === 'DELETE /api/user' || route.path === '/api/logout';

it('answers every malformed body and query with a 4xx and a message, never a 5xx', async () => {
  const failures: string[] = [];
  const record = (what: string, response: request.Response, strict: boolean) => {
    const ok = strict
      ? response.status >= 400 && response.status < 500 && typeof response.body.message === 'string'
      : response.status < 500 && (response.status < 400 || typeof response.body.message === 'string');
    if (!ok) failures.push(`${what} → ${response.status} ${JSON.stringify(response.body).slice(0, 80)}`);
  };
  const routes = [...ROUTES].sort((a, b) => Number(isFinal(a)) - Number(isFinal(b)));
  for (const route of routes) {
    const path = pathFor(route, fuzzer, fuzzers, mallory);
    if (route.method !== 'get') {
      for (const body of HOSTILE_BODIES) {
        const response = await fuzzer.agent[route.method](path)
          .set('Content-Type', 'application/json')
          .send(JSON.stringify(body));
        // A route that reads a body must refuse a body that is no object; objects may be valid once
        // unknown keys are dropped, but never answer a 5xx.
        const strict = route.takesBody && WRONG_SHAPES.includes(body);
        record(`${label(route)} ${JSON.stringify(body).slice(0, 40)}`, response, strict);
      }
      const broken = await fuzzer.agent[route.method](path)
        .set('Content-Type', 'application/json')
        .send('{"a":');
      record(`${label(route)} broken JSON`, broken, true);
    }
    if (route.takesQuery) {
      for (const query of HOSTILE_QUERIES)
        record(
          `${label(route)}?${query.slice(0, 40)}`,
          await fuzzer.agent[route.method](`${path}?${query}`),
          false,
        );
    }
  }
  expect(failures).toEqual([]);
});

it('answers malformed multipart forms with a 4xx and a message, never a 5xx', async () => {
  const failures: string[] = [];
  const forms = [
    (call: request.Test) => call.set('Content-Type', 'multipart/form-data; boundary=x').send('--x\r\nbroken'),
    (call: request.Test) => call.field('title', 'x'.repeat(20_000)),
    (call: request.Test) => call.attach('other', Buffer.from('x'), 'x.png'),
    (call: request.Test) =>
      call.attach('image', Buffer.alloc(0), 'empty.png').attach('image', Buffer.from('x'), 'two.png'),
    (call: request.Test) => {
      let form = call;
      for (let index = 0; index < 50; index += 1) form = form.field(`f${index}`, 'x');
      return form;
    },
  ];
  const uploads = ROUTES.filter((route) => route.takesUpload);
  expect(uploads.map(label).sort()).toEqual([
    'PATCH /api/events/:id',
    'POST /api/events',
    'POST /api/upload-avatar',
  ]);
  for (const route of uploads) {
    for (const fill of forms) {
      const response = await fill(alice.agent[route.method](route.path));
      if (response.status >= 500 || typeof response.body.message !== 'string')
        failures.push(`${label(route)} form ${forms.indexOf(fill)} → ${response.status}`);
    }
  }
  expect(failures).toEqual([]);
});
