import request from 'supertest';
import { AUTH_MESSAGES, currentUserSchema, SERVER_MESSAGES } from '@eventfold/contracts';
import { newAccount, sessionCookie, signedInAgent } from './support/accounts';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

describe('POST /api/auth/register', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a missing first name', { firstName: undefined }, AUTH_MESSAGES.missingRegisterFields.description],
    ['a blank last name', { lastName: '   ' }, AUTH_MESSAGES.missingRegisterFields.description],
    ['a missing e-mail', { email: undefined }, AUTH_MESSAGES.missingRegisterFields.description],
    ['a missing password', { password: undefined }, AUTH_MESSAGES.missingRegisterFields.description],
    ['a missing confirmation', { confirmPassword: '' }, AUTH_MESSAGES.missingRegisterFields.description],
    [
      'passwords that differ',
      { confirmPassword: 'analytical2!' },
      AUTH_MESSAGES.passwordMismatch.description,
    ],
    [
      'a 7-character password',
      { password: 'short1!', confirmPassword: 'short1!' },
      AUTH_MESSAGES.weakPassword.description,
    ],
    ['an invalid e-mail', { email: 'not-an-email' }, AUTH_MESSAGES.invalidEmail.description],
  ];
  it.each(cases)('answers 400 for %s', async (_, overrides, message) => {
    const body = { ...newAccount(), ...overrides };
    const response = await request(server.url).post('/api/auth/register').send(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it('answers 400 for an empty body', async () => {
    const response = await request(server.url).post('/api/auth/register').send({});
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.missingRegisterFields.description });
  });

  it('creates the account, signs it in and answers the current user', async () => {
    const account = newAccount();
    const agent = request.agent(server.url);
    const response = await agent.post('/api/auth/register').send(account);
    expect(response.status).toBe(201);
    const user = currentUserSchema.parse(response.body);
    expect(user).toMatchObject({
      email: account.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      timezone: 'America/Chicago',
    });
    expect(JSON.stringify(response.body)).not.toContain('scrypt');
    const cookie = sessionCookie(response.headers['set-cookie'])!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)![1]!);
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(30);
    const me = await agent.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toEqual(response.body);
  });

  it('answers 409 for an address that is taken, whatever its case', async () => {
    const account = newAccount();
    expect((await request(server.url).post('/api/auth/register').send(account)).status).toBe(201);
    const again = await request(server.url)
      .post('/api/auth/register')
      .send({ ...account, email: ` ${account.email.toUpperCase()} ` });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: SERVER_MESSAGES.emailTaken });
  });

  it('gives one account and 409s when sign-ups with one address arrive at once', async () => {
    const email = newAccount().email;
    const attempts = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        request(server.url)
          .post('/api/auth/register')
          .send(newAccount({ email, firstName: `Twin${i}` })),
      ),
    );
    const created = attempts.filter((response) => response.status === 201);
    const refused = attempts.filter((response) => response.status === 409);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(5);
    for (const response of refused) expect(response.body).toEqual({ message: SERVER_MESSAGES.emailTaken });
    const login = await request(server.url).post('/api/auth/login').send({ email, password: 'analytical1!' });
    expect(login.status).toBe(200);
    expect(login.body.id).toBe(created[0]!.body.id);
  });
});

describe('POST /api/auth/login', () => {
  it.each([
    ['an empty body', {}],
    ['a missing password', { email: 'a@example.com' }],
    ['an empty e-mail', { email: ' ', password: 'x' }],
  ])('answers 400 for %s', async (_, body) => {
    const response = await request(server.url).post('/api/auth/login').send(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.missingLoginFields.description });
  });

  it('answers 401 for a wrong password and for an unknown address', async () => {
    const { account } = await signedInAgent(server.url);
    for (const body of [
      { email: account.email, password: 'wrong password' },
      { email: `nobody.${account.email}`, password: account.password },
    ]) {
      const response = await request(server.url).post('/api/auth/login').send(body);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: SERVER_MESSAGES.invalidCredentials });
      expect(sessionCookie(response.headers['set-cookie'])).toBeUndefined();
    }
  });

  it('signs in case-insensitively under a new session id', async () => {
    const { agent, account, user } = await signedInAgent(server.url);
    const before = await agent.get('/api/auth/user');
    expect(before.status).toBe(200);
    const oldCookie = (await agent.jar.getCookie('eventfold.sid', {
      domain: '127.0.0.1',
      path: '/',
      secure: false,
      script: false,
    }))!.value;
    const response = await agent
      .post('/api/auth/login')
      .send({ email: account.email.toUpperCase(), password: account.password });
    expect(response.status).toBe(200);
    expect(currentUserSchema.parse(response.body).id).toBe(user.id);
    const newCookie = sessionCookie(response.headers['set-cookie'])!;
    expect(newCookie).toBeDefined();
    expect(newCookie.split(';')[0]!.slice('eventfold.sid='.length)).not.toBe(oldCookie);
    // The session the browser had before signing in is gone.
    const stale = await request(server.url).get('/api/auth/user').set('Cookie', `eventfold.sid=${oldCookie}`);
    expect(stale.status).toBe(401);
  });
});

