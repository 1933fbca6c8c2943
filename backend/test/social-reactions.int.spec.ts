import { randomUUID } from 'node:crypto';
import { befriend, member, ownEvent, type Member } from './support/social';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

function socialData(user: Member, eventIds: string[]) {
  return user.agent.get('/api/events/social-data').query({ eventIds: JSON.stringify(eventIds) });
}

describe('likes', () => {
  it('likes and unlikes an event of the own calendar, idempotently', async () => {
    const a = await member(server.url, 'Ann');
    const eventId = await ownEvent(a, 'Gig');
    for (let i = 0; i < 2; i += 1) {
      const liked = await a.agent.post(`/api/events/${eventId}/like`);
      expect([liked.status, liked.body]).toEqual([200, { eventId, liked: true, likeCount: 1 }]);
    }
    expect((await a.agent.get('/api/user/likes')).body).toEqual([{ eventId, createdAt: expect.any(String) }]);
    expect((await a.agent.get(`/api/events/${eventId}/likes`)).body).toEqual([
      {
        userId: a.id,
        user: expect.objectContaining({ id: a.id, firstName: 'Ann' }),
        createdAt: expect.any(String),
      },
    ]);
    for (let i = 0; i < 2; i += 1) {
      const unliked = await a.agent.delete(`/api/events/${eventId}/like`);
      expect([unliked.status, unliked.body]).toEqual([200, { eventId, liked: false, likeCount: 0 }]);
    }
    expect((await a.agent.get('/api/user/likes')).body).toEqual([]);
  });

  it('answers 404 for an event outside the viewer calendar', async () => {
    const [a, c] = [await member(server.url, 'Ann'), await member(server.url, 'Cat')];
    const eventId = await ownEvent(a, 'Private');
    for (const call of [
      c.agent.post(`/api/events/${eventId}/like`),
      c.agent.delete(`/api/events/${eventId}/like`),
      c.agent.get(`/api/events/${eventId}/likes`),
      c.agent.get(`/api/events/${eventId}/comments`),
      c.agent.post(`/api/events/${eventId}/comment`).send({ content: 'hi' }),
      c.agent.post('/api/events/missing/like'),
    ]) {
      const response = await call;
      expect([response.status, response.body]).toEqual([404, { message: 'Event not found' }]);
    }
  });
});

describe('comments', () => {
  it('stores trimmed plain text, lists oldest first and soft-deletes own comments only', async () => {
    const [a, b] = [await member(server.url, 'Ann'), await member(server.url, 'Ben')];
    await befriend(a, b);
    const eventId = await ownEvent(a, 'Gig');
    await a.agent.post(`/api/events/${eventId}/invite`).send({ friendIds: [b.id] });
    const first = await a.agent
      .post(`/api/events/${eventId}/comment`)
      .send({ content: '  <b>Bold</b> & more  ' });
    expect([first.status, first.body]).toEqual([
      201,
      {
        id: expect.any(String),
        eventId,
        userId: a.id,
        content: '<b>Bold</b> & more',
        createdAt: expect.any(String),
        user: { name: null, firstName: 'Ann', profileImageUrl: null },
      },
    ]);
    const second = await b.agent.post(`/api/events/${eventId}/comment`).send({ content: 'Count me in' });
    const listed = await b.agent.get(`/api/events/${eventId}/comments`);
    expect(listed.body.map((c: { content: string }) => c.content)).toEqual([
      '<b>Bold</b> & more',
      'Count me in',
    ]);
    const notMine = await b.agent.delete(`/api/events/${eventId}/comments/${first.body.id as string}`);
    expect([notMine.status, notMine.body]).toEqual([
      403,
      { message: 'You can only delete your own comments.' },
    ]);
    expect((await b.agent.delete(`/api/events/${eventId}/comments/${second.body.id as string}`)).status).toBe(
      200,
    );
    expect((await b.agent.delete(`/api/events/${eventId}/comments/${second.body.id as string}`)).status).toBe(
      404,
    );
    expect((await a.agent.delete(`/api/events/${eventId}/comments/unknown`)).status).toBe(404);
    expect((await a.agent.get(`/api/events/${eventId}/comments`)).body).toEqual([first.body]);
    expect((await socialData(a, [eventId])).body).toEqual({ [eventId]: { friendLikes: 0, commentCount: 1 } });
  });

  it.each([
    [{ content: '   ' }, 'Please write a comment.'],
    [{}, 'Please write a comment.'],
    [{ content: 'x'.repeat(2001) }, 'Comments can be at most 2000 characters.'],
  ])('refuses %j', async (body, message) => {
    const a = await member(server.url, 'Ann');
    const eventId = await ownEvent(a, 'Gig');
    const response = await a.agent.post(`/api/events/${eventId}/comment`).send(body);
    expect([response.status, response.body]).toEqual([400, { message }]);
  });

  it('accepts exactly 2,000 characters', async () => {
    const a = await member(server.url, 'Ann');
    const eventId = await ownEvent(a, 'Gig');
    expect(
      (await a.agent.post(`/api/events/${eventId}/comment`).send({ content: 'x'.repeat(2000) })).status,
    ).toBe(201);
  });
});

