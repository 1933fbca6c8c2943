import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { SOCIAL_MESSAGES } from '@eventfold/contracts';
import { newAccount } from './support/accounts';
import { decodeQuotedPrintable, startLocalSmtp, type LocalSmtp } from './support/smtp-server';
import { befriend, member } from './support/social';
import { startServer, type RunningServer } from './support/server';

function tokenOf(link: string): string {
  return new URL(link).searchParams.get('ref') ?? '';
}

describe('with SMTP', () => {
  let smtp: LocalSmtp;
  let server: RunningServer;
  beforeAll(async () => {
    smtp = await startLocalSmtp();
    server = await startServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Eventfold <invites@eventfold.test>' });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it('mails a link whose token, accepted by a newly registered user, makes the two friends', async () => {
    const a = await member(server.url, '<Ann & "Co">');
    const response = await a.agent.post('/api/email-invite').send({ email: 'newcomer@example.com' });
    expect([response.status, response.body]).toEqual([
      201,
      {
        success: true,
        inviteLink: expect.stringMatching(/\/\?ref=[\w-]{43}$/),
        emailSent: true,
        message: 'Invitation sent',
      },
    ]);
    const mail = await smtp.next();
    expect(mail.to).toEqual(['newcomer@example.com']);
    expect(mail.raw).toMatch(/^From: Eventfold <invites@eventfold\.test>/m);
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toContain('text/plain');
    expect(body).toContain('text/html');
    expect(body).toContain('&lt;Ann &amp; &quot;Co&quot;&gt; Lovelace invited you');
    const links = [...body.matchAll(/https?:\/\/[^\s"<>]+\?ref=[\w-]+/g)].map((match) => match[0]);
    expect(links.length).toBeGreaterThan(0);
    expect(new Set(links)).toEqual(new Set([response.body.inviteLink]));

    const token = tokenOf(links[0]!);
    const invitee = request.agent(server.url);
    expect((await invitee.post('/api/auth/register').send(newAccount({ firstName: 'Nia' }))).status).toBe(
      201,
    );
    const accepted = await invitee.post('/api/invites/accept').send({ token });
    expect([accepted.status, accepted.body]).toEqual([
      200,
      { success: true, message: SOCIAL_MESSAGES.accepted },
    ]);
    expect((await a.agent.get('/api/friends')).body).toEqual([expect.objectContaining({ firstName: 'Nia' })]);
    expect((await invitee.get('/api/friends')).body).toEqual([expect.objectContaining({ id: a.id })]);
    const again = await invitee.post('/api/invites/accept').send({ token });
    expect(again.status).toBe(400);
    expect(again.body.message).toContain(SOCIAL_MESSAGES.invalidOrUsed);
  });

  it('sends a friend request as well when the address already has an account', async () => {
    const [a, b] = [await member(server.url, 'Ann'), await member(server.url, 'Ben')];
    const response = await a.agent.post('/api/email-invite').send({ email: b.email.toUpperCase() });
    expect(response.body.emailSent).toBe(true);
    expect((await b.agent.get('/api/friends/requests')).body).toEqual([
      expect.objectContaining({ requesterId: a.id }),
    ]);
    await smtp.next();
  });
});

describe('with an SMTP server that is down', () => {
  let server: RunningServer;
  beforeAll(async () => {
    const closed = await startLocalSmtp();
    await closed.close();
    server = await startServer({ SMTP_URL: closed.url });
  });
  afterAll(() => server?.stop());

  it('still answers with the link to share by hand', async () => {
    const a = await member(server.url, 'Ann');
    const response = await a.agent.post('/api/email-invite').send({ email: 'someone@example.com' });
    expect([response.status, response.body.emailSent, response.body.message]).toEqual([
      201,
      false,
      SOCIAL_MESSAGES.inviteLinkCreated,
    ]);
    expect(await server.waitForOutput('sending mail failed')).toContain('sending mail failed');
  });
});

describe('without SMTP', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.stop());

  it('creates the link, stores only its hash, and says the e-mail was not sent', async () => {
    const a = await member(server.url, 'Ann');
    const response = await a.agent.post('/api/email-invite').send({ email: 'someone@example.com' });
    expect([response.status, response.body]).toEqual([
      201,
      {
        success: true,
        inviteLink: expect.any(String),
        emailSent: false,
        message: SOCIAL_MESSAGES.inviteLinkCreated,
      },
    ]);
    expect(response.body.inviteLink.startsWith(`${server.url}/?ref=`)).toBe(true);
    const token = tokenOf(response.body.inviteLink);
    // The event log on disk (with its write-ahead log) holds the hash, never the token.
    const log = ['events.sqlite', 'events.sqlite-wal']
      .map((name) => path.join(server.dataDir, name))
      .filter((file) => fs.existsSync(file))
      .map((file) => fs.readFileSync(file).toString('latin1'))
      .join('');
    expect(log).toContain(createHash('sha256').update(token).digest('hex'));
    expect(log).not.toContain(token);
  });

  it('refuses an unknown token as not valid, a used one as used, an own one as own, and a bad address', async () => {
    const [a, b, c] = [
      await member(server.url, 'Ann'),
      await member(server.url, 'Ben'),
      await member(server.url, 'Cat'),
    ];
    const link = (await a.agent.post('/api/email-invite').send({ email: 'x@example.com' })).body
      .inviteLink as string;
    for (const [user, token, message] of [
      [a, tokenOf(link), SOCIAL_MESSAGES.ownInvite],
      [b, 'not-a-token', SOCIAL_MESSAGES.inviteNotValid],
      [b, '', SOCIAL_MESSAGES.inviteNotValid],
    ] as const) {
      const refused = await user.agent.post('/api/invites/accept').send({ token });
      expect([refused.status, refused.body.message]).toEqual([400, message]);
      expect(refused.body.message).not.toContain(SOCIAL_MESSAGES.invalidOrUsed);
    }
    expect((await b.agent.post('/api/invites/accept').send({ token: tokenOf(link) })).status).toBe(200);
    const used = await c.agent.post('/api/invites/accept').send({ token: tokenOf(link) });
    expect([used.status, used.body.message]).toEqual([
      400,
      expect.stringContaining(SOCIAL_MESSAGES.invalidOrUsed),
    ]);
    const bad = await a.agent.post('/api/email-invite').send({ email: 'not-an-address' });
    expect([bad.status, bad.body]).toEqual([400, { message: 'Please enter a valid email address.' }]);
    const self = await a.agent.post('/api/email-invite').send({ email: a.email });
    expect([self.status, self.body]).toEqual([400, { message: 'You cannot invite yourself.' }]);
  });

  it('connects existing friends again without error and keeps them friends once', async () => {
    const [a, b] = [await member(server.url, 'Ann'), await member(server.url, 'Ben')];
    await befriend(a, b);
    const link = (await a.agent.post('/api/email-invite').send({ email: b.email })).body.inviteLink as string;
    expect((await b.agent.post('/api/invites/accept').send({ token: tokenOf(link) })).status).toBe(200);
    expect((await a.agent.get('/api/friends')).body).toHaveLength(1);
  });
});
