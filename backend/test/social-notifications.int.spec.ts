import { befriend, member, ownEvent, setFlags, type Member } from './support/social';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

type Notification = {
  id: string;
  type: string;
  actor: { id: string };
  eventId: string | null;
  data: object;
  read: boolean;
};

async function pair(): Promise<{ a: Member; b: Member; eventId: string }> {
  const [a, b] = [await member(server.url, 'Ann'), await member(server.url, 'Ben')];
  await befriend(a, b);
  const eventId = await ownEvent(a, 'Gig');
  await a.agent.post(`/api/events/${eventId}/invite`).send({ friendIds: [b.id] });
  return { a, b, eventId };
}

const notifications = async (user: Member, query = '') =>
  (await user.agent.get(`/api/notifications${query}`)).body as Notification[];
const unread = async (user: Member) =>
  ((await user.agent.get('/api/notifications/unread-count')).body as { count: number }).count;

describe('notifications', () => {
  it('tells the owner of likes and comments, latest first, and marks them read', async () => {
    const { a, b, eventId } = await pair();
    const invitee = await notifications(b);
    expect(invitee.map((n) => n.type)).toEqual(['event_invite', 'friend_request']);
    expect(invitee[0]).toMatchObject({
      actor: expect.objectContaining({ id: a.id }),
      eventId,
      data: { eventTitle: 'Gig' },
    });
    await b.agent.post(`/api/events/${eventId}/like`);
    await b.agent.post(`/api/events/${eventId}/comment`).send({ content: 'Nice' });
    await a.agent.post(`/api/events/${eventId}/like`);
    const list = await notifications(a);
    expect(list.map((n) => n.type)).toEqual(['comment', 'like', 'friend_accept']);
    expect(list[1]).toEqual({
      id: expect.any(String),
      type: 'like',
      actor: expect.objectContaining({ id: b.id, firstName: 'Ben' }),
      eventId,
      data: { eventTitle: 'Gig' },
      read: false,
      createdAt: expect.any(String),
    });
    expect(await unread(a)).toBe(3);
    const marked = await a.agent.post('/api/notifications/read').send({ ids: [list[0]!.id] });
    expect([marked.status, marked.body]).toEqual([200, { count: 2 }]);
    expect((await notifications(a)).map((n) => n.read)).toEqual([true, false, false]);
    expect((await a.agent.post('/api/notifications/read').send({})).body).toEqual({ count: 0 });
  });

  it('shows 10 by default and up to 50 on request', async () => {
    const { a, b, eventId } = await pair();
    for (let i = 0; i < 11; i += 1)
      await b.agent.post(`/api/events/${eventId}/comment`).send({ content: `#${i}` });
    expect(await notifications(a)).toHaveLength(10);
    expect(await notifications(a, '?limit=50')).toHaveLength(12);
    expect(await unread(a)).toBe(12);
    expect((await a.agent.get('/api/notifications?limit=51')).status).toBe(400);
  });

  it('stops likes and comments when the notify flags are off; friend requests still arrive', async () => {
    const { a, b, eventId } = await pair();
    await setFlags(a, { notifyOnLike: false, notifyOnComment: false });
    await b.agent.post(`/api/events/${eventId}/like`);
    await b.agent.post(`/api/events/${eventId}/comment`).send({ content: 'Nice' });
    const c = await member(server.url, 'Cat');
    await c.agent.post('/api/friends/request').send({ userId: a.id });
    expect((await notifications(a)).map((n) => n.type)).toEqual(['friend_request', 'friend_accept']);
    await setFlags(a, { notifyOnLike: true });
    await b.agent.delete(`/api/events/${eventId}/like`);
    await b.agent.post(`/api/events/${eventId}/like`);
    expect((await notifications(a))[0]?.type).toBe('like');
  });
});

describe('friend activity', () => {
  const actions = async (viewer: Member) =>
    (
      (await viewer.agent.get('/api/friends/activity')).body as {
        action: string;
        event: { id: string; title: string };
      }[]
    ).map((item) => `${item.action}:${item.event.title}`);

  it('follows the actor share flags at read time, newest first', async () => {
    const { a, b, eventId } = await pair();
    await a.agent.post(`/api/events/${eventId}/like`);
    await a.agent.post(`/api/events/${eventId}/comment`).send({ content: 'Come!' });
    await a.agent.patch(`/api/events/${eventId}/favorite`);
    // Favorites are not shared by default (spec, section 3).
    expect(await actions(b)).toEqual(['commented:Gig', 'liked:Gig']);
    await setFlags(a, { shareFavorites: true });
    expect(await actions(b)).toEqual(['favorited:Gig', 'commented:Gig', 'liked:Gig']);
    await setFlags(a, { shareLikes: false, shareComments: false });
    expect(await actions(b)).toEqual(['favorited:Gig']);
    await setFlags(a, { shareFavorites: false });
    expect(await actions(b)).toEqual([]);
    await setFlags(a, { shareLikes: true });
    expect(await actions(b)).toEqual(['liked:Gig']);
    await a.agent.delete(`/api/events/${eventId}/like`);
    expect(await actions(b)).toEqual([]);
    expect(await actions(a)).toEqual([]);
  });
});
