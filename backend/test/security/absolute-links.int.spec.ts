import request from 'supertest';
import { newAccount, sessionCookie } from '../support/accounts';
import { decodeQuotedPrintable, startLocalSmtp, type LocalSmtp } from '../support/smtp-server';
import { startServer, type RunningServer } from '../support/server';

// Finding 6: links in mails and feeds were built from the request's Host header, so a crafted
// request made the app mail a link to another site. Every absolute link now comes from PUBLIC_URL.
const PUBLIC_URL = 'https://eventfold.example';
const ATTACKER_HOST = 'attacker.example';

let smtp: LocalSmtp;
let server: RunningServer;
let cookie: string;
beforeAll(async () => {
  smtp = await startLocalSmtp();
  server = await startServer({ SMTP_URL: smtp.url, PUBLIC_URL });
  const signUp = await request(server.url).post('/api/auth/register').send(newAccount());
  expect(signUp.status).toBe(201);
  // Finding 9: an https PUBLIC_URL makes the cookie Secure with no other setting.
  const setCookie = sessionCookie(signUp.headers['set-cookie'])!;
  expect(setCookie).toMatch(/; Secure/);
  cookie = setCookie.split(';')[0]!;
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

/** A request as an attacker would send it: the session of a real user, another site's Host. */
function crafted(method: 'get' | 'post', path: string) {
  return request(server.url)[method](path).set('Cookie', cookie).set('Host', ATTACKER_HOST);
}

it('mails invite links under PUBLIC_URL whatever Host the request names', async () => {
  const response = await crafted('post', '/api/email-invite').send({ email: 'friend@example.com' });
  expect(response.status).toBe(201);
  expect(response.body.inviteLink).toMatch(new RegExp(`^${PUBLIC_URL}/\\?ref=`));
  const mail = decodeQuotedPrintable((await smtp.next()).raw);
  expect(mail).toContain(`${PUBLIC_URL}/?ref=`);
  expect(mail).not.toContain(ATTACKER_HOST);
});

it('builds calendar-feed links and the URLs inside the feed from PUBLIC_URL', async () => {
  const issued = await crafted('post', '/api/calendar/feed');
  expect(issued.status).toBe(200);
  expect(issued.body.url).toMatch(new RegExp(`^${PUBLIC_URL}/api/calendar/[\\w-]+\\.ics$`));
  const shown = await crafted('get', '/api/calendar/feed');
  expect(shown.body.url).toBe(issued.body.url);

  const soon = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const event = await crafted('post', '/api/events')
    .field('title', 'Linked')
    .field('location', 'Here')
    .field('date', soon)
    .field('timeStart', '10:00');
  expect(event.status).toBe(201);
  const ics = await crafted('get', `/api/events/${event.body.id as string}/ics`).buffer(true);
  expect(ics.text.replace(/\r\n[ \t]/g, '')).toContain(`URL;VALUE=URI:${PUBLIC_URL}/event/`);
  expect(ics.text).not.toContain(ATTACKER_HOST);
  const feed = await crafted('get', new URL(issued.body.url).pathname).buffer(true);
  expect(feed.text).not.toContain(ATTACKER_HOST);
});
