import request from 'supertest';
import { startServer, type RunningServer } from './support/server';
import { befriend, member, ownEvent, type Member } from './support/social';

let server: RunningServer;
let leaver: Member;
let friend: Member;
let eventId: string;
let friendsEventId: string;
const password = 'analytical1!';

beforeAll(async () => {
  server = await startServer();
  leaver = await member(server.url, 'Leaver');
  friend = await member(server.url, 'Stayer');
  eventId = await ownEvent(leaver, 'Farewell picnic');
  await befriend(friend, leaver);
  await leaver.agent
    .post(`/api/events/${eventId}/invite`)
    .send({ friendIds: [friend.id] })
    .expect(200);
  await leaver.agent.post(`/api/events/${eventId}/comment`).send({ content: 'Bring a blanket' }).expect(201);
  await friend.agent.post(`/api/events/${eventId}/like`).expect(200);
  friendsEventId = await ownEvent(friend, 'Stayer barbecue');
  await friend.agent
    .post(`/api/events/${friendsEventId}/invite`)
    .send({ friendIds: [leaver.id] })
    .expect(200);
  await leaver.agent
    .post(`/api/events/${friendsEventId}/comment`)
    .send({ content: 'Count me in' })
    .expect(201);
}, 60_000);
afterAll(() => server?.stop());

describe('your data', () => {
  it('downloads everything kept about the user as one JSON file', async () => {
    const response = await leaver.agent.get('/api/user/export');
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const data = JSON.parse(response.text) as {
      profile: Record<string, unknown>;
      ownEvents: { title: string }[];
      comments: { content: string }[];
      friends: { friends: { userId: string }[] };
      invitations: { eventsSharedByMe: unknown[] };
    };
    expect(data.profile).toMatchObject({ id: leaver.id, email: leaver.email });
    expect(data.profile).not.toHaveProperty('passwordHash');
    expect(data.ownEvents.map((event) => event.title)).toEqual(['Farewell picnic']);
    expect(data.comments.map((comment) => comment.content).sort()).toEqual(['Bring a blanket', 'Count me in']);
    expect(data.friends.friends.map((link) => link.userId)).toEqual([friend.id]);
    expect(data.invitations.eventsSharedByMe).toEqual([{ eventId, title: 'Farewell picnic' }]);
    expect(response.text).not.toContain('scrypt$');
  });

  it('refuses to erase without the right password, and changes nothing', async () => {
    const missing = await leaver.agent.delete('/api/user').send({});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Enter your password to delete your account');
    const wrong = await leaver.agent.delete('/api/user').send({ password: 'not-it-at-all' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe('Password is incorrect');
    expect((await leaver.agent.get('/api/auth/user')).status).toBe(200);
    expect((await request(server.url).delete('/api/user').send({ password })).status).toBe(401);
  });

  it('erases the account: session ended, sign-in refused, friends lose the edge and the user’s events, comments by "Deleted user"', async () => {
    const erased = await leaver.agent.delete('/api/user').send({ password });
    expect(erased.status).toBe(204);
    expect((await leaver.agent.get('/api/auth/user')).status).toBe(401);
    const signIn = await request(server.url).post('/api/auth/login').send({ email: leaver.email, password });
    expect(signIn.status).toBe(401);

    const friends = await friend.agent.get('/api/friends');
    expect(friends.body).toEqual([]);
    // The user's own event is gone, for the friend invited to it too.
    expect((await friend.agent.get(`/api/events/${eventId}/comments`)).status).toBe(404);
    // Their comment on the friend's event stays in the thread, from a deleted user, without its text.
    const comments = await friend.agent.get(`/api/events/${friendsEventId}/comments`);
    expect(comments.status).toBe(200);
    expect(comments.body).toEqual([
      expect.objectContaining({
        content: 'Comment removed with its author’s account.',
        user: expect.objectContaining({ name: 'Deleted user', firstName: 'Deleted user' }),
      }),
    ]);
  });

  it('frees the e-mail address for a new account', async () => {
    const again = await request(server.url).post('/api/auth/register').send({
      firstName: 'New',
      lastName: 'Start',
      email: leaver.email,
      password,
      confirmPassword: password,
    });
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(leaver.id);
  });
});
