import request from 'supertest';
import { PROVIDER_MESSAGES, SERVER_MESSAGES } from '@eventfold/contracts';
import { newAccount } from './support/accounts';
import { LOCAL_APPLE_CLIENT_ID } from './support/local-providers';
import { serverWithProvidersForThisFile } from './support/server-with-providers';
import { freePort, startServer, type RunningServer } from './support/server';

const running = serverWithProvidersForThisFile();

/** A browser tab that initialised Apple's JS: its session holds the state and nonce. */
async function initialisedTab() {
  const agent = request.agent(running.server.url);
  const init = await agent.get('/auth/apple/init');
  expect(init.status).toBe(200);
  return { agent, state: init.body.state as string, nonce: init.body.nonce as string, init: init.body };
}

let counter = 0;
function appleAccount() {
  counter += 1;
  return {
    sub: `apple-${Date.now()}-${counter}`,
    email: `apple.${Date.now()}.${counter}@privaterelay.appleid.com`,
  };
}

describe('Sign in with Apple: id_tokens verified against a local JWKS', () => {
  it('hands out a client id, the redirect URI on PUBLIC_URL and fresh state and nonce per call', async () => {
    const first = await initialisedTab();
    const second = await initialisedTab();
    expect(first.init).toMatchObject({
      clientId: LOCAL_APPLE_CLIENT_ID,
      redirectURI: `${running.server.url}/auth/apple/callback`,
    });
    expect(first.state).not.toBe(second.state);
    expect(first.nonce).not.toBe(second.nonce);
  });

  it('signs up with a valid token, keeps the first answer’s name, and signs the same person in later', async () => {
    const person = appleAccount();
    const tab = await initialisedTab();
    const id_token = await running.providers.appleIdToken({ ...person, nonce: tab.nonce });
    const response = await tab.agent.post('/auth/apple/callback').send({
      code: 'c1',
      id_token,
      state: tab.state,
      user: { email: person.email, name: { firstName: 'Tim', lastName: 'Apple' } },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      error: null,
      user: {
        email: person.email,
        firstName: 'Tim',
        lastName: 'Apple',
        authProvider: 'apple',
        emailVerified: true,
      },
    });
    expect((await tab.agent.get('/api/auth/user')).body.id).toBe(response.body.user.id);

    // Apple sends no name the second time; the account keeps the one it has.
    const later = await initialisedTab();
    const again = await later.agent.post('/auth/apple/callback').send({
      code: 'c2',
      id_token: await running.providers.appleIdToken({ ...person, nonce: later.nonce }),
      state: later.state,
    });
    expect(again.status).toBe(200);
    expect(again.body.user).toMatchObject({ id: response.body.user.id, firstName: 'Tim', lastName: 'Apple' });
  });

  it.each([
    ['another audience', { audience: 'someone.else.services' }],
    ['a key Apple never published', { wrongKey: true }],
    ['an expired token', { expiresIn: -600 }],
    ['another issuer', { issuer: 'https://evil.example.com' }],
    ['another nonce', { nonce: 'not-this-session' }],
  ])('refuses %s with 401 and signs nobody in', async (_, claims) => {
    const tab = await initialisedTab();
    const id_token = await running.providers.appleIdToken({ ...appleAccount(), nonce: tab.nonce, ...claims });
    const response = await tab.agent
      .post('/auth/apple/callback')
      .send({ code: 'c', id_token, state: tab.state });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({
      success: false,
      user: null,
      error: PROVIDER_MESSAGES.tokenRejected,
    });
    expect((await tab.agent.get('/api/auth/user')).status).toBe(401);
  });

  it('refuses a wrong state and a replayed answer', async () => {
    const person = appleAccount();
    const tab = await initialisedTab();
    const body = {
      code: 'c',
      id_token: await running.providers.appleIdToken({ ...person, nonce: tab.nonce }),
      state: 'forged',
    };
    const forged = await tab.agent.post('/auth/apple/callback').send(body);
    expect(forged.status).toBe(401);
    expect(forged.body.error).toBe(PROVIDER_MESSAGES.expired);

    const fresh = await initialisedTab();
    const answer = {
      code: 'c',
      id_token: await running.providers.appleIdToken({ ...person, nonce: fresh.nonce }),
      state: fresh.state,
    };
    expect((await fresh.agent.post('/auth/apple/callback').send(answer)).status).toBe(200);
    const replay = await fresh.agent.post('/auth/apple/callback').send(answer);
    expect(replay.status).toBe(401);
    expect(replay.body.success).toBe(false);
    // The same answer in another session that started its own round trip: that session's nonce differs.
    const other = await initialisedTab();
    const stolen = await other.agent.post('/auth/apple/callback').send({ ...answer, state: other.state });
    expect(stolen.status).toBe(401);
  });

  it('asks for the password of an e-mail account with the same verified address', async () => {
    const account = newAccount();
    await request(running.server.url).post('/api/auth/register').send(account).expect(201);
    const tab = await initialisedTab();
    const id_token = await running.providers.appleIdToken({
      sub: `apple-link-${Date.now()}`,
      email: account.email,
      nonce: tab.nonce,
    });
    const response = await tab.agent
      .post('/auth/apple/callback')
      .send({ code: 'c', id_token, state: tab.state });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      success: false,
      linkRequired: true,
      error: PROVIDER_MESSAGES.linkRequired('Apple'),
    });
    const linked = await tab.agent.post('/api/auth/link-provider').send({ password: account.password });
    expect(linked.status).toBe(200);
    expect(linked.body.email).toBe(account.email);
  });

  it('answers malformed bodies with 400 and a message', async () => {
    const response = await request(running.server.url).post('/auth/apple/callback').send({ state: 's' });
    expect(response.status).toBe(400);
    expect(typeof response.body.message).toBe('string');
  });
});

describe('Providers that are not configured or not reachable', () => {
  let bare: RunningServer;
  beforeAll(async () => {
    // Google pointed at a port nobody listens on; Apple not configured at all.
    const deadPort = await freePort();
    bare = await startServer({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER_URL: `http://127.0.0.1:${deadPort}`,
    });
  }, 30_000);
  afterAll(() => bare?.stop());

  it('sends Google sign-in back to the landing page with a message when Google is down', async () => {
    const response = await request(bare.url).get('/auth/google');
    expect(response.status).toBe(302);
    expect(new URL(response.headers['location'] as string, bare.url).searchParams.get('auth_error')).toBe(
      PROVIDER_MESSAGES.unreachable('Google'),
    );
  });

  it('says Apple is not available', async () => {
    const init = await request(bare.url).get('/auth/apple/init');
    expect(init.status).toBe(503);
    expect(init.body.message).toBe(SERVER_MESSAGES.providerNotConfigured('Apple'));
    const callback = await request(bare.url).post('/auth/apple/callback').send({ id_token: 'x', state: 'y' });
    expect(callback.status).toBe(501);
    expect(callback.body).toMatchObject({
      success: false,
      error: SERVER_MESSAGES.providerNotConfigured('Apple'),
    });
  });

  it('refuses an http:// issuer that is not on this machine at start-up', async () => {
    await expect(
      startServer({
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 's',
        GOOGLE_ISSUER_URL: 'http://accounts.example.com',
      }),
    ).rejects.toThrow(/GOOGLE_ISSUER_URL/);
  });
});
