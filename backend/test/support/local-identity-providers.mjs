/* global process, console, URL, URLSearchParams -- run by Node itself, outside the TypeScript build */
// Local stand-ins for the identity providers, for the API and browser tests (never for production):
// - "Google": a real OpenID provider (oidc-provider) with its own login and consent pages,
// - the Google Calendar API at its HTTP boundary, accepting only access tokens that provider issued,
// - "Apple": a JWKS server whose keys sign id_tokens with jose.
// Run as its own process (these packages are ESM-only): `node local-identity-providers.mjs '<json>'`.
// It prints one line `READY {"google":…,"calendar":…,"apple":…}` once every server listens.
//
// Test accounts at the login page: the login is the e-mail; `unverified.` in front makes Google say
// the address is not verified. Control routes (`/__control/...`) let a test expire or revoke tokens.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import Provider from 'oidc-provider';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

const CALENDAR_SCOPE = 'https://www.googleapis.com/auth/calendar.events';
const CALENDAR_RESOURCE = 'https://www.googleapis.com/calendar/v3';

const options = JSON.parse(process.argv[2] ?? '{}');
const host = '127.0.0.1';

function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port ?? 0, host, () => resolve(server.address().port));
  });
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function sendJson(response, status, body) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

function titleCase(word) {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The login typed at the provider's page is the e-mail; the claims follow from it. */
function accountClaims(login) {
  const unverified = login.startsWith('unverified.');
  const email = unverified ? login.slice('unverified.'.length) : login;
  const [first = 'Test', last = 'Person'] = email.split('@')[0].split(/[._-]/);
  return {
    sub: `google-${email}`,
    email,
    email_verified: !unverified,
    given_name: titleCase(first),
    family_name: titleCase(last),
    name: `${titleCase(first)} ${titleCase(last)}`,
    picture: `https://lh3.googleusercontent.com/a/${encodeURIComponent(email)}`,
  };
}

// ---- Google: OpenID provider ---------------------------------------------------------------------
// Listening first: the provider needs its own address (the issuer) when it is made.
let googleApp = null;
let refusingRefresh = false;
const googleServer = http.createServer((request, response) => {
  // A revoked grant, as Google answers it when the person removed the app's access.
  if (refusingRefresh && request.method === 'POST' && request.url?.startsWith('/token')) {
    return void readBody(request).then((body) => {
      if (new URLSearchParams(body).get('grant_type') === 'refresh_token')
        return sendJson(response, 400, {
          error: 'invalid_grant',
          error_description: 'Token has been expired or revoked.',
        });
      sendJson(response, 500, { error: 'server_error' });
    });
  }
  googleApp(request, response);
});
const googlePort = await listen(googleServer, options.googlePort);
const issuer = `http://${host}:${googlePort}`;
const accessTokens = new Set();
const grantIds = new Set();

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: options.clientId ?? 'eventfold-test',
      client_secret: options.clientSecret ?? 'eventfold-test-secret',
      redirect_uris: options.redirectUris ?? [],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  findAccount: (_ctx, id) => ({ accountId: id, claims: () => accountClaims(id) }),
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['name', 'given_name', 'family_name', 'picture'],
  },
  // Google puts the profile claims in the ID token itself.
  conformIdTokenClaims: false,
  cookies: { keys: ['local-google-test-cookie-key'] },
  pkce: { required: () => true },
  features: {
    devInteractions: { enabled: true },
    revocation: { enabled: true },
    resourceIndicators: {
      enabled: true,
      defaultResource: (ctx) =>
        String(ctx.oidc.params?.scope ?? '').includes(CALENDAR_SCOPE) ? CALENDAR_RESOURCE : undefined,
      useGrantedResource: () => true,
      getResourceServerInfo: () => ({
        scope: CALENDAR_SCOPE,
        accessTokenFormat: 'opaque',
        accessTokenTTL: 3600,
      }),
    },
  },
  // Like Google with access_type=offline: a refresh token that outlives the provider's own session.
  issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
  expiresWithSession: () => false,
});
provider.on('access_token.saved', (token) => {
  accessTokens.add(token);
  if (token.grantId) grantIds.add(token.grantId);
});
provider.on('server_error', (_ctx, error) => console.error('local Google:', error));

googleApp = provider.callback();

// ---- Google Calendar API ------------------------------------------------------------------------
const calendarEvents = new Map();

async function calendarAccount(request) {
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  if (!match) return null;
  const token = await provider.AccessToken.find(match[1]);
  if (
    !token ||
    token.isExpired ||
    !String(token.scope ?? '')
      .split(' ')
      .includes(CALENDAR_SCOPE)
  )
    return null;
  return token.accountId;
}