describe('social data', () => {
  it('is served by the social route, not taken for an event id by GET /api/events/:id', async () => {
    const [a, b] = [await member(server.url, 'Ann'), await member(server.url, 'Ben')];
    await befriend(a, b);
    const eventId = await ownEvent(a, 'Gig');
    await a.agent.post(`/api/events/${eventId}/invite`).send({ friendIds: [b.id] });
    await b.agent.post(`/api/events/${eventId}/like`);
    await a.agent.post(`/api/events/${eventId}/like`);
    const response = await socialData(a, [eventId, 'unknown']);
    expect([response.status, response.body]).toEqual([
      200,
      { [eventId]: { friendLikes: 1, commentCount: 0 }, unknown: { friendLikes: 0, commentCount: 0 } },
    ]);
    const malformed = await a.agent.get('/api/events/social-data').query({ eventIds: 'not json' });
    expect([malformed.status, malformed.body]).toEqual([
      400,
      { message: 'eventIds must be a JSON array of at most 500 event ids' },
    ]);
  });

  it('answers a batch of 100 event UUIDs, the most the calendar sends in one address', async () => {
    const a = await member(server.url, 'Ann');
    const ids = Array.from({ length: 100 }, () => randomUUID());
    const response = await socialData(a, ids);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body as object)).toHaveLength(100);
  });
});

describe('event invitations', () => {
  it('puts the event in the invitee calendar as invited and in the inviter calendar as shared', async () => {
    const [a, b] = [await member(server.url, 'Ann'), await member(server.url, 'Ben')];
    await befriend(a, b);
    const eventId = await ownEvent(a, 'Gig');
    const invited = await a.agent.post(`/api/events/${eventId}/invite`).send({ friendIds: [b.id, b.id] });
    expect([invited.status, invited.body]).toEqual([200, { invited: 1, message: 'Invited 1 friend' }]);
    const again = await a.agent.post(`/api/events/${eventId}/invite`).send({ friendIds: [b.id] });
    expect(again.body).toEqual({ invited: 0, message: 'Your friends were already invited' });
    // Ranges are whole minutes.
    const thisMinute = Math.floor(Date.now() / 60_000) * 60_000;
    const range = {
      from: new Date(thisMinute).toISOString(),
      to: new Date(thisMinute + 10 * 24 * 3600 * 1000).toISOString(),
    };
    const bEvents = (await b.agent.get('/api/events').query(range)).body as {
      id: string;
      isInvited: boolean;
    }[];
    expect(bEvents).toEqual([
      expect.objectContaining({ id: eventId, title: 'Gig', isInvited: true, sharedByMe: false }),
    ]);
    const aEvents = (await a.agent.get('/api/events').query(range)).body as unknown[];
    expect(aEvents).toEqual([expect.objectContaining({ id: eventId, isInvited: false, sharedByMe: true })]);
    const accepted = await b.agent.post(`/api/event-invitations/${eventId}/accept`);
    expect([accepted.status, accepted.body]).toEqual([200, { eventId, status: 'accepted' }]);
    const declined = await b.agent.post(`/api/event-invitations/${eventId}/decline`);
    expect([declined.status, declined.body]).toEqual([200, { eventId, status: 'declined' }]);
    expect((await b.agent.get('/api/events').query(range)).body).toEqual([]);
    expect((await b.agent.post(`/api/event-invitations/${eventId}/accept`)).status).toBe(404);
    expect((await a.agent.post(`/api/event-invitations/${eventId}/decline`)).status).toBe(404);
  });

  it('refuses non-friends, empty lists and events outside the inviter calendar', async () => {
    const [a, b, c] = [
      await member(server.url, 'Ann'),
      await member(server.url, 'Ben'),
      await member(server.url, 'Cat'),
    ];
    await befriend(a, b);
    const eventId = await ownEvent(a, 'Gig');
    const stranger = await a.agent.post(`/api/events/${eventId}/invite`).send({ friendIds: [b.id, c.id] });
    expect([stranger.status, stranger.body]).toEqual([400, { message: 'You can only invite friends' }]);
    const none = await a.agent.post(`/api/events/${eventId}/invite`).send({ friendIds: [] });
    expect([none.status, none.body]).toEqual([
      400,
      { message: 'Please select at least one friend to invite' },
    ]);
    expect((await b.agent.post(`/api/events/${eventId}/invite`).send({ friendIds: [a.id] })).status).toBe(
      404,
    );
    // Nothing was sent to B by the refused call.
    expect((await b.agent.post(`/api/event-invitations/${eventId}/accept`)).status).toBe(404);
  });
});
