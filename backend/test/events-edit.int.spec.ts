import sharp from 'sharp';
import request from 'supertest';
import { calendarEventListSchema, calendarEventSchema, EVENT_MESSAGES } from '@eventfold/contracts';
import { signedInAgent } from './support/accounts';
import { createEvent, readStream } from './support/calendar-events';
import { befriend, member } from './support/social';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

type Agent = ReturnType<typeof request.agent>;
const dinner = { title: 'Dinner', location: 'Home', date: '2026-06-10', timeStart: '19:00' };
const june = { from: '2026-06-01T00:00:00Z', to: '2026-07-01T00:00:00Z' };
const png = (r: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r, g: 20, b: 20 } } })
    .png()
    .toBuffer();

async function listJune(agent: Agent) {
  const response = await agent.get('/api/events').query(june);
  expect(response.status).toBe(200);
  return calendarEventListSchema.parse(response.body);
}

function patchMultipart(agent: Agent, id: string, fields: Record<string, string>, image?: Buffer) {
  let call = agent.patch(`/api/events/${id}`);
  for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
  if (image !== undefined) call = call.attach('image', image, 'poster.png');
  return call;
}

async function created(agent: Agent, image?: Buffer) {
  const response = await createEvent(
    agent,
    dinner,
    image === undefined ? undefined : { content: image, name: 'poster.png' },
  );
  expect(response.status).toBe(201);
  return calendarEventSchema.parse(response.body);
}

describe('PATCH /api/events/{id}', () => {
  it('changes the owner event as a versioned domain event, and keeps the picture unless asked', async () => {
    const { agent, user } = await signedInAgent(server.url);
    const event = await created(agent, await png(200));
    const response = await agent
      .patch(`/api/events/${event.id}`)
      .send({ ...dinner, title: 'Dinner at Ana’s', timeStart: '20:30', description: 'Bring wine' });
    expect(response.status).toBe(200);
    const changed = calendarEventSchema.parse(response.body);
    expect(changed).toMatchObject({
      id: event.id,
      title: 'Dinner at Ana’s',
      description: 'Bring wine',
      startDate: '2026-06-11T01:30:00.000Z',
      endDate: '2026-06-11T02:30:00.000Z',
      imageUrl: `/api/events/${event.id}/image?v=${changed.imageUrl?.split('v=')[1] ?? 'x'}`,
    });
    expect(await listJune(agent)).toEqual([changed]);
    const stream = await readStream(server.dataDir, `event-${event.id}`);
    expect(stream.map((stored) => stored.type)).toEqual(['EventCreated', 'EventUpdated']);
    expect(stream[1]).toMatchObject({ data: { userId: user.id, copyHolderIds: [] } });
  });

  it('takes a new picture by multipart, checked by its bytes, and can drop it', async () => {
    const { agent } = await signedInAgent(server.url);
    const event = await created(agent, await png(200));
    const replaced = await patchMultipart(agent, event.id, dinner, await png(10));
    expect(replaced.status).toBe(200);
    const imageUrl = calendarEventSchema.parse(replaced.body).imageUrl!;
    expect(imageUrl).toMatch(new RegExp(`^/api/events/${event.id}/image\\?v=`));
    const image = await agent.get(imageUrl);
    expect(image.status).toBe(200);
    const { data } = await sharp(image.body as Buffer)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeLessThan(60);

    const fake = await patchMultipart(
      agent,
      event.id,
      { ...dinner, title: 'Not saved' },
      Buffer.from('<svg onload="alert(1)"></svg>'),
    );
    expect(fake.status).toBe(400);
    expect(fake.body).toEqual({ message: EVENT_MESSAGES.imageWrongType });
    expect((await listJune(agent))[0]).toMatchObject({ title: 'Dinner', imageUrl });

    const removed = await patchMultipart(agent, event.id, { ...dinner, removeImage: 'true' });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ imageUrl: null });
  });

  it('answers the form messages and changes nothing on bad input', async () => {
    const { agent } = await signedInAgent(server.url);
    const event = await created(agent);
    const response = await agent.patch(`/api/events/${event.id}`).send({ ...dinner, title: '  ' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: EVENT_MESSAGES.titleRequired });
    expect(await listJune(agent)).toEqual([event]);
  });

  it('answers 404 for an event that is not the caller’s own, and 401 signed out', async () => {
    const owner = await signedInAgent(server.url);
    const other = await signedInAgent(server.url);
    const event = await created(owner.agent);
    for (const call of [
      other.agent.patch(`/api/events/${event.id}`).send(dinner),
      other.agent.delete(`/api/events/${event.id}`),
      other.agent.patch('/api/events/no-such-event').send(dinner),
    ]) {
      const response = await call;
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: EVENT_MESSAGES.notFound });
    }
    expect((await request(server.url).delete(`/api/events/${event.id}`)).status).toBe(401);
    expect(await listJune(owner.agent)).toEqual([event]);
  });
});

describe('invitees and the shared page follow the owner', () => {
  it('updates the invited copy, then removes every copy and the shared page on delete', async () => {
    const host = await member(server.url, 'Host');
    const guest = await member(server.url, 'Guest');
    await befriend(host, guest);
    const event = await created(host.agent);
    const invited = await host.agent.post(`/api/events/${event.id}/invite`).send({ friendIds: [guest.id] });
    expect(invited.status).toBeLessThan(300);
    // The shared page exists once the host made a share link (a private event's id alone opens nothing).
    expect((await host.agent.post(`/api/events/${event.id}/share`)).status).toBeLessThan(300);

    const changed = await host.agent.patch(`/api/events/${event.id}`).send({ ...dinner, title: 'Picnic' });
    expect(changed.status).toBe(200);
    expect(await listJune(guest.agent)).toEqual([
      expect.objectContaining({ id: event.id, title: 'Picnic', isInvited: true, invitedById: host.id }),
    ]);
    expect((await request(server.url).get(`/api/events/${event.id}`)).body).toMatchObject({
      title: 'Picnic',
    });

    const deleted = await host.agent.delete(`/api/events/${event.id}`);
    expect(deleted.status).toBe(200);
    expect(await listJune(host.agent)).toEqual([]);
    expect(await listJune(guest.agent)).toEqual([]);
    expect((await request(server.url).get(`/api/events/${event.id}`)).status).toBe(404);
    // Deleted is final: a second delete or an edit finds nothing.
    expect((await host.agent.delete(`/api/events/${event.id}`)).status).toBe(404);
  });
});
