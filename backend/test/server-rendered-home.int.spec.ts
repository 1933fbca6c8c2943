import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { newAccount, sessionCookie } from './support/accounts';
import { createEvent } from './support/calendar-events';
import { startServer, type RunningServer } from './support/server';

// The real web build: the server render is the frontend's own code (frontend/dist-ssr).
const FRONTEND_DIST = path.join(__dirname, '..', '..', 'frontend', 'dist');
const STATE_ELEMENT = 'id="eventfold-server-render"';
const HOSTILE_TITLE = '</script><img src=x onerror=alert(1)> Hostile';

/** Today in `zone` as yyyy-MM-dd: the calendar opens on this month. */
function todayIn(zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
}

/**
 * A signed-in person with a venue and the given event titles today, an hour apart from 20:00 (the
 * month grid shows a day's first); returns the agent and cookie.
 */
async function personWithEvents(titles: string[]) {
  const agent = request.agent(server.url);
  const signUp = await agent.post('/api/auth/register').send(newAccount());
  expect(signUp.status).toBe(201);
  const cookie = sessionCookie(signUp.headers['set-cookie'])!.split(';')[0]!;
  const venue = await agent
    .post('/api/event-sources')
    .send({ name: 'Hall', url: 'http://127.0.0.1:9/venue', category: 'Music Venue', isActive: true });
  expect(venue.status).toBe(201);
  const { timezone } = (await agent.get('/api/auth/user')).body as { timezone: string };
  for (const [index, title] of titles.entries()) {
    const created = await createEvent(agent, {
      title,
      location: 'Main stage',
      date: todayIn(timezone),
      timeStart: `${20 + index}:00`,
    });
    expect(created.status).toBe(201);
  }
  return { agent, cookie };
}

let server: RunningServer;
beforeAll(async () => {
  for (const built of ['index.signed-in.html', '../dist-ssr/entry-server.js']) {
    if (!fs.existsSync(path.join(FRONTEND_DIST, built)))
      throw new Error(
        `frontend/${built.replace('../', '')} is missing: run \`npm run build -w frontend\` first`,
      );
  }
  server = await startServer({ FRONTEND_DIST });
});
afterAll(() => server?.stop());

it("sends a signed-in person's `/` with their month drawn and its data, private to them", async () => {
  const ada = await personWithEvents([HOSTILE_TITLE, 'Ada only show']);
  await personWithEvents(['Grace secret show']);

  const page = await request(server.url).get('/').set('Cookie', ada.cookie);
  expect(page.status).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  expect(page.headers['cache-control']).toBe('private, no-cache');
  expect(page.headers['vary']).toMatch(/Cookie/);
  expect(page.text).toContain(STATE_ELEMENT);
  // The grid with the events, and the mark after it, allowed by its hash.
  expect(page.text).toMatch(/role="table"[^>]*data-ready="true"/);
  expect(page.text).toContain('Ada only show');
  expect(page.text).toContain('performance.mark("month-view-rendered")</script>');
  // Its inline scripts (the first screen's check at the top, the mark) are allowed by their hashes.
  const inline = [...page.text.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]!);
  expect(inline).toHaveLength(2);
  expect(inline[0]).toContain('eventfold-first-screen');
  const hashes = inline.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  expect(page.headers['content-security-policy']).toContain(`script-src ${hashes.join(' ')} 'self'`);
  expect(page.text).toMatch(/<head>\s*<script id="eventfold-first-screen" type="application\/json">/);
  // Another person's events never.
  expect(page.text).not.toContain('Grace secret show');
  // A hostile title is text in the HTML and escaped in the JSON: nothing ends a script or adds an element.
  expect(page.text).not.toContain('<img src=x');
  expect(page.text).toContain('&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; Hostile');
  const state = /<script id="eventfold-server-render" type="application\/json">([^<]*)<\/script>/.exec(
    page.text,
  );
  expect(state).not.toBeNull();
  expect(state![1]).toContain('\\u003c/script\\u003e\\u003cimg src=x onerror=alert(1)\\u003e Hostile');
  expect(JSON.stringify(JSON.parse(state![1]!))).toContain(HOSTILE_TITLE);

  // The page the server keeps for reuse follows the calendar: a new event is on the next load.
  const again = await request(server.url).get('/').set('Cookie', ada.cookie);
  expect(again.text).not.toContain('Ada later show');
  const { timezone } = (await ada.agent.get('/api/auth/user')).body as { timezone: string };
  const later = {
    title: 'Ada later show',
    location: 'Main stage',
    date: todayIn(timezone),
    timeStart: '23:00',
  };
  expect((await createEvent(ada.agent, later)).status).toBe(201);
  const changed = await request(server.url).get('/').set('Cookie', ada.cookie);
  expect(changed.text).toContain('Ada later show');
  expect(changed.text).toContain(STATE_ELEMENT);
});

