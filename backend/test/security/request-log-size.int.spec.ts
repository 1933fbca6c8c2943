import request from 'supertest';
import { startServer, type RunningServer } from '../support/server';

// Round three, low: each unauthenticated request logged twice its path's length (the path in the
// request's fields and again in the message). One line per request, the path in it once.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ LOG_LEVEL: 'info' });
});
afterAll(() => server?.stop());

it('logs an unauthenticated request once, its path once', async () => {
  const path = `/api/events/${'x'.repeat(4000)}/comments`;
  expect((await request(server.url).get(path)).status).toBe(401);
  const output = await server.waitForOutput(`"statusCode":401`);
  const lines = output.split('\n').filter((line) => line.includes('x'.repeat(4000)));
  expect(lines).toHaveLength(1);
  expect(lines[0]!.split('x'.repeat(4000))).toHaveLength(2);
  expect(lines[0]!.length).toBeLessThan(4000 + 400);
});
