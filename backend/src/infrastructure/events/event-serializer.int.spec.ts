import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
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

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventfold-serializer-'));
    keys = SqliteKeyStore.open(path.join(dir, 'keys.sqlite'), randomBytes(32));
    events = SqliteEventStore.open(path.join(dir, 'events.sqlite'));
    serializer = new EventSerializer(keys);
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
    expect(projected!.data).toEqual({ ...registered.data, email: null, firstName: null, lastName: null });
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
});
