import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type request from 'supertest';
import { signedInAgent } from './accounts';
import type { RunningServer } from './server';
import { befriend, member, ownEvent, type Member } from './social';

type Agent = ReturnType<typeof request.agent>;

/** Someone who used every feature and then erased their account; `secrets` is what must be gone. */
export interface ErasedPerson {
  id: string;
  email: string;
  secrets: string[];
}

/** The grant is an event another process wrote: the server knows of it once it has projected it. */
async function untilAuditor(agent: request.Agent): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if ((await agent.get('/api/audit/access')).status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the auditor grant never reached the server');
}

async function expectOk(call: Promise<request.Response>, what: string): Promise<request.Response> {
  const response = await call;
  if (response.status >= 300) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response;
}

async function createEvent(agent: Agent, fields: Record<string, string>): Promise<string> {
  const date = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  let call = agent.post('/api/events');
  for (const [name, value] of Object.entries({ date, timeStart: '19:00', visibility: 'friends', ...fields }))
    call = call.field(name, value);
  return ((await expectOk(call, 'create event')).body as { id: string }).id;
}

/**
 * A person with a unique name and address uses every feature (and is invited, befriended, commented
 * on and audited by others), then deletes their account. `beforeErasure` sees the person while the
 * data is still there, so a search can prove it finds it. `grantAuditor` makes a user an auditor.
 */
export async function useEveryFeatureThenErase(
  server: RunningServer,
  options: {
    grantAuditor: (email: string) => Promise<void>;
    beforeErasure: (person: ErasedPerson) => Promise<void>;
  },
): Promise<ErasedPerson> {
  const tag = randomBytes(5).toString('hex');
  const firstName = `Zelinda${tag}`;
  const lastName = `Quillfeather${tag}`;
  const email = `erase.${tag}@example.com`;
  const password = 'analytical1!';
  const friend = await member(server.url, 'Stayer');
  const auditor = await member(server.url, 'Auditor');

  // Invited by e-mail before signing up: the address is theirs, though a friend typed it.
  await expectOk(friend.agent.post('/api/email-invite').send({ email }), 'invite by e-mail');
  const { agent, user } = await signedInAgent(server.url, { firstName, lastName, email, password });
  const person: Member = { agent, id: user.id, email };

  await expectOk(
    agent.patch('/api/user/preferences').send({
      name: `${firstName} ${lastName}`,
      zipCode: '98101',
      timezone: 'America/Los_Angeles',
      preferredRadius: 40,
    }),
    'settings',
  );
  const avatar = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 90, b: 200 } },
  })
    .png()
    .toBuffer();
  await expectOk(agent.post('/api/upload-avatar').attach('avatar', avatar, `${firstName}.png`), 'avatar');
  await expectOk(
    agent.post('/api/event-sources').send({ name: `${firstName}'s venues`, url: 'http://127.0.0.1:9/venue' }),
    'add source',
  );
  const ownEventId = await createEvent(agent, {
    title: `${firstName} birthday`,
    description: `At ${lastName} home`,
    location: `${lastName} residence, Seattle, WA 98101`,
  });
  await befriend(friend, person);
  await expectOk(
    agent.post(`/api/events/${ownEventId}/invite`).send({ friendIds: [friend.id] }),
    'invite a friend',
  );
  await expectOk(
    agent.post(`/api/events/${ownEventId}/comment`).send({ content: `${firstName} says hi` }),
    'comment on own event',
  );
  const friendsEventId = await ownEvent(friend, 'Barbecue');
  await expectOk(
    friend.agent.post(`/api/events/${friendsEventId}/invite`).send({ friendIds: [person.id] }),
    'be invited',
  );
  await expectOk(
    agent.post(`/api/events/${friendsEventId}/comment`).send({ content: `${lastName} brings salad` }),
    'comment on a friend’s event',
  );
  await expectOk(agent.post(`/api/events/${friendsEventId}/like`), 'like');
  await expectOk(agent.patch(`/api/events/${friendsEventId}/favorite`), 'favorite');
  await expectOk(agent.post(`/api/events/${ownEventId}/share`), 'share');
  await expectOk(agent.put(`/api/events/${ownEventId}/rsvp`).send({ status: 'going' }), 'rsvp');
  await expectOk(agent.post('/api/email-invite').send({ email: `pal.${tag}@example.com` }), 'invite a pal');
  await expectOk(
    agent.post('/api/analytics').send({ event: 'event_click', properties: { view: firstName } }),
    'analytics',
  );
  await expectOk(agent.post('/api/calendar/feed'), 'calendar feed');
  await expectOk(friend.agent.post(`/api/events/${ownEventId}/like`), 'liked by a friend');
  await expectOk(
    friend.agent.post(`/api/events/${ownEventId}/comment`).send({ content: 'Happy birthday!' }),
    'commented by a friend',
  );
  await expectOk(agent.get('/api/user/export'), 'export');

  // An auditor looks them up and types their name into a filter.
  await options.grantAuditor(auditor.email);
  await untilAuditor(auditor.agent);
  await expectOk(auditor.agent.get('/api/audit/users').query({ query: email }), 'audit search');
  await expectOk(
    auditor.agent.get(`/api/audit/users/${person.id}/history`).query({ type: lastName }),
    'audit history',
  );

  const erased: ErasedPerson = {
    id: person.id,
    email,
    secrets: [email, firstName, lastName, firstName.toLowerCase(), lastName.toLowerCase()],
  };
  await options.beforeErasure(erased);
  await expectOk(agent.delete('/api/user').send({ password }), 'delete account');
  return erased;
}

/** Every file under a folder, recursively. */
export function filesUnder(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? filesUnder(full) : entry.isFile() ? [full] : [];
  });
}

/** Where each secret occurs in the bytes of the given files: `file: secret`, none when erased. */
export function bytesFound(files: readonly string[], secrets: readonly string[]): string[] {
  const hits: string[] = [];
  for (const file of files) {
    const bytes = fs.readFileSync(file);
    for (const secret of secrets) {
      for (const encoding of ['utf8', 'utf16le'] as const) {
        if (bytes.includes(Buffer.from(secret, encoding))) hits.push(`${file}: ${secret} (${encoding})`);
      }
    }
  }
  return hits;
}

/** Also the names of files and folders: an upload or a stream named after the person is a hit. */
export function namesFound(files: readonly string[], secrets: readonly string[]): string[] {
  return files.flatMap((file) =>
    secrets.filter((secret) => file.includes(secret)).map((s) => `${file}: ${s}`),
  );
}
