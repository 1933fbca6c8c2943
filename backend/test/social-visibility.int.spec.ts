import { befriend, block, member, ownEvent, type Member } from './support/social';
import { startServer, type RunningServer } from './support/server';

/**
 * A and B are friends, C is a stranger, D was A's friend until A blocked D. A's event E is in A's,
 * B's and D's calendars (A invited both before the block); each of them liked it and commented.
 */
let server: RunningServer;
let a: Member, b: Member, c: Member, d: Member;
let eventId: string;
let inviteLink: string;

beforeAll(async () => {
  server = await startServer();
  a = await member(server.url, 'Ann');
  b = await member(server.url, 'Ben');
  c = await member(server.url, 'Cat');
  d = await member(server.url, 'Dan');
  await befriend(a, b);
  await befriend(a, d);
  eventId = await ownEvent(a, 'Gig');
  await a.agent.post(`/api/events/${eventId}/invite`).send({ friendIds: [b.id, d.id] });
  for (const user of [d, b, a]) {
    await user.agent.post(`/api/events/${eventId}/like`);
    await user.agent.post(`/api/events/${eventId}/comment`).send({ content: `from ${user.id}` });
  }
  await block(a, d);
  // After the block D still has the invited event and reacts again: A must not hear of it.
  await d.agent.delete(`/api/events/${eventId}/like`);
  await d.agent.post(`/api/events/${eventId}/like`);
  await d.agent.post(`/api/events/${eventId}/comment`).send({ content: 'after the block' });
  inviteLink = (await a.agent.post('/api/email-invite').send({ email: 'x@example.com' })).body
    .inviteLink as string;
});
afterAll(() => server?.stop());

const ids = (list: { id?: string; userId?: string }[]) => list.map((item) => item.id ?? item.userId).sort();
const get = async (user: Member, url: string) =>
  (await user.agent.get(url)).body as { userId: string; id: string }[];

it('friends lists: only mutual, unblocked friends', async () => {
  expect(ids(await get(a, '/api/friends'))).toEqual([b.id]);
  expect(ids(await get(b, '/api/friends'))).toEqual([a.id]);
  expect(await get(c, '/api/friends')).toEqual([]);
  expect(await get(d, '/api/friends')).toEqual([]);
});

it('friend requests: strangers may ask, the blocked one may not', async () => {
  expect((await d.agent.post('/api/friends/request').send({ userId: a.id })).status).toBe(403);
  expect((await c.agent.post('/api/friends/request').send({ userId: b.id })).status).toBe(201);
  expect((await b.agent.get('/api/friends/requests')).body).toEqual([
    expect.objectContaining({ requesterId: c.id }),
  ]);
  expect((await a.agent.get('/api/friends/requests')).body).toEqual([]);
});

it('activity: friends only, never across a block', async () => {
  const actors = async (user: Member) =>
    [
      ...new Set(
        (await get(user, '/api/friends/activity')).map(
          (item) => (item as unknown as { user: { id: string } }).user.id,
        ),
      ),
    ].sort();
  expect(await actors(a)).toEqual([b.id]);
  expect(await actors(b)).toEqual([a.id]);
  expect(await actors(c)).toEqual([]);
  expect(await actors(d)).toEqual([]);
});

it('likes lists: self and friends; strangers get 404', async () => {
  expect(ids(await get(a, `/api/events/${eventId}/likes`))).toEqual([a.id, b.id].sort());
  expect(ids(await get(b, `/api/events/${eventId}/likes`))).toEqual([a.id, b.id].sort());
  expect(ids(await get(d, `/api/events/${eventId}/likes`))).toEqual([d.id]);
  expect((await c.agent.get(`/api/events/${eventId}/likes`)).status).toBe(404);
});

it('comments: everyone with the event, except across a block', async () => {
  const authors = async (user: Member) =>
    [...new Set((await get(user, `/api/events/${eventId}/comments`)).map((item) => item.userId))].sort();
  expect(await authors(a)).toEqual([a.id, b.id].sort());
  expect(await authors(b)).toEqual([a.id, b.id, d.id].sort());
  expect(await authors(d)).toEqual([b.id, d.id].sort());
  expect((await c.agent.get(`/api/events/${eventId}/comments`)).status).toBe(404);
});

it('social data: friend likes and visible comments, zeros outside the calendar', async () => {
  const data = async (user: Member) =>
    (await user.agent.get('/api/events/social-data').query({ eventIds: JSON.stringify([eventId]) }))
      .body as unknown;
  expect(await data(a)).toEqual({ [eventId]: { friendLikes: 1, commentCount: 2 } });
  expect(await data(b)).toEqual({ [eventId]: { friendLikes: 1, commentCount: 4 } });
  expect(await data(d)).toEqual({ [eventId]: { friendLikes: 0, commentCount: 3 } });
  expect(await data(c)).toEqual({ [eventId]: { friendLikes: 0, commentCount: 0 } });
});

it('notifications: nothing from the blocked user, before or after the block', async () => {
  const list = (await a.agent.get('/api/notifications?limit=50')).body as {
    type: string;
    actor: { id: string };
  }[];
  expect(list.map((n) => n.actor.id)).not.toContain(d.id);
  expect(
    list
      .filter((n) => n.type === 'like' || n.type === 'comment')
      .map((n) => `${n.type}:${n.actor.id}`)
      .sort(),
  ).toEqual([`comment:${b.id}`, `like:${b.id}`]);
  expect((await a.agent.get('/api/notifications/unread-count')).body).toEqual({ count: list.length });
  expect(await get(c, '/api/notifications')).toEqual([]);
});

it('invitations: only friends are invited; the blocked one cannot use an invite link', async () => {
  const dEvent = await ownEvent(d, 'Party');
  expect((await d.agent.post(`/api/events/${dEvent}/invite`).send({ friendIds: [a.id] })).status).toBe(400);
  expect((await a.agent.post(`/api/events/${eventId}/invite`).send({ friendIds: [c.id] })).status).toBe(400);
  const token = new URL(inviteLink).searchParams.get('ref');
  expect((await d.agent.post('/api/invites/accept').send({ token })).status).toBe(400);
  expect((await c.agent.post('/api/invites/accept').send({ token })).status).toBe(200);
  expect(ids(await get(a, '/api/friends'))).toEqual([b.id, c.id].sort());
});
