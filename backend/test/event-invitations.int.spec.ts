import { befriend, member, ownEvent, type Member } from './support/social';
import { startServer, type RunningServer } from './support/server';

/** Who the caller has invited to an event: what the invite dialog shows as already invited. */
let server: RunningServer;
let ann: Member, ben: Member, cat: Member, dan: Member;
let eventId: string;

beforeAll(async () => {
  server = await startServer();
  ann = await member(server.url, 'Ann');
  ben = await member(server.url, 'Ben');
  cat = await member(server.url, 'Cat');
  dan = await member(server.url, 'Dan');
  await befriend(ann, ben);
  await befriend(ann, cat);
  await befriend(ben, cat);
  eventId = await ownEvent(ann, 'Gig');
});
afterAll(() => server?.stop());

const invitedBy = async (user: Member, id = eventId) => {
  const response = await user.agent.get(`/api/events/${id}/invitations`);
  return {
    status: response.status,
    body: response.body as { invitedFriendIds?: string[]; message?: string },
  };
};

it('lists nobody before any invitation, then each invited friend once', async () => {
  expect(await invitedBy(ann)).toEqual({ status: 200, body: { invitedFriendIds: [] } });
  expect((await ann.agent.post(`/api/events/${eventId}/invite`).send({ friendIds: [ben.id] })).status).toBe(
    200,
  );
  // Inviting again changes nothing and lists Ben once.
  await ann.agent.post(`/api/events/${eventId}/invite`).send({ friendIds: [ben.id, cat.id] });
  expect((await invitedBy(ann)).body.invitedFriendIds).toEqual([ben.id, cat.id].sort());
});

it('keeps an accepted invitation and lets a declined one be sent again', async () => {
  expect((await ben.agent.post(`/api/event-invitations/${eventId}/accept`)).status).toBe(200);
  expect((await cat.agent.post(`/api/event-invitations/${eventId}/decline`)).status).toBe(200);
  expect((await invitedBy(ann)).body.invitedFriendIds).toEqual([ben.id]);
});

it("shows only the caller's own invitations, and nothing of an event outside their calendar", async () => {
  // Ben has the event (he accepted) and has invited nobody to it; Ann's invitations are not his to read.
  expect(await invitedBy(ben)).toEqual({ status: 200, body: { invitedFriendIds: [] } });
  await ben.agent.post(`/api/events/${eventId}/invite`).send({ friendIds: [cat.id] });
  expect((await invitedBy(ben)).body.invitedFriendIds).toEqual([cat.id]);
  expect((await invitedBy(ann)).body.invitedFriendIds).toEqual([ben.id]);
  // Dan is no friend and has no copy: the event reads as missing, with a message.
  const stranger = await invitedBy(dan);
  expect(stranger.status).toBe(404);
  expect(typeof stranger.body.message).toBe('string');
  expect((await invitedBy(ann, 'no-such-event')).status).toBe(404);
});
