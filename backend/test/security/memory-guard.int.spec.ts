import { SERVER_MESSAGES } from '@eventfold/contracts';
import request from 'supertest';
import { signedInAgent } from '../support/accounts';
import { createEvent } from '../support/calendar-events';
import { startServer, temporaryDataDir, type RunningServer } from '../support/server';

// Round three, critical: after the out-of-memory crash, every restart loaded the same read models and
// the next few writes crashed it again. Above MEMORY_GUARD_HEAP_PERCENT of the heap limit (live after a
// full collection) writes answer 503 with a message while reads, sign-in and deletions go on. Here the
// threshold is set below what any server holds, on a restart over data written before.
jest.setTimeout(180_000);

let server: RunningServer | undefined;
afterEach(() => server?.stop());

it('answers writes 503 with a message above the threshold, and keeps reads and sign-in working', async () => {
  const dataDir = temporaryDataDir();
  server = await startServer({}, dataDir);
  const { agent, account } = await signedInAgent(server.url);
  const created = await createEvent(agent, {
    title: 'Kept',
    location: 'The Hall',
    date: '2026-12-05',
    timeStart: '19:00',
  });
  expect(created.status).toBe(201);
  await server.stop();

  server = await startServer({ MEMORY_GUARD_HEAP_PERCENT: '1' }, dataDir);
  const returning = request.agent(server.url);
  expect(
    (await returning.post('/api/auth/login').send({ email: account.email, password: account.password }))
      .status,
  ).toBe(200);
  const events = await returning
    .get('/api/events')
    .query({ from: '2026-12-01T00:00:00.000Z', to: '2026-12-31T00:00:00.000Z' });
  expect(events.status).toBe(200);
  expect((events.body as { title: string }[]).map((event) => event.title)).toEqual(['Kept']);

  for (const write of [
    createEvent(returning, { title: 'More', location: 'The Hall', date: '2026-12-06', timeStart: '19:00' }),
    returning
      .post('/api/event-sources')
      .send({ url: 'https://hall.example', category: 'General', isActive: true }),
    request(server.url).post('/api/auth/register').send({
      firstName: 'A',
      lastName: 'B',
      email: 'new@example.com',
      password: 'analytical1!',
      confirmPassword: 'analytical1!',
    }),
  ]) {
    const refused = await write;
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ message: SERVER_MESSAGES.memoryFull });
    expect(refused.headers['retry-after']).toBeDefined();
  }
  // Freeing memory stays possible.
  const eventId = (created.body as { id: string }).id;
  expect((await returning.delete(`/api/events/${eventId}`)).status).toBe(200);
  expect((await request(server.url).get('/healthz')).status).toBe(200);
  expect(server.output()).toContain('memory guard');
});
