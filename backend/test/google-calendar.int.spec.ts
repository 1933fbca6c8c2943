import request from 'supertest';
import { EVENT_MESSAGES } from '@eventfold/contracts';
import { newAccount, signedInAgent } from './support/accounts';
import { createEvent } from './support/calendar-events';
import { CookieJar } from './support/cookie-jar';
import { signInWithGoogle } from './support/google-login';
import { serverWithProvidersForThisFile } from './support/server-with-providers';

const running = serverWithProvidersForThisFile();

/** A signed-in browser: Eventfold's cookies in a jar the provider round trip can carry on. */
function as(jar: CookieJar) {
  const call = (method: 'get' | 'post' | 'delete', path: string) =>
    request(running.server.url)[method](path).set('Cookie', jar.header());
  return {
    get: (path: string) => call('get', path),
    post: (path: string) => call('post', path),
    delete: (path: string) => call('delete', path),
  };
}

interface StoredCalendarEvent {
  accountId: string;
  writes: number;
  event: {
    summary: string;
    location: string;
    description: string;
    start: { dateTime: string; timeZone: string };
  };
}

/** Connects Google Calendar the way the settings page does: auth URL, the provider's pages, the callback. */
async function connect(jar: CookieJar, login: string, cancel = false, returnTo?: string) {
  const { body } = await as(jar)
    .get('/api/google/auth-url')
    .query(returnTo === undefined ? {} : { returnTo })
    .expect(200);
  const authUrl = new URL(body.authUrl as string);
  expect(authUrl.searchParams.get('scope')).toBe('openid https://www.googleapis.com/auth/calendar.events');
  expect(authUrl.searchParams.get('access_type')).toBe('offline');
  return signInWithGoogle(running.server.url, running.providers.google, login, {
    start: authUrl.href,
    callbackPath: '/api/google/callback',
    jar,
    cancel,
  });
}

async function userWithEvent() {
  const jar = new CookieJar();
  const registered = await fetch(`${running.server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(newAccount()),
  });
  expect(registered.status).toBe(201);
  jar.store(registered);
  const created = await createEvent(as(jar) as unknown as Parameters<typeof createEvent>[0], {
    title: 'Jazz at the Green Mill',
    location: 'Green Mill, 4802 N Broadway, Chicago',
    description: 'Late set',
    date: '2031-05-17',
    timeStart: '21:30',
  }).expect(201);
  return { jar, user: as(jar), eventId: created.body.id as string };
}

async function calendarEvents(): Promise<StoredCalendarEvent[]> {
  return running.providers.control<StoredCalendarEvent[]>('events');
}

describe('Add to Google Calendar against a local provider and Calendar API', () => {
  it('brings the person back to the path they connected from, never to another site', async () => {
    const { jar } = await userWithEvent();
    const login = `back.${Date.now()}@example.com`;
    const back = await connect(jar, login, false, '/?event=abc');
    expect(back.location).toBe('/?event=abc&google_calendar=connected');
    for (const away of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const { location } = await connect(jar, login, false, away);
      expect(location).toBe('/settings?google_calendar=connected');
    }
  });

  it('says "Google Calendar not connected" before connecting, and changes nothing', async () => {
    const { user, eventId } = await userWithEvent();
    const response = await user.post(`/api/events/${eventId}/add-to-google-calendar`);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(EVENT_MESSAGES.googleCalendarNotConnected);
    expect((await user.get('/api/google/connection')).body).toEqual({
      available: true,
      connected: false,
      connectedAt: null,
    });
  });

  it('connects, inserts the event with its zone and a link back, and updates it the second time', async () => {
    const { jar, user, eventId } = await userWithEvent();
    const login = `cal.${Date.now()}@example.com`;
    const { location } = await connect(jar, login);
    expect(location).toBe('/settings?google_calendar=connected');
    expect((await user.get('/api/google/connection')).body).toMatchObject({
      available: true,
      connected: true,
    });

    const first = await user.post(`/api/events/${eventId}/add-to-google-calendar`).expect(200);
    expect(first.body.googleEventUrl).toMatch(/^https:\/\/www\.google\.com\/calendar\/event\?eid=/);
    const second = await user.post(`/api/events/${eventId}/add-to-google-calendar`).expect(200);
    expect(second.body.googleEventUrl).toBe(first.body.googleEventUrl);

    const mine = (await calendarEvents()).filter((stored) => stored.accountId === login);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.writes).toBe(2);
    expect(mine[0]!.event).toMatchObject({
      summary: 'Jazz at the Green Mill',
      location: 'Green Mill, 4802 N Broadway, Chicago',
      start: { dateTime: '2031-05-17T21:30:00.000-05:00', timeZone: 'America/Chicago' },
    });
    expect(mine[0]!.event.description).toContain(`${running.server.url}/event/${eventId}`);
  });

  it('refreshes an access token Google no longer accepts, then writes', async () => {
    const { jar, user, eventId } = await userWithEvent();
    const login = `refresh.${Date.now()}@example.com`;
    await connect(jar, login);
    await running.providers.control('expire-access-tokens');
    const response = await user.post(`/api/events/${eventId}/add-to-google-calendar`);
    expect(response.status).toBe(200);
    expect((await calendarEvents()).some((stored) => stored.accountId === login)).toBe(true);
  });

  it('disconnects when Google revoked the grant and answers "Google Calendar not connected"', async () => {
    const { jar, user, eventId } = await userWithEvent();
    await connect(jar, `revoked.${Date.now()}@example.com`);
    await running.providers.control('revoke-grants');
    try {
      const response = await user.post(`/api/events/${eventId}/add-to-google-calendar`);
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(EVENT_MESSAGES.googleCalendarNotConnected);
      expect((await user.get('/api/google/connection')).body.connected).toBe(false);
    } finally {
      await running.providers.control('reset');
    }
  });

  it('Disconnect forgets the connection', async () => {
    const { jar, user, eventId } = await userWithEvent();
    await connect(jar, `leaving.${Date.now()}@example.com`);
    const response = await user.delete('/api/google/connection').expect(200);
    expect(response.body.connected).toBe(false);
    expect((await user.post(`/api/events/${eventId}/add-to-google-calendar`)).status).toBe(409);
  });

  it('comes back to settings with a message when consent is cancelled', async () => {
    const { jar, user } = await userWithEvent();
    const { location } = await connect(jar, 'no.thanks@example.com', true);
    expect(new URL(location, running.server.url).searchParams.get('google_calendar_error')).toBe(
      'Google Calendar sign-in was cancelled.',
    );
    expect((await user.get('/api/google/connection')).body.connected).toBe(false);
  });

  it('keeps each user to their own events and asks for a session', async () => {
    const { eventId } = await userWithEvent();
    const { agent: stranger } = await signedInAgent(running.server.url);
    expect((await stranger.post(`/api/events/${eventId}/add-to-google-calendar`)).status).toBe(404);
    expect((await request(running.server.url).get('/api/google/auth-url')).status).toBe(401);
  });
});
