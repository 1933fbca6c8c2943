import request from 'supertest';
import { ACCOUNT_MESSAGES, SERVER_MESSAGES } from '@eventfold/contracts';
import { signedInAgent } from '../support/accounts';
import { readStream } from '../support/calendar-events';
import { startServer, type RunningServer } from '../support/server';
import { FULL, report } from './security-mode';

// Round three, high: DELETE /api/user checked the password outside the shared scrypt lane and the
// sign-in limits (100 of 100 wrong guesses evaluated in 33 s while another user's sign-in took
// 30.9 s). Low: an erased user's password hash stayed readable in the log.
jest.setTimeout(180_000);

const LIMIT = 10;
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ LOGIN_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
});
afterAll(() => server?.stop());

it('keeps the password hash sealed in the log, so erasure shreds it', async () => {
  const { agent, account, user } = await signedInAgent(server.url);
  const [registered] = await readStream(server.dataDir, `user-${user.id}`);
  expect(registered?.type).toBe('UserRegistered');
  const stored = String(registered?.data['passwordHash']);
  expect(stored).not.toMatch(/^scrypt\$/);
  expect(stored.length).toBeGreaterThan(40);
  expect((await agent.delete('/api/user').send({ password: account.password })).status).toBe(204);
  // The same sealed value, now without a key anywhere: no way back to the hash.
  expect(String((await readStream(server.dataDir, `user-${user.id}`))[0]?.data['passwordHash'])).toBe(stored);
  expect((await request(server.url).post('/api/auth/login').send(account)).status).toBe(401);
});

// Last: its guesses spend the sign-in budget of this client address (127.0.0.1).
it('evaluates at most the sign-in limit of parallel wrong passwords on DELETE /api/user', async () => {
  const { agent } = await signedInAgent(server.url);
  const guesses = FULL ? 100 : 30;
  const answers = await Promise.all(
    Array.from({ length: guesses }, (_, index) =>
      agent.delete('/api/user').send({ password: `wrong guess ${index}` }),
    ),
  );
  const evaluated = answers.filter((answer) => answer.status === 403);
  const refused = answers.filter((answer) => answer.status === 429 || answer.status === 503);
  report(
    `DELETE /api/user: ${guesses} parallel guesses, ${evaluated.length} evaluated, ${refused.length} refused`,
  );
  expect(evaluated.length).toBeLessThanOrEqual(LIMIT);
  expect(evaluated.length + refused.length).toBe(guesses);
  expect(evaluated[0]?.body).toEqual({ message: ACCOUNT_MESSAGES.passwordIncorrect });
  expect(answers.find((answer) => answer.status === 429)?.body).toEqual({
    message: SERVER_MESSAGES.tooManyLoginAttempts,
  });
  // The account is still there, its session too.
  expect((await agent.get('/api/auth/user')).status).toBe(200);
});
