import request from 'supertest';
import { newAccount } from './support/accounts';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ LOG_LEVEL: 'info' });
});
afterAll(() => server?.stop());

interface RequestLine {
  msg: string;
  userId?: string;
  responseTime: number;
  req: { method: string; path: string };
  res: { statusCode: number };
}

function requestLines(output: string): RequestLine[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Partial<RequestLine>)
    .filter((line): line is RequestLine => line.req !== undefined && line.res !== undefined);
}

it('logs one JSON line per request: method, path without query, status, time and user id, and no secrets', async () => {
  const agent = request.agent(server.url);
  const account = newAccount();
  const signUp = await agent.post('/api/auth/register').send(account);
  const userId = (signUp.body as { id: string }).id;
  await agent.get('/api/events').query({ from: '2026-06-01', to: '2026-07-01' });
  await agent.get('/api/calendar/secret-feed-token-123.ics');
  const output = await server.waitForOutput('"/api/calendar/', 5000);

  const lines = requestLines(output);
  const events = lines.find((line) => line.req.path === '/api/events');
  expect(events).toMatchObject({ msg: 'GET 200', userId, res: { statusCode: 200 } });
  expect(typeof events?.responseTime).toBe('number');
  expect(lines.find((line) => line.req.path === '/api/auth/register')?.res.statusCode).toBe(201);
  expect(lines.some((line) => line.req.path === '/api/calendar/…')).toBe(true);
  for (const secret of [account.email, account.password, 'eventfold.sid', 'secret-feed-token', '2026-06-01'])
    expect(output).not.toContain(secret);
});
