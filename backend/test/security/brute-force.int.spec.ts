import request from 'supertest';
import { SERVER_MESSAGES } from '@eventfold/contracts';
import { newAccount } from '../support/accounts';
import { startServer, type RunningServer } from '../support/server';
import { FULL, report } from './security-mode';

// Findings 3, 4 and 5: parallel guesses all slipped under a limit read before the password check;
// ten wrong passwords from anywhere locked the owner out; a burst of sign-ins filled the thread pool.
const LIMIT = 10;
const PARALLEL = FULL ? 300 : 100;

async function register(server: RunningServer, client: string) {
  const account = newAccount();
  const response = await request(server.url)
    .post('/api/auth/register')
    .set('X-Forwarded-For', client)
    .send(account);
  expect(response.status).toBe(201);
  return account;
}

function signIn(server: RunningServer, client: string, email: string, password: string) {
  return request(server.url).post('/api/auth/login').set('X-Forwarded-For', client).send({ email, password });
}

describe('without a trusted proxy', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ LOGIN_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  });
  afterAll(() => server?.stop());

  it('evaluates at most the limit of parallel guesses, whatever X-Forwarded-For claims', async () => {
    const account = await register(server, '192.0.2.1');
    const guesses = Array.from({ length: PARALLEL }, (_, index) =>
      index === PARALLEL - 1 ? account.password : `wrong guess ${index}`,
    );
    const answers = await Promise.all(
      guesses.map((password, index) => signIn(server, `198.51.100.${index % 250}`, account.email, password)),
    );
    const statuses = answers.map((answer) => answer.status);
    const evaluated = statuses.filter((status) => status === 200 || status === 401).length;
    report(
      `parallel guesses: ${PARALLEL} sent, ${evaluated} evaluated, ${statuses.filter((s) => s === 429).length} refused`,
    );
    expect(evaluated).toBeLessThanOrEqual(LIMIT);
    expect(statuses.every((status) => [200, 401, 429].includes(status))).toBe(true);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.body).toEqual({ message: SERVER_MESSAGES.tooManyLoginAttempts });
  });
});

describe('behind a trusted proxy', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ LOGIN_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'true' });
  });
  afterAll(() => server?.stop());

  it('throttles an attacker at one address and never locks the owner out of their own', async () => {
    const account = await register(server, '203.0.113.7');
    expect((await signIn(server, '203.0.113.7', account.email, account.password)).status).toBe(200);
    // Wrong passwords from many addresses, past the per-account threshold (3 × 3): later ones are slowed.
    for (let client = 0; client < 4; client += 1) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await signIn(server, `198.18.0.${client}`, account.email, `wrong ${attempt}`);
        expect(response.status).toBe(401);
      }
      const throttled = await signIn(server, `198.18.0.${client}`, account.email, account.password);
      expect(throttled.status).toBe(429);
    }
    const owner = await signIn(server, '203.0.113.7', account.email, account.password);
    expect(owner.status).toBe(200);
    // From an address never used before, the owner is slowed (one attempt per 2 s), not refused.
    expect((await signIn(server, '203.0.113.8', account.email, account.password)).status).toBe(200);
  });
});

describe('a burst of sign-ins', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // Production's scrypt cost in the full run; heavy enough in CI that a burst outruns the lane.
    server = await startServer({ TRUST_PROXY: 'true', PASSWORD_SCRYPT_LOG_N: FULL ? '17' : '14' });
  });
  afterAll(() => server?.stop());

  it('bounds concurrent password checks: a burst is refused with 503 and Retry-After, health answers', async () => {
    const email = 'nobody@example.com';
    const started = Date.now();
    const health = (async () => {
      const delays: number[] = [];
      while (Date.now() - started < 1500) {
        const before = Date.now();
        expect((await request(server.url).get('/healthz')).status).toBe(200);
        delays.push(Date.now() - before);
      }
      return delays;
    })();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        signIn(server, `100.64.${Math.floor(index / 250)}.${index % 250}`, email, 'wrong password'),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const busy = answers.filter((answer) => answer.status === 503);
    report(
      `sign-in burst of ${PARALLEL}: ${statuses.filter((s) => s === 401).length} checked, ${busy.length} refused busy; ` +
        `/healthz max ${Math.max(...(await health))} ms`,
    );
    expect(statuses.every((status) => status === 401 || status === 503)).toBe(true);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.body).toEqual({ message: SERVER_MESSAGES.serverBusy });
    expect(Number(busy[0]!.headers['retry-after'])).toBeGreaterThan(0);
  });
});