it("renders two people's pages at once, each with only their own events", async () => {
  const lin = await personWithEvents(['Lin concurrent show']);
  const max = await personWithEvents(['Max concurrent show']);
  const pages = await Promise.all(
    [lin, max, lin, max].map((person) => request(server.url).get('/').set('Cookie', person.cookie)),
  );
  for (const [index, page] of pages.entries()) {
    const [own, other] = index % 2 === 0 ? ['Lin', 'Max'] : ['Max', 'Lin'];
    // Two at once are rendered; beyond that a page may go out plain, never with someone else's data.
    if (page.text.includes(STATE_ELEMENT)) expect(page.text).toContain(`${own} concurrent show`);
    expect(page.text).not.toContain(`${other} concurrent show`);
  }
  expect(pages.filter((page) => page.text.includes(STATE_ELEMENT)).length).toBeGreaterThanOrEqual(2);
});

it("draws a phone's page too, in the narrow layout, by its client hint or its User-Agent", async () => {
  const { cookie } = await personWithEvents(['Pocket show']);
  const desktop = await request(server.url).get('/').set('Cookie', cookie).set('Sec-CH-UA-Mobile', '?0');
  expect(desktop.text).toContain('Pocket show');
  expect(desktop.headers['vary']).toMatch(/User-Agent, Sec-CH-UA-Mobile/);
  // The desktop's page is taken over only by a wide window, a phone's only by a narrow one.
  const screenQuery = (text: string) => /"screenQuery":"([^"]+)"/.exec(text)?.[1];
  expect(screenQuery(desktop.text)).toMatch(/min-width/);

  const hinted = await request(server.url).get('/').set('Cookie', cookie).set('Sec-CH-UA-Mobile', '?1');
  expect(hinted.text).toContain(STATE_ELEMENT);
  expect(hinted.text).toContain('Pocket show');
  expect(screenQuery(hinted.text)).toMatch(/max-width/);
  expect(hinted.headers['vary']).toMatch(/User-Agent, Sec-CH-UA-Mobile/);
  const iPhone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  const android =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
  for (const userAgent of [iPhone, android]) {
    const phone = await request(server.url).get('/').set('Cookie', cookie).set('User-Agent', userAgent);
    expect(phone.text).toContain('Pocket show');
    expect(screenQuery(phone.text)).toMatch(/max-width/);
  }
  // A tablet (no mobile token) gets the wide page.
  const iPad =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
  const tablet = await request(server.url).get('/').set('Cookie', cookie).set('User-Agent', iPad);
  expect(tablet.text).toContain('Pocket show');
  expect(screenQuery(tablet.text)).toMatch(/min-width/);
});

it('sends the plain page when the session is stale, for a month without events, and to visitors', async () => {
  const plain = fs.readFileSync(path.join(FRONTEND_DIST, 'index.signed-in.html'), 'utf8');
  const stale = await request(server.url).get('/').set('Cookie', 'eventfold.sid=s%3Anot-a-session.sig');
  expect(stale.status).toBe(200);
  expect(stale.text).toBe(plain);

  const { agent, cookie } = await personWithEvents([]);
  const empty = await request(server.url).get('/').set('Cookie', cookie);
  expect(empty.text).toBe(plain);

  await agent.get('/api/logout').set('Sec-Fetch-Site', 'same-origin');
  const signedOut = await request(server.url).get('/').set('Cookie', cookie);
  expect(signedOut.text).toBe(plain);

  const visitor = await request(server.url).get('/');
  expect(visitor.text).not.toContain(STATE_ELEMENT);
  expect(visitor.text).toBe(fs.readFileSync(path.join(FRONTEND_DIST, 'index.html'), 'utf8'));
});

it('sends the plain page when the render on its thread fails, and logs why', async () => {
  // A build whose signed-in template has no root the render can fill: the reads succeed on the
  // server's thread, the page's render throws on the render thread.
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'eventfold-broken-template-'));
  fs.cpSync(FRONTEND_DIST, path.join(copy, 'dist'), { recursive: true });
  fs.symlinkSync(path.join(FRONTEND_DIST, '..', 'dist-ssr'), path.join(copy, 'dist-ssr'));
  const signedIn = path.join(copy, 'dist', 'index.signed-in.html');
  for (const compressed of ['.br', '.gz']) fs.rmSync(`${signedIn}${compressed}`, { force: true });
  const broken = fs.readFileSync(signedIn, 'utf8').replace('<div id="root">', "<div id='root'>");
  fs.writeFileSync(signedIn, broken);
  const brokenServer = await startServer({ FRONTEND_DIST: path.join(copy, 'dist') });
  try {
    const agent = request.agent(brokenServer.url);
    const signUp = await agent.post('/api/auth/register').send(newAccount());
    const cookie = sessionCookie(signUp.headers['set-cookie'])!.split(';')[0]!;
    await agent
      .post('/api/event-sources')
      .send({ name: 'Hall', url: 'http://127.0.0.1:9/venue', category: 'Music Venue', isActive: true });
    const { timezone } = (await agent.get('/api/auth/user')).body as { timezone: string };
    const event = {
      title: 'Unrendered show',
      location: 'Main stage',
      date: todayIn(timezone),
      timeStart: '21:00',
    };
    expect((await createEvent(agent, event)).status).toBe(201);

    const page = await request(brokenServer.url).get('/').set('Cookie', cookie);
    expect(page.status).toBe(200);
    expect(page.text).toBe(broken);
    expect(await brokenServer.waitForOutput('server render of the calendar failed')).toContain(
      'the template has no root element',
    );
  } finally {
    await brokenServer.stop();
    fs.rmSync(copy, { recursive: true, force: true });
  }
});
