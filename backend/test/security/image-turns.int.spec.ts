import request from 'supertest';
import { SERVER_MESSAGES } from '@eventfold/contracts';
import { signedInAgent } from '../support/accounts';
import { startServer, type RunningServer } from '../support/server';
import { blackPng } from './hostile-files';
import { FULL, report } from './security-mode';

// Round three, medium: one user looping a 40-megapixel image got another user's avatar refused 29 of
// 30 times. The image lane now gives each user one turn at a time (429 with a message past it) and
// holds at most three such images' pixels, with libvips' cache off.
jest.setTimeout(300_000);

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

it("lets another user's avatar through while one user floods the image lane", async () => {
  const flooder = await signedInAgent(server.url);
  const other = await signedInAgent(server.url);
  const large = await blackPng(8000, 5000);
  const small = await blackPng(64, 64);
  const rounds = FULL ? 5 : 2;
  let otherAccepted = 0;
  const refusals: request.Response[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const flood = Array.from({ length: 10 }, () =>
      flooder.agent.post('/api/upload-avatar').attach('avatar', large, 'large.png'),
    );
    // After the flood's requests have reached the lane.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const mine = await other.agent.post('/api/upload-avatar').attach('avatar', small, 'me.png');
    if (mine.status === 201) otherAccepted += 1;
    else report(`the other user's avatar: ${mine.status} ${JSON.stringify(mine.body)}`);
    for (const answer of await Promise.all(flood)) if (answer.status !== 201) refusals.push(answer);
  }
  report(`image lane: the other user's avatar accepted ${otherAccepted} of ${rounds} times during a flood`);
  expect(otherAccepted).toBe(rounds);
  expect(refusals.length).toBeGreaterThan(0);
  expect(refusals.every((answer) => answer.status === 429)).toBe(true);
  expect(refusals[0]!.body).toEqual({ message: SERVER_MESSAGES.imageInProgress });
});
