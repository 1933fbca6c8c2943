import fs from 'node:fs';
import path from 'node:path';
import { SERVER_MESSAGES } from '@eventfold/contracts';
import { signedInAgent } from '../support/accounts';
import { startServer, type RunningServer } from '../support/server';
import { FULL, report } from './security-mode';

// Finding 7: 300 requests to POST /api/analytics grew the data folder by 34 MB in 2 s, in a log that
// never shrinks. Each event is now small and each account may send only so many.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

function logBytes(): number {
  return fs
    .readdirSync(server.dataDir)
    .filter((name) => name.startsWith('events.sqlite'))
    .reduce((total, name) => total + fs.statSync(path.join(server.dataDir, name)).size, 0);
}

it('refuses properties beyond ten short keys and short values', async () => {
  const { agent } = await signedInAgent(server.url);
  const many = Object.fromEntries(Array.from({ length: 500 }, (_, index) => [`k${index}`, 'x'.repeat(180)]));
  for (const properties of [many, { ['k'.repeat(41)]: 1 }, { view: 'x'.repeat(201) }, { 'bad key': 1 }]) {
    const response = await agent.post('/api/analytics').send({ event: 'event_click', properties });
    expect(response.status).toBe(400);
    expect(typeof response.body.message).toBe('string');
  }
});

it('accepts a burst only up to the per-account limit', async () => {
  const { agent } = await signedInAgent(server.url);
  const before = logBytes();
  const sent = FULL ? 300 : 60;
  const properties = Object.fromEntries(
    Array.from({ length: 10 }, (_, index) => [`key${index}`, 'x'.repeat(200)]),
  );
  const statuses: number[] = [];
  let refusal: { message?: string } | undefined;
  for (let index = 0; index < sent; index += 1) {
    const response = await agent.post('/api/analytics').send({ event: 'event_click', properties });
    statuses.push(response.status);
    if (response.status === 429) refusal = response.body;
  }
  const accepted = statuses.filter((status) => status === 204).length;
  report(
    `analytics: ${sent} maximal requests, ${accepted} kept, log grew ${((logBytes() - before) / 1024).toFixed(0)} KB`,
  );
  expect(accepted).toBe(30);
  expect(statuses.filter((status) => status === 429)).toHaveLength(sent - 30);
  expect(refusal).toEqual({ message: SERVER_MESSAGES.tooManyAnalytics });
});