describe('GET /api/auth/user', () => {
  it('answers 401 with the body the client recognises when signed out', async () => {
    const response = await request(server.url).get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: '401: Unauthorized' });
  });

  it('answers 401 for a forged session cookie', async () => {
    const response = await request(server.url)
      .get('/api/auth/user')
      .set('Cookie', 'eventfold.sid=s%3Aforged.signature');
    expect(response.status).toBe(401);
  });
});

describe('GET /api/login', () => {
  it('sends the browser to the sign-in dialog', async () => {
    const response = await request(server.url).get('/api/login');
    expect(response.status).toBe(302);
    expect(response.headers['location']).toBe('/?signin=1');
  });
});

describe('sign-out', () => {
  async function expectSignedOut(
    response: request.Response,
    agent: ReturnType<typeof request.agent>,
    cookie: string,
  ) {
    expect(response.status).toBe(303);
    expect(response.headers['location']).toBe('/');
    expect(sessionCookie(response.headers['set-cookie'])).toMatch(
      /^eventfold\.sid=;.*Expires=Thu, 01 Jan 1970/,
    );
    expect((await agent.get('/api/auth/user')).status).toBe(401);
    // The session itself is destroyed, not just forgotten by this browser.
    expect((await request(server.url).get('/api/auth/user').set('Cookie', cookie)).status).toBe(401);
  }

  async function signedIn() {
    const { agent } = await signedInAgent(server.url);
    const cookie = (await agent.jar.getCookie('eventfold.sid', {
      domain: '127.0.0.1',
      path: '/',
      secure: false,
      script: false,
    }))!;
    return { agent, cookie: `eventfold.sid=${cookie.value}` };
  }

  it('GET /api/logout from our own pages signs out and redirects home', async () => {
    const { agent, cookie } = await signedIn();
    await expectSignedOut(await agent.get('/api/logout').set('Sec-Fetch-Site', 'same-origin'), agent, cookie);
  });

  it('GET /api/logout typed into the address bar signs out', async () => {
    const { agent, cookie } = await signedIn();
    await expectSignedOut(await agent.get('/api/logout').set('Sec-Fetch-Site', 'none'), agent, cookie);
  });

  it('GET /api/logout without Sec-Fetch-Site accepts a same-origin Referer', async () => {
    const { agent, cookie } = await signedIn();
    const host = new URL(server.url).host;
    await expectSignedOut(
      await agent.get('/api/logout').set('Referer', `http://${host}/settings`),
      agent,
      cookie,
    );
  });

  it('GET /api/logout from another site only offers a button that posts', async () => {
    const { agent } = await signedIn();
    for (const headers of [{ 'Sec-Fetch-Site': 'cross-site' }, { Referer: 'https://evil.example/' }, {}]) {
      const response = await agent.get('/api/logout').set(headers);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.text).toContain('<form method="post" action="/api/logout">');
      expect((await agent.get('/api/auth/user')).status).toBe(200);
    }
  });

  it('POST /api/logout signs out', async () => {
    const { agent, cookie } = await signedIn();
    await expectSignedOut(await agent.post('/api/logout'), agent, cookie);
  });
});

describe('identity providers that are not configured', () => {
  it('/auth/google sends the browser home with the reason', async () => {
    const response = await request(server.url).get('/auth/google');
    expect(response.status).toBe(302);
    const location = new URL(response.headers['location']!, server.url);
    expect(location.pathname).toBe('/');
    expect(location.searchParams.get('auth_error')).toBe(SERVER_MESSAGES.providerNotConfigured('Google'));
  });

  it('POST /auth/apple/callback answers 501 in the callback shape', async () => {
    const response = await request(server.url)
      .post('/auth/apple/callback')
      .send({ code: 'c', id_token: 't', state: 's' });
    expect(response.status).toBe(501);
    expect(response.body).toEqual({
      success: false,
      user: null,
      error: SERVER_MESSAGES.providerNotConfigured('Apple'),
      message: SERVER_MESSAGES.providerNotConfigured('Apple'),
    });
  });
});

describe('errors', () => {
  it('answers a malformed JSON body with 400 and a message', async () => {
    const response = await request(server.url)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email":');
    expect(response.status).toBe(400);
    expect(typeof response.body.message).toBe('string');
  });

  it('answers an unknown API path with 404 and a message', async () => {
    const response = await request(server.url).get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(typeof response.body.message).toBe('string');
  });
});
