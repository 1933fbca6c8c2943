import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { EMAIL_MESSAGES } from '@eventfold/contracts';
import { eventually } from './support/calendar-events';
import { startServer, temporaryDataDir, type RunningServer } from './support/server';
import {
  decodeQuotedPrintable,
  startLocalSmtp,
  type LocalSmtp,
  type ReceivedMail,
} from './support/smtp-server';
import { member, ownEvent, type Member } from './support/social';

jest.setTimeout(120_000);

let smtp: LocalSmtp;
let server: RunningServer;
const dataDir = temporaryDataDir();
const clockFile = path.join(dataDir, 'clock.txt');
const setClock = (instant: Date) => fs.writeFileSync(clockFile, instant.toISOString());
let alice: Member;

const settings = (notifyByEmail: boolean) => ({
  name: 'Alice',
  timezone: 'America/Chicago',
  preferredRadius: 25,
  notifyByEmail,
});
const textOf = (mail: ReceivedMail) => decodeQuotedPrintable(mail.raw);
const noMailFor = async (ms: number) => {
  const before = smtp.received.length;
  await new Promise((resolve) => setTimeout(resolve, ms));
  return smtp.received.length === before;
};

beforeAll(async () => {
  smtp = await startLocalSmtp();
  server = await startServer(
    { SMTP_URL: smtp.url, TEST_CLOCK_FILE: clockFile, REMINDER_SWEEP_MS: '200' },
    dataDir,
  );
  alice = await member(server.url, 'Alice');
  expect((await alice.agent.patch('/api/user/preferences').send(settings(true))).status).toBe(200);
  expect((await alice.agent.get('/api/email/status')).body).toEqual({ available: true });
  // The first sweep after the switch goes on marks where mail starts.
  await new Promise((resolve) => setTimeout(resolve, 1000));
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

describe('notification mail', () => {
  it('sends the first activity after a quiet spell at once, escaped, with links to the event and to unsubscribe', async () => {
    const mallory = await member(server.url, '<b>Mallory</b>');
    expect((await mallory.agent.post('/api/friends/request').send({ userId: alice.id })).status).toBe(201);
    const mail = await smtp.next(20_000);
    expect(mail.to).toEqual([alice.email]);
    const raw = textOf(mail);
    const html = raw.slice(raw.indexOf('Content-Type: text/html'));
    expect(html).toContain('&lt;b&gt;Mallory&lt;/b&gt; Lovelace sent you a friend request');
    expect(html).not.toContain('<b>Mallory');
    expect(raw).toContain('- <b>Mallory</b> Lovelace sent you a friend request');
    expect(raw).toMatch(new RegExp(`${server.url}/unsubscribe\\?token=[\\w.%-]+`));
  });

  it('gathers later activity into one mail at most every 10 minutes by the clock', async () => {
    const bob = await member(server.url, 'Bob');
    const carol = await member(server.url, 'Carol');
    expect((await bob.agent.post('/api/friends/request').send({ userId: alice.id })).status).toBe(201);
    expect((await carol.agent.post('/api/friends/request').send({ userId: alice.id })).status).toBe(201);
    expect(await noMailFor(1500)).toBe(true);

    setClock(new Date(Date.now() + 11 * 60_000));
    const raw = textOf(await smtp.next(20_000));
    expect(raw).toContain('Bob Lovelace sent you a friend request');
    expect(raw).toContain('Carol Lovelace sent you a friend request');
    expect(raw).not.toContain('Mallory');
  });

  it('mails a reminder at once, with the event’s link', async () => {
    const eventId = await ownEvent(alice, 'Rooftop <Jazz>');
    const { startDate } = (await alice.agent.get(`/api/events/${eventId}`)).body as { startDate: string };
    setClock(new Date(Date.parse(startDate) - 30 * 60_000));
    expect((await alice.agent.patch(`/api/events/${eventId}/favorite`)).status).toBe(200);
    const mail = await eventually(
      async () => smtp.received.map(textOf).find((raw) => raw.includes('Reminder: Rooftop')),
      (raw) => raw !== undefined,
      20_000,
    );
    expect(mail).toContain('<strong>Rooftop &lt;Jazz&gt;</strong> starts');
    expect(mail).toContain(`${server.url}/event/${eventId}`);
  });

  it('turns notifyByEmail off by the link’s POST only, without signing in', async () => {
    const raw = smtp.received.map(textOf).at(-1)!;
    const link = new URL(/(http:\/\/127\.0\.0\.1:\d+\/unsubscribe\?token=[\w.%-]+)/.exec(raw)![1]!);
    const token = decodeURIComponent(link.searchParams.get('token')!);

    await request(server.url).get(`${link.pathname}${link.search}`);
    expect((await alice.agent.get('/api/auth/user')).body.notifyByEmail).toBe(true);

    const forged = await request(server.url)
      .post('/api/email/unsubscribe')
      .send({ token: `${alice.id}.AAAA` });
    expect([forged.status, forged.body.message]).toEqual([400, EMAIL_MESSAGES.unsubscribeInvalid]);
    const done = await request(server.url).post('/api/email/unsubscribe').send({ token });
    expect([done.status, done.body.message]).toEqual([200, EMAIL_MESSAGES.unsubscribed]);
    expect((await alice.agent.get('/api/auth/user')).body.notifyByEmail).toBe(false);

    const dave = await member(server.url, 'Dave');
    setClock(new Date(Date.now() + 40 * 60_000));
    expect((await dave.agent.post('/api/friends/request').send({ userId: alice.id })).status).toBe(201);
    expect(await noMailFor(1500)).toBe(true);
  });
});
