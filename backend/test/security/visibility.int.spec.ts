import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { startServer, type RunningServer } from '../support/server';
import { befriend, block, member, ownEvent, type Member } from '../support/social';

// Round three, medium: a private event's title reached an invitee's friends through the activity
// feed, and then its description and location through GET /api/events/{id}, even signed out and for
// blocked users. Low: RSVP counts revealed private answers; blocking an unknown user id was accepted.
jest.setTimeout(180_000);

let server: RunningServer;
let owner: Member;
let invitee: Member;
let inviteesFriend: Member;
let blocked: Member;
let privateEventId: string;
const PRIVATE_TITLE = 'Surprise party for Dana';

beforeAll(async () => {
  server = await startServer();
  owner = await member(server.url, 'Owner');
  invitee = await member(server.url, 'Invitee');
  inviteesFriend = await member(server.url, 'Friend');
  blocked = await member(server.url, 'Blocked');
  await befriend(owner, invitee);
  await befriend(invitee, inviteesFriend);
  privateEventId = await ownEvent(owner, PRIVATE_TITLE);
  const invited = await owner.agent
    .post(`/api/events/${privateEventId}/invite`)
    .send({ friendIds: [invitee.id] });
  expect(invited.status).toBe(200);
  expect((await invitee.agent.post(`/api/events/${privateEventId}/like`)).status).toBe(200);
  expect(
    (await invitee.agent.post(`/api/events/${privateEventId}/comment`).send({ content: 'Shh' })).status,
  ).toBe(201);
});
afterAll(() => server?.stop());

async function publicEvent(owner: Member, title: string, visibility: string): Promise<string> {
  let call = owner.agent.post('/api/events');
  const fields = {
    title,
    location: 'Lincoln Park, Chicago, IL 60614',
    date: '2026-12-12',
    timeStart: '12:00',
    visibility,
  };
  for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
  const created = await call;
  expect(created.status).toBe(201);
  return (created.body as { id: string }).id;
}

it("keeps a private event out of the invitee's friends' activity feed", async () => {
  const feed = await inviteesFriend.agent.get('/api/friends/activity');
  expect(feed.status).toBe(200);
  expect(JSON.stringify(feed.body)).not.toContain(PRIVATE_TITLE);
  expect(JSON.stringify(feed.body)).not.toContain(privateEventId);
  // The owner, who may see it, still reads what the invitee did.
  const ownersFeed = await owner.agent.get('/api/friends/activity');
  expect((ownersFeed.body as { event: { title: string } }[]).map((item) => item.event.title)).toContain(
    PRIVATE_TITLE,
  );
});

it('answers GET /api/events/{id} of a private event only to its owner and invitees', async () => {
  for (const viewer of [request(server.url), inviteesFriend.agent, blocked.agent]) {
    const answer = await viewer.get(`/api/events/${privateEventId}`);
    expect(answer.status).toBe(404);
    expect(JSON.stringify(answer.body)).not.toContain(PRIVATE_TITLE);
  }
  for (const viewer of [owner.agent, invitee.agent])
    expect((await viewer.get(`/api/events/${privateEventId}`)).body).toMatchObject({ title: PRIVATE_TITLE });
});

it('answers a public or friends event per its visibility, never to a blocked user', async () => {
  await block(owner, blocked);
  const open = await publicEvent(owner, 'Open picnic', 'public');
  const friendsOnly = await publicEvent(owner, 'Friends picnic', 'friends');
  expect((await request(server.url).get(`/api/events/${open}`)).status).toBe(200);
  expect((await blocked.agent.get(`/api/events/${open}`)).status).toBe(404);
  expect((await invitee.agent.get(`/api/events/${friendsOnly}`)).status).toBe(200);
  expect((await inviteesFriend.agent.get(`/api/events/${friendsOnly}`)).status).toBe(404);
  expect((await request(server.url).get(`/api/events/${friendsOnly}`)).status).toBe(404);
});

it('opens a private event to whoever holds the share link the owner made, except a blocked user', async () => {
  const shared = await ownEvent(owner, 'Shared supper');
  expect((await request(server.url).get(`/api/events/${shared}`)).status).toBe(404);
  expect((await owner.agent.post(`/api/events/${shared}/share`)).status).toBeLessThan(300);
  expect((await request(server.url).get(`/api/events/${shared}`)).body).toMatchObject({
    title: 'Shared supper',
  });
  expect((await blocked.agent.get(`/api/events/${shared}`)).status).toBe(404);
});

it('counts no private RSVP in what others see', async () => {
  const eventId = await publicEvent(owner, 'Counted concert', 'public');
  const settings = {
    name: 'Invitee',
    timezone: 'America/Chicago',
    preferredRadius: 25,
    rsvpVisibility: 'private',
  };
  expect((await invitee.agent.patch('/api/user/preferences').send(settings)).status).toBe(200);
  expect((await invitee.agent.put(`/api/events/${eventId}/rsvp`).send({ status: 'going' })).status).toBe(200);
  const seen = await inviteesFriend.agent.get(`/api/events/${eventId}/rsvps`);
  expect(seen.status).toBe(200);
  // Nothing of the private answer; `status` is the viewer's own answer (none).
  expect(seen.body).toEqual({ counts: { going: 0, interested: 0 }, attendees: [], status: null });
  // The person who answered still sees their own answer, counted.
  const own = (await invitee.agent.get(`/api/events/${eventId}/rsvps`)).body;
  expect([own.status, own.counts]).toEqual(['going', { going: 1, interested: 0 }]);
});

it('answers 404 to blocking an unknown user id', async () => {
  const answer = await owner.agent.post('/api/blocks').send({ userId: randomUUID() });
  expect(answer.status).toBe(404);
  expect(answer.body).toEqual({ message: 'User not found' });
});
