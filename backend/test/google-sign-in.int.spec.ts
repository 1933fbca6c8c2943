import request from 'supertest';
import { PROVIDER_MESSAGES, SERVER_MESSAGES } from '@eventfold/contracts';
import { newAccount } from './support/accounts';
import { CookieJar } from './support/cookie-jar';
import { signInWithGoogle } from './support/google-login';
import { serverWithProvidersForThisFile } from './support/server-with-providers';

const running = serverWithProvidersForThisFile();

function errorIn(location: string): string | null {
  return new URL(location, running.server.url).searchParams.get('auth_error');
}

async function currentUser(jar: CookieJar) {
  return request(running.server.url).get('/api/auth/user').set('Cookie', jar.header());
}

describe('Sign in with Google against a local OpenID provider', () => {
  it('creates an account from the verified claims and signs in with a new session id', async () => {
    const login = `grace.hopper.${Date.now()}@example.com`;
    const jar = new CookieJar();
    let before: string | undefined;
    const { location } = await signInWithGoogle(running.server.url, running.providers.google, login, {
      jar,
      tamper: (url) => {
        // The session cookie that carried state and nonce, before the callback signs in.
        before = jar.get('eventfold.sid');
        return url;
      },
    });
    expect(location).toBe('/');
    expect(before).toBeDefined();
    expect(jar.get('eventfold.sid')).not.toBe(before);
    const user = await currentUser(jar);
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({
      email: login,
      firstName: 'Grace',
      lastName: 'Hopper',
      authProvider: 'google',
      emailVerified: true,
      profileImageUrl: `https://lh3.googleusercontent.com/a/${encodeURIComponent(login)}`,
    });

    const again = await signInWithGoogle(running.server.url, running.providers.google, login);
    expect(again.location).toBe('/');
    expect((await currentUser(again.jar)).body.id).toBe(user.body.id);
  });

  it('comes back with a message and no session when the person cancels at the consent page', async () => {
    const { location, jar } = await signInWithGoogle(
      running.server.url,
      running.providers.google,
      'cancel.me@example.com',
      {
        cancel: true,
      },
    );
    expect(errorIn(location)).toBe(PROVIDER_MESSAGES.cancelled('Google'));
    expect((await currentUser(jar)).status).toBe(401);
  });

  it('refuses a callback whose state was changed, and one replayed after use', async () => {
    const tampered = await signInWithGoogle(
      running.server.url,
      running.providers.google,
      'state.tamper@example.com',
      {
        tamper: (url) => {
          url.searchParams.set('state', 'forged-state');
          return url;
        },
      },
    );
    expect(errorIn(tampered.location)).toBe(PROVIDER_MESSAGES.expired);
    expect((await currentUser(tampered.jar)).status).toBe(401);

    let callback: URL | undefined;
    const first = await signInWithGoogle(running.server.url, running.providers.google, 'replay@example.com', {
      tamper: (url) => (callback = new URL(url)),
    });
    expect(first.location).toBe('/');
    const replay = await request(running.server.url)
      .get(`${callback!.pathname}${callback!.search}`)
      .set('Cookie', first.jar.header());
    expect(errorIn(replay.headers['location'] as string)).toBe(PROVIDER_MESSAGES.expired);
  });

  it('refuses an ID token whose nonce is not the one this session sent', async () => {
    const { location, jar } = await signInWithGoogle(
      running.server.url,
      running.providers.google,
      'nonce.tamper@example.com',
      {
        tamperAuthorization: (url) => {
          url.searchParams.set('nonce', 'another-nonce');
          return url;
        },
      },
    );
    expect(errorIn(location)).toBe(PROVIDER_MESSAGES.expired);
    expect((await currentUser(jar)).status).toBe(401);
  });

  it('links to an e-mail account only after its password is entered once', async () => {
    const account = newAccount();
    const owner = await request(running.server.url).post('/api/auth/register').send(account);
    expect(owner.status).toBe(201);

    const { location, jar } = await signInWithGoogle(
      running.server.url,
      running.providers.google,
      account.email,
    );
    expect(location).toBe('/?link_account=google');
    expect((await currentUser(jar)).status).toBe(401);
    const pending = await request(running.server.url)
      .get('/api/auth/pending-link')
      .set('Cookie', jar.header());
    expect(pending.body).toEqual({ pending: { provider: 'google', email: account.email } });

    const wrong = await request(running.server.url)
      .post('/api/auth/link-provider')
      .set('Cookie', jar.header())
      .send({ password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(SERVER_MESSAGES.invalidCredentials);
    // Nothing was linked: Google still needs the password.
    const stillPending = await signInWithGoogle(running.server.url, running.providers.google, account.email);
    expect(stillPending.location).toBe('/?link_account=google');

    const linked = await request(running.server.url)
      .post('/api/auth/link-provider')
      .set('Cookie', stillPending.jar.header())
      .send({ password: account.password });
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({ id: owner.body.id, authProvider: 'email', emailVerified: true });

    const later = await signInWithGoogle(running.server.url, running.providers.google, account.email);
    expect(later.location).toBe('/');
    expect((await currentUser(later.jar)).body.id).toBe(owner.body.id);
  });

  it('never links when Google has not verified the address', async () => {
    const account = newAccount();
    await request(running.server.url).post('/api/auth/register').send(account).expect(201);
    const { location, jar } = await signInWithGoogle(
      running.server.url,
      running.providers.google,
      `unverified.${account.email}`,
    );
    expect(errorIn(location)).toBe(PROVIDER_MESSAGES.emailInUse('Google'));
    const pending = await request(running.server.url)
      .get('/api/auth/pending-link')
      .set('Cookie', jar.header());
    expect(pending.body).toEqual({ pending: null });
  });

  it('answers the link call with a message when nothing waits to be linked', async () => {
    const response = await request(running.server.url)
      .post('/api/auth/link-provider')
      .send({ password: 'whatever1!' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(PROVIDER_MESSAGES.noPendingLink);
  });
});
