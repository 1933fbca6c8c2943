import request from 'supertest';
import { SERVER_MESSAGES } from '@eventfold/contracts';
import { befriend, block, member } from './support/social';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

describe('signed out', () => {
  it.each([
    ['get', '/api/friends'],
    ['get', '/api/friends/requests'],
    ['get', '/api/friends/activity'],
    ['post', '/api/friends/request'],
    ['post', '/api/friends/accept'],
    ['post', '/api/friends/decline'],
    ['delete', '/api/friends/x'],
    ['post', '/api/blocks'],
    ['delete', '/api/blocks/x'],
    ['post', '/api/email-invite'],
    ['post', '/api/invites/accept'],
    ['post', '/api/events/x/like'],
    ['delete', '/api/events/x/like'],
    ['get', '/api/events/x/likes'],
    ['get', '/api/events/x/comments'],
    ['post', '/api/events/x/comment'],
    ['delete', '/api/events/x/comments/y'],
    ['get', '/api/events/social-data?eventIds=[]'],
    ['get', '/api/user/likes'],
    ['post', '/api/events/x/invite'],
    ['post', '/api/event-invitations/x/accept'],
    ['post', '/api/event-invitations/x/decline'],
    ['get', '/api/notifications'],
    ['get', '/api/notifications/unread-count'],
    ['post', '/api/notifications/read'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const response = await request(server.url)[method](url);
    expect([response.status, response.body]).toEqual([401, { message: SERVER_MESSAGES.unauthorized }]);
  });
});

describe('friend requests', () => {
  it('goes from a request to friends, listed on both sides with public fields only', async () => {
    const [a, b] = [await member(server.url, 'Ann'), await member(server.url, 'Ben')];
    const sent = await a.agent.post('/api/friends/request').send({ userId: b.id });
    expect([sent.status, sent.body]).toEqual([201, { status: 'pending' }]);
    const requests = await b.agent.get('/api/friends/requests');
    expect(requests.body).toEqual([
      {
        requesterId: a.id,
        requester: { id: a.id, name: null, firstName: 'Ann', lastName: 'Lovelace', profileImageUrl: null },
        status: 'pending',
        createdAt: expect.any(String),
      },
    ]);
    expect((await a.agent.get('/api/friends/requests')).body).toEqual([]);
    expect((await b.agent.post('/api/friends/accept').send({ requesterId: a.id })).status).toBe(200);
    expect((await a.agent.get('/api/friends')).body).toEqual([
      expect.objectContaining({ id: b.id, firstName: 'Ben', friendsSince: expect.any(String) }),
    ]);
    expect((await b.agent.get('/api/friends')).body).toEqual([expect.objectContaining({ id: a.id })]);
    expect(JSON.stringify((await b.agent.get('/api/friends')).body)).not.toContain(a.email);
    expect((await b.agent.get('/api/friends/requests')).body).toEqual([]);
  });

  it('accepts both ways when the other had already asked', async () => {
    const [a, b] = [await member(server.url, 'Ann'), await member(server.url, 'Ben')];
    await a.agent.post('/api/friends/request').send({ userId: b.id });
    const back = await b.agent.post('/api/friends/request').send({ userId: a.id });
    expect([back.status, back.body]).toEqual([201, { status: 'accepted' }]);
    expect((await a.agent.get('/api/friends')).body).toHaveLength(1);
  });

  it('refuses duplicates, oneself, unknown users and missing ids', async () => {
    const [a, b] = [await member(server.url, 'Ann'), await member(server.url, 'Ben')];
    await a.agent.post('/api/friends/request').send({ userId: b.id });
    const again = await a.agent.post('/api/friends/request').send({ userId: b.id });
    expect([again.status, again.body]).toEqual([
      409,
      { message: 'You have already sent a friend request to this user.' },
    ]);
    const self = await a.agent.post('/api/friends/request').send({ userId: a.id });
    expect([self.status, self.body]).toEqual([
      400,
      { message: 'You cannot send a friend request to yourself.' },
    ]);
    expect((await a.agent.post('/api/friends/request').send({ userId: 'nobody' })).status).toBe(400);
    const unknown = { userId: '00000000-0000-4000-8000-000000000000' };
    expect((await a.agent.post('/api/friends/request').send(unknown)).status).toBe(404);
    expect((await a.agent.post('/api/friends/request').send({})).body).toEqual({
      message: 'userId is required',
    });
    await b.agent.post('/api/friends/accept').send({ requesterId: a.id });
    const friends = await b.agent.post('/api/friends/request').send({ userId: a.id });
    expect([friends.status, friends.body]).toEqual([409, { message: 'You are already friends.' }]);
    expect((await b.agent.post('/api/friends/accept').send({ requesterId: a.id })).status).toBe(409);
  });

  it('declines a request, which can then be sent again', async () => {
    const [a, b] = [await member(server.url, 'Ann'), await member(server.url, 'Ben')];
    await a.agent.post('/api/friends/request').send({ userId: b.id });
    // Only the addressee can answer a request.
    expect((await a.agent.post('/api/friends/decline').send({ requesterId: b.id })).status).toBe(404);
    expect((await b.agent.post('/api/friends/decline').send({ requesterId: a.id })).status).toBe(200);
    expect((await b.agent.get('/api/friends/requests')).body).toEqual([]);
    expect((await b.agent.post('/api/friends/accept').send({ requesterId: a.id })).status).toBe(404);
    expect((await a.agent.post('/api/friends/request').send({ userId: b.id })).status).toBe(201);
  });

  it('unfriends on either side', async () => {
    const [a, b] = [await member(server.url, 'Ann'), await member(server.url, 'Ben')];
    await befriend(a, b);
    expect((await b.agent.delete(`/api/friends/${a.id}`)).status).toBe(200);
    expect((await a.agent.get('/api/friends')).body).toEqual([]);
    const again = await b.agent.delete(`/api/friends/${a.id}`);
    expect([again.status, again.body]).toEqual([404, { message: 'You are not friends with this user.' }]);
  });
});

describe('blocks', () => {
  it('ends the friendship and stops requests either way until unblocked', async () => {
    const [a, d] = [await member(server.url, 'Ann'), await member(server.url, 'Dan')];
    await befriend(a, d);
    await block(a, d);
    expect((await a.agent.get('/api/friends')).body).toEqual([]);
    expect((await d.agent.get('/api/friends')).body).toEqual([]);
    for (const [from, to] of [
      [d, a],
      [a, d],
    ] as const) {
      const refused = await from.agent.post('/api/friends/request').send({ userId: to.id });
      expect([refused.status, refused.body]).toEqual([
        403,
        { message: 'You cannot send a friend request to this user.' },
      ]);
    }
    expect((await a.agent.post('/api/blocks').send({ userId: d.id })).status).toBe(409);
    expect((await a.agent.post('/api/blocks').send({ userId: a.id })).status).toBe(400);
    expect((await a.agent.delete(`/api/blocks/${d.id}`)).status).toBe(200);
    expect((await a.agent.delete(`/api/blocks/${d.id}`)).status).toBe(404);
    expect((await d.agent.post('/api/friends/request').send({ userId: a.id })).status).toBe(201);
  });

  it('drops a pending request when either side blocks', async () => {
    const [a, d] = [await member(server.url, 'Ann'), await member(server.url, 'Dan')];
    await d.agent.post('/api/friends/request').send({ userId: a.id });
    await block(a, d);
    expect((await a.agent.get('/api/friends/requests')).body).toEqual([]);
  });
});
