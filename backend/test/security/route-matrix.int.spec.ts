import request from 'supertest';
import type { EventSource } from '@eventfold/contracts';
import { befriend, member, ownEvent, type Member } from '../support/social';
import { startServer, type RunningServer } from '../support/server';

// The outside test's cross-user matrix and fuzz, kept: another user's ids reach nothing of theirs,
// and malformed input answers a 4xx with a message, never a 5xx.
jest.setTimeout(120_000);

let server: RunningServer;
let alice: Member;
let mallory: Member;
let eventId: string;
let sourceId: string;
let commentId: string;
beforeAll(async () => {
  server = await startServer();
  alice = await member(server.url, 'Alice');
  mallory = await member(server.url, 'Mallory');
  const carol = await member(server.url, 'Carol');
  await befriend(alice, carol);
  eventId = await ownEvent(alice, 'Private party');
  const source = await alice.agent
    .post('/api/event-sources')
    .send({ url: 'https://venue.example/', name: 'Venue' });
  sourceId = (source.body as EventSource).id;
  const comment = await alice.agent.post(`/api/events/${eventId}/comment`).send({ content: 'Mine' });
  commentId = comment.body.id as string;
});
afterAll(() => server?.stop());

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

/** Every route that takes an id of something Alice owns, as Mallory would try it. */
const crossUserCalls = (): [Method, string, object?][] => [
  ['patch', `/api/events/${eventId}/favorite`],
  ['post', `/api/events/${eventId}/like`],
  ['delete', `/api/events/${eventId}/like`],
  ['get', `/api/events/${eventId}/likes`],
  ['get', `/api/events/${eventId}/comments`],
  ['post', `/api/events/${eventId}/comment`, { content: 'Hi' }],
  ['delete', `/api/events/${eventId}/comments/${commentId}`],
  ['post', `/api/events/${eventId}/invite`, { friendIds: [alice.id] }],
  ['post', `/api/event-invitations/${eventId}/accept`],
  ['post', `/api/event-invitations/${eventId}/decline`],
  ['get', `/api/calendar/events/${eventId}`],
  ['get', `/api/events/${eventId}/rsvps`],
  ['put', `/api/events/${eventId}/rsvp`, { status: 'going' }],
  [
    'patch',
    `/api/event-sources/${sourceId}`,
    { name: 'Mine now', url: 'https://evil.example/', category: 'General' },
  ],
  ['delete', `/api/event-sources/${sourceId}`],
  ['post', `/api/event-sources/${sourceId}/scrape`],
  ['get', `/api/audit/users/${alice.id}/history`],
  ['get', `/api/audit/users/${alice.id}/calendar`],
];

it("reaches nothing of another user's through any route that takes an id", async () => {
  const answers: string[] = [];
  for (const [method, path, body] of crossUserCalls()) {
    const call = mallory.agent[method](path);
    const response = await (body === undefined ? call : call.send(body));
    answers.push(`${method.toUpperCase()} ${path.replace(/[0-9a-f-]{36}/g, ':id')} → ${response.status}`);
    expect([path, response.status >= 400 && response.status < 500, typeof response.body.message]).toEqual([
      path,
      true,
      'string',
    ]);
  }
  // Nothing of Alice's changed.
  const sources = (await alice.agent.get('/api/event-sources')).body as EventSource[];
  expect(sources.map((source) => [source.id, source.name])).toEqual([[sourceId, 'Venue']]);
  const comments = (await alice.agent.get(`/api/events/${eventId}/comments`)).body as { id: string }[];
  expect(comments.map((comment) => comment.id)).toEqual([commentId]);
  expect((await alice.agent.get(`/api/events/${eventId}/likes`)).body).toEqual([]);
  expect(answers).toHaveLength(crossUserCalls().length);
});

/** Bodies a fuzzer sends every JSON route: wrong shapes, wrong types, hostile keys, huge values. */
const HOSTILE_BODIES: unknown[] = [
  null,
  [],
  'text',
  42,
  { __proto__: { admin: true } },
  { constructor: { prototype: { admin: true } } },
  { email: ['a@b.c'], password: { $gt: '' }, url: 12, name: null, userId: {}, friendIds: 'x' },
  { name: 'x'.repeat(60_000) },
  { content: '\u0000\u202e\ud800', title: '\r\n', eventIds: '["' + 'x'.repeat(5000) + '"]' },
];

const JSON_ROUTES: [Method, string][] = [
  ['post', '/api/auth/register'],
  ['post', '/api/auth/login'],
  ['post', '/api/event-sources'],
  ['patch', '/api/event-sources/00000000-0000-4000-8000-000000000000'],
  ['patch', '/api/preferences'],
  ['patch', '/api/user/preferences'],
  ['post', '/api/friends/request'],
  ['post', '/api/friends/accept'],
  ['post', '/api/friends/decline'],
  ['post', '/api/blocks'],
  ['post', '/api/email-invite'],
  ['post', '/api/invites/accept'],
  ['post', '/api/analytics'],
  ['post', '/api/notifications/read'],
  ['post', '/api/calendar/feed'],
  ['post', '/auth/apple/callback'],
];

it('answers every malformed JSON body with a 4xx and a message, never a 5xx', async () => {
  const fuzzer = await member(server.url, 'Fuzz');
  const failures: string[] = [];
  for (const [method, path] of JSON_ROUTES) {
    for (const body of HOSTILE_BODIES) {
      const response = await fuzzer.agent[method](path)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(body));
      const ok =
        response.status < 500 && (response.status < 400 || typeof response.body.message === 'string');
      if (!ok) failures.push(`${method} ${path} ${JSON.stringify(body).slice(0, 60)} → ${response.status}`);
    }
    const broken = await fuzzer.agent[method](path).set('Content-Type', 'application/json').send('{"a":');
    if (broken.status !== 400) failures.push(`${method} ${path} broken JSON → ${broken.status}`);
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
  for (const path of ['/api/events', '/api/upload-avatar']) {
    for (const fill of forms) {
      const response = await fill(alice.agent.post(path));
      if (response.status >= 500 || typeof response.body.message !== 'string')
        failures.push(`${path} form ${forms.indexOf(fill)} → ${response.status}`);
    }
  }
  expect(failures).toEqual([]);
});