function calendarEventResource(id, accountId, body) {
  return {
    kind: 'calendar#event',
    id,
    status: 'confirmed',
    htmlLink: `https://www.google.com/calendar/event?eid=${id}`,
    ...body,
    organizer: { email: accountId },
  };
}

async function handleCalendar(request, response) {
  const url = new URL(request.url, 'http://calendar.local');
  if (url.pathname.startsWith('/__control/')) return handleControl(url.pathname, request, response);
  const accountId = await calendarAccount(request);
  if (accountId === null)
    return sendJson(response, 401, {
      error: {
        code: 401,
        message: 'Request had invalid authentication credentials.',
        status: 'UNAUTHENTICATED',
      },
    });
  const insert = url.pathname === '/calendar/v3/calendars/primary/events';
  const update = /^\/calendar\/v3\/calendars\/primary\/events\/([^/]+)$/.exec(url.pathname);
  const body = JSON.parse((await readBody(request)) || '{}');
  if (insert && request.method === 'POST') {
    const id = randomUUID().replaceAll('-', '');
    const event = calendarEventResource(id, accountId, body);
    calendarEvents.set(id, { accountId, event, writes: 1 });
    return sendJson(response, 200, event);
  }
  if (update && request.method === 'PUT') {
    const stored = calendarEvents.get(update[1]);
    if (!stored || stored.accountId !== accountId)
      return sendJson(response, 404, { error: { code: 404, message: 'Not Found' } });
    stored.event = calendarEventResource(update[1], accountId, body);
    stored.writes += 1;
    return sendJson(response, 200, stored.event);
  }
  sendJson(response, 404, { error: { code: 404, message: 'Not Found' } });
}

async function handleControl(pathname, request, response) {
  if (pathname === '/__control/events') return sendJson(response, 200, [...calendarEvents.values()]);
  if (request.method !== 'POST') return sendJson(response, 405, {});
  if (pathname === '/__control/expire-access-tokens') {
    await Promise.all([...accessTokens].map((token) => token.destroy()));
    accessTokens.clear();
    return sendJson(response, 200, { ok: true });
  }
  if (pathname === '/__control/revoke-grants') {
    refusingRefresh = true;
    await Promise.all([...accessTokens].map((token) => token.destroy()));
    accessTokens.clear();
    for (const id of grantIds) await (await provider.Grant.find(id))?.destroy();
    return sendJson(response, 200, { ok: true });
  }
  if (pathname === '/__control/reset') {
    refusingRefresh = false;
    calendarEvents.clear();
    return sendJson(response, 200, { ok: true });
  }
  if (pathname === '/__control/apple/id-token') return mintAppleToken(request, response);
  sendJson(response, 404, {});
}

const calendarServer = http.createServer((request, response) => {
  handleCalendar(request, response).catch((error) => {
    console.error('local Calendar API:', error);
    sendJson(response, 500, { error: { code: 500, message: 'Backend Error' } });
  });
});
const calendarPort = await listen(calendarServer, options.calendarPort);

// ---- Apple: JWKS and id_tokens ------------------------------------------------------------------
const appleIssuer = options.appleIssuer;
const appleKeys = await generateKeyPair('RS256');
// Never published: a token signed with it is a forgery.
const strangerKeys = await generateKeyPair('RS256');
const appleJwk = {
  ...(await exportJWK(appleKeys.publicKey)),
  kid: 'local-apple-1',
  alg: 'RS256',
  use: 'sig',
};

async function mintAppleToken(request, response) {
  const claims = JSON.parse((await readBody(request)) || '{}');
  const now = Math.floor(Date.now() / 1000);
  const { audience, issuer: tokenIssuer, expiresIn = 600, wrongKey = false, ...payload } = claims;
  const token = await new SignJWT({ email_verified: 'true', ...payload })
    .setProtectedHeader({ alg: 'RS256', kid: 'local-apple-1' })
    .setIssuer(tokenIssuer ?? appleIssuer ?? `http://${host}:${applePort}`)
    .setAudience(audience ?? options.appleClientId ?? 'eventfold.test.services')
    .setIssuedAt(now - (expiresIn < 0 ? 1200 : 0))
    .setExpirationTime(now + expiresIn)
    .sign(wrongKey ? strangerKeys.privateKey : appleKeys.privateKey);
  sendJson(response, 200, { id_token: token });
}

const appleServer = http.createServer((request, response) => {
  if (request.url === '/auth/keys') return sendJson(response, 200, { keys: [appleJwk] });
  if (request.url === '/__control/apple/id-token' && request.method === 'POST')
    return void mintAppleToken(request, response);
  sendJson(response, 404, {});
});
const applePort = await listen(appleServer, options.applePort);

console.log(
  `READY ${JSON.stringify({
    google: issuer,
    calendar: `http://${host}:${calendarPort}`,
    apple: `http://${host}:${applePort}`,
  })}`,
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
