import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteEventStore } from '../infrastructure/event-store/sqlite-event-store';
import { EventSerializer } from '../infrastructure/events/event-serializer';
import { SqliteKeyStore } from '../infrastructure/keys/sqlite-key-store';
import { claimEmail, emailClaimStreamId, findEmailClaim, legacyEmailClaimStreamId } from './email-claim';
import { userStreamId } from './user.decider';

describe('e-mail claims', () => {
  let dir: string;
  let eventStore: SqliteEventStore;
  let keyStore: SqliteKeyStore;
  let deps: { eventStore: SqliteEventStore; serializer: EventSerializer; emailClaimKey: Buffer };
  const context = () => ({ userId: null, correlationId: randomUUID(), causationId: randomUUID() });

  /** An account registered as the old code did: claim under the unkeyed name, then the user stream. */
  async function legacyAccount(email: string): Promise<string> {
    const userId = randomUUID();
    const claim = await deps.serializer.serialize({ type: 'EmailClaimed', data: { userId } }, context());
    await eventStore.appendToStream(legacyEmailClaimStreamId(email), [claim], 'no_stream');
    const registered = await deps.serializer.serialize(
      {
        type: 'UserRegistered',
        data: {
          userId,
          email,
          firstName: 'Old',
          lastName: 'Timer',
          passwordHash: null,
          authProvider: 'email',
          inviteCode: 'x',
        },
      },
      context(),
    );
    await eventStore.appendToStream(userStreamId(userId), [registered], 'no_stream');
    return userId;
  }

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventfold-claims-'));
    eventStore = SqliteEventStore.open(path.join(dir, 'events.sqlite'));
    keyStore = SqliteKeyStore.open(path.join(dir, 'keys.sqlite'), randomBytes(32));
    deps = {
      eventStore,
      serializer: new EventSerializer(keyStore, randomBytes(32)),
      emailClaimKey: randomBytes(32),
    };
  });
  afterEach(async () => {
    await keyStore.close();
    await eventStore.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('names the stream with a keyed hash: without the key an address cannot be confirmed', () => {
    const email = 'Someone@Example.com';
    expect(emailClaimStreamId(deps.emailClaimKey, email)).toBe(
      emailClaimStreamId(deps.emailClaimKey, ' someone@example.com '),
    );
    expect(emailClaimStreamId(deps.emailClaimKey, email)).not.toBe(
      emailClaimStreamId(randomBytes(32), email),
    );
    expect(emailClaimStreamId(deps.emailClaimKey, email)).not.toBe(legacyEmailClaimStreamId(email));
  });

  it('keeps addresses claimed under the old unkeyed name taken, and finds their owner', async () => {
    const owner = await legacyAccount('old@example.com');
    await expect(claimEmail(deps, 'OLD@example.com', randomUUID(), context())).rejects.toMatchObject({
      status: 409,
    });
    expect(await findEmailClaim(eventStore, deps.emailClaimKey, 'old@example.com')).toMatchObject({
      userId: owner,
    });
  });

  it('lets a released address be claimed again, once', async () => {
    const first = randomUUID();
    await claimEmail(deps, 'new@example.com', first, context());
    await expect(claimEmail(deps, 'new@example.com', randomUUID(), context())).rejects.toMatchObject({
      status: 409,
    });
    const released = await deps.serializer.serialize(
      { type: 'EmailReleased', data: { userId: first } },
      context(),
    );
    await eventStore.appendToStream(
      emailClaimStreamId(deps.emailClaimKey, 'new@example.com'),
      [released],
      'any',
    );
    expect(await findEmailClaim(eventStore, deps.emailClaimKey, 'new@example.com')).toBeNull();
    const second = randomUUID();
    await claimEmail(deps, 'new@example.com', second, context());
    expect(await findEmailClaim(eventStore, deps.emailClaimKey, 'new@example.com')).toMatchObject({
      userId: second,
    });
  });
});
