import { createCipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { emailAddressKeyId } from '../keys/email-claim-key';
import { SqliteKeyStore } from '../keys/sqlite-key-store';
import { EventSerializer, type CommandContext } from './event-serializer';

const context: CommandContext = { userId: 'u1', correlationId: 'request-1', causationId: 'request-1' };
const registered = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    passwordHash: 'scrypt$10$8$1$c2FsdA==$aGFzaA==',
    authProvider: 'email',
    inviteCode: 'invite-1',
  },
};

describe('EventSerializer', () => {
  let dir: string;
  let keys: SqliteKeyStore;
  let events: SqliteEventStore;
  let serializer: EventSerializer;
  const emailClaimKey = randomBytes(32);

  /** Appends one event and reads it back as stored and as projections see it. */
  async function roundTrip(event: { type: string; data: Record<string, unknown> }) {
    const streamId = `s-${randomBytes(4).toString('hex')}`;
    await events.appendToStream(streamId, [await serializer.serialize(event, context)], 'any');
    const [stored] = await events.readStream(streamId);
    return { stored: stored!, read: async () => (await serializer.deserialize(stored!))!.data };
  }

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventfold-serializer-'));
    keys = SqliteKeyStore.open(path.join(dir, 'keys.sqlite'), randomBytes(32));
    events = SqliteEventStore.open(path.join(dir, 'events.sqlite'));
    serializer = new EventSerializer(keys, emailClaimKey);
  });
  afterEach(async () => {
    await events.close();
    await keys.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('encrypts the personal fields before they reach the log and decrypts them on read', async () => {
    const toAppend = await serializer.serialize(registered, context);
    expect(toAppend.version).toBe(1);
    expect(toAppend.metadata).toMatchObject({
      userId: 'u1',
      correlationId: 'request-1',
      causationId: 'request-1',
    });
    expect(Date.parse(toAppend.metadata.occurredAt)).not.toBeNaN();
    await events.appendToStream('user-u1', [toAppend], 'no_stream');
    const [stored] = await events.readStream('user-u1');
    const raw = JSON.stringify(stored!.data);
    for (const secret of ['ada@example.com', 'Ada', 'Lovelace']) expect(raw).not.toContain(secret);
    expect(stored!.data['inviteCode']).toBe('invite-1');
    const projected = await serializer.deserialize(stored!);
    expect(projected).toMatchObject({
      type: 'UserRegistered',
      data: registered.data,
      streamId: 'user-u1',
      revision: 0,
    });
  });

  it('reads personal fields as null once the user key is erased (crypto-shredding)', async () => {
    await events.appendToStream('user-u1', [await serializer.serialize(registered, context)], 'no_stream');
    await keys.erase('u1');
    const [stored] = await events.readStream('user-u1');
    const projected = await serializer.deserialize(stored!);
    expect(projected!.data).toEqual({
      ...registered.data,
      email: null,
      firstName: null,
      lastName: null,
      passwordHash: null,
    });
  });

  it('refuses data that does not match the contracts schema, and unknown event types', async () => {
    await expect(
      serializer.serialize({ type: 'UserRegistered', data: { userId: 'u1' } }, context),
    ).rejects.toThrow();
    await expect(serializer.serialize({ type: 'NoSuchEvent', data: {} }, context)).rejects.toThrow(
      'Unknown event type',
    );
  });

  it('reads an unknown type, or a version from the future, as null', async () => {
    const base = await serializer.serialize(registered, context);
    await events.appendToStream(
      'misc',
      [
        { ...base, type: 'Retired' },
        { ...base, id: 'e2', version: 99 },
      ],
      'any',
    );
    const stored = await events.readStream('misc');
    expect(await Promise.all(stored.map((event) => serializer.deserialize(event)))).toEqual([null, null]);
  });

  it('seals each personal field with the key of the person it belongs to', async () => {
    const comment = {
      type: 'CommentPosted',
      data: {
        commentId: 'c1',
        eventId: 'e1',
        userId: 'u1',
        content: 'Bring a blanket',
        eventOwnerId: 'u2',
        eventTitle: 'Picnic',
      },
    };
    const { stored, read } = await roundTrip(comment);
    expect(JSON.stringify(stored.data)).not.toMatch(/blanket|Picnic/);
    expect(await read()).toEqual(comment.data);
    await keys.erase('u2');
    expect(await read()).toEqual({ ...comment.data, eventTitle: null });
    await keys.erase('u1');
    expect(await read()).toEqual({ ...comment.data, eventTitle: null, content: null });
  });

  it('seals an invited address with a key of that address, not the referrer’s', async () => {
    const invite = {
      type: 'InviteCreated',
      data: { inviteId: 'i1', userId: 'u1', tokenHash: 'hash', email: 'Newcomer@Example.com' },
    };
    const { stored, read } = await roundTrip(invite);
    expect(JSON.stringify(stored.data)).not.toContain('ewcomer');
    await keys.erase('u1');
    expect(await read()).toEqual(invite.data);
    await keys.erase(emailAddressKeyId(emailClaimKey, 'newcomer@example.com'));
    expect(await read()).toEqual({ ...invite.data, email: null });
  });

  it('reads fields stored before: in the clear, or sealed with the user id as the only key name', async () => {
    const key = await keys.keyFor('u1');
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from('u1\u0000lastName', 'utf8'));
    const body = Buffer.concat([cipher.update(JSON.stringify('Lovelace'), 'utf8'), cipher.final()]);
    const sealedV1 = `pii:v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    const base = await serializer.serialize(registered, context);
    const created = await serializer.serialize(
      {
        type: 'EventCreated',
        data: {
          eventId: 'e1',
          userId: 'u1',
          title: 'x',
          description: null,
          location: 'y',
          startDate: '2026-03-08T01:00:00.000Z',
          endDate: '2026-03-08T02:00:00.000Z',
          timezone: 'America/Chicago',
          imageId: null,
          visibility: 'private',
        },
      },
      context,
    );
    await events.appendToStream(
      'old',
      [
        { ...base, data: { ...base.data, lastName: sealedV1 } },
        { ...created, id: 'e2', data: { ...created.data, title: 'Plain title', location: 'Plain place' } },
      ],
      'no_stream',
    );
    const [user, event] = await events.readStream('old');
    expect((await serializer.deserialize(user!))!.data['lastName']).toBe('Lovelace');
    expect((await serializer.deserialize(event!))!.data).toMatchObject({
      title: 'Plain title',
      location: 'Plain place',
    });
  });
});
