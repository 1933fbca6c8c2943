import request from 'supertest';
import { calendarFeedSchema } from '@eventfold/contracts';
import { signedInAgent } from '../support/accounts';
import { startServer, type RunningServer } from '../support/server';

// Round three, low: the calendar feed could only be rotated, not switched off. DELETE /api/calendar/feed
// switches it off: its link answers 404 at once and after a restart,
// and a link made later is a new one, never the one switched off.
jest.setTimeout(180_000);

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

/** The feed's path on this server (its URL is built from PUBLIC_URL, the server's own address here). */
const pathOf = (url: string) => new URL(url).pathname;

it('switches the calendar feed off: the old link stops working, and a new one can be made again', async () => {
  const { agent } = await signedInAgent(server.url);
  const anonymous = request(server.url);
  const made = calendarFeedSchema.parse((await agent.post('/api/calendar/feed')).body).url!;
  expect((await anonymous.get(pathOf(made))).status).toBe(200);

  expect((await anonymous.delete('/api/calendar/feed')).status).toBe(401);
  const off = await agent.delete('/api/calendar/feed');
  expect(off.status).toBe(200);
  expect(off.body).toEqual({ url: null });
  const gone = await anonymous.get(pathOf(made));
  expect(gone.status).toBe(404);
  expect(gone.body).toEqual({ message: expect.any(String) });
  expect((await agent.get('/api/calendar/feed')).body).toEqual({ url: null });
  // Off already: nothing changes.
  expect((await agent.delete('/api/calendar/feed')).status).toBe(200);

  const again = calendarFeedSchema.parse((await agent.post('/api/calendar/feed')).body).url!;
  expect(again).not.toBe(made);
  expect((await anonymous.get(pathOf(again))).status).toBe(200);
  expect((await anonymous.get(pathOf(made))).status).toBe(404);
  expect((await agent.delete('/api/calendar/feed')).status).toBe(200);

  // Restarted on the same data, the server still opens neither link.
  await server.stop();
  server = await startServer({}, server.dataDir);
  const restarted = request(server.url);
  expect((await restarted.get(pathOf(made))).status).toBe(404);
  expect((await restarted.get(pathOf(again))).status).toBe(404);
});
