import request from 'supertest';
import { SERVER_MESSAGES } from '@eventfold/contracts';
import { newAccount, sessionCookie, signedInAgent } from './support/accounts';
import { startServer, type RunningServer } from './support/server';

// Low limits, and a trusted proxy so each test can speak from its own client address.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    LOGIN_RATE_LIMIT_PER_MINUTE: '3',
    REGISTER_RATE_LIMIT_PER_HOUR: '2',
    TRUST_PROXY: 'true',
  });
});
afterAll(() => server?.stop());

function expectTooMany(response: request.Response, message: string, maxSeconds: number) {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ message });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe('rate limits', () => {
  it('limits attempts on one account from one address, then refuses even the right password there', async () => {
    const { account } = await signedInAgent(server.url);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await request(server.url)
        .post('/api/auth/login')
        .set('X-Forwarded-For', '10.1.0.1')
        .send({ email: account.email, password: 'wrong password' });
      expect(response.status).toBe(401);
    }
    const blocked = await request(server.url)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '10.1.0.1')
      .send({ email: account.email.toUpperCase(), password: account.password });
    expectTooMany(blocked, SERVER_MESSAGES.tooManyLoginAttempts, 60);
  });

  it("limits failed sign-ins per IP across addresses, at ten accounts' worth", async () => {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await request(server.url)
        .post('/api/auth/login')
        .set('X-Forwarded-For', '10.2.0.1')
        .send({ email: `nobody${attempt}@example.com`, password: 'whatever1' });
      expect(response.status).toBe(401);
    }
    const blocked = await request(server.url)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '10.2.0.1')
      .send({ email: 'someone.else@example.com', password: 'whatever1' });
    expectTooMany(blocked, SERVER_MESSAGES.tooManyLoginAttempts, 60);
    const otherClient = await request(server.url)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '10.2.0.2')
      .send({ email: 'someone.else@example.com', password: 'whatever1' });
    expect(otherClient.status).toBe(401);
  });

  it("lets others at one address sign in after one person's failures reach their account's limit", async () => {
    // Signed up from addresses of their own: sign-ups from one address are limited to two here.
    const [housemate, account] = [newAccount(), newAccount()];
    for (const [index, person] of [housemate, account].entries()) {
      const response = await request(server.url)
        .post('/api/auth/register')
        .set('X-Forwarded-For', `10.6.0.${index + 1}`)
        .send(person);
      expect(response.status).toBe(201);
    }
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await request(server.url)
        .post('/api/auth/login')
        .set('X-Forwarded-For', '10.5.0.1')
        .send({ email: account.email, password: 'wrong password' });
      expect(response.status).toBe(401);
    }
    const blocked = await request(server.url)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '10.5.0.1')
      .send({ email: account.email, password: 'wrong password' });
    expectTooMany(blocked, SERVER_MESSAGES.tooManyLoginAttempts, 60);
    const other = await request(server.url)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '10.5.0.1')
      .send({ email: housemate.email, password: housemate.password });
    expect(other.status).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const { account } = await signedInAgent(server.url);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await request(server.url)
        .post('/api/auth/login')
        .set('X-Forwarded-For', '10.3.0.1')
        .send({ email: account.email, password: account.password });
      expect(response.status).toBe(200);
    }
  });

  it('limits sign-ups per IP', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await request(server.url)
        .post('/api/auth/register')
        .set('X-Forwarded-For', '10.4.0.1')
        .send(newAccount());
      expect(response.status).toBe(201);
    }
    const blocked = await request(server.url)
      .post('/api/auth/register')
      .set('X-Forwarded-For', '10.4.0.1')
      .send(newAccount());
    expectTooMany(blocked, SERVER_MESSAGES.tooManyRegistrations, 3600);
    const elsewhere = await request(server.url)
      .post('/api/auth/register')
      .set('X-Forwarded-For', '10.4.0.2')
      .send(newAccount());
    expect(elsewhere.status).toBe(201);
  });
});

describe('behind an HTTPS proxy (TRUST_PROXY)', () => {
  it('marks the session cookie Secure', async () => {
    const response = await request(server.url)
      .post('/api/auth/register')
      .set('X-Forwarded-For', '10.5.0.1')
      .set('X-Forwarded-Proto', 'https')
      .send(newAccount());
    expect(response.status).toBe(201);
    expect(sessionCookie(response.headers['set-cookie'])).toMatch(/; Secure/);
  });
});
