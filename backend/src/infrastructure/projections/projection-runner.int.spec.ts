import type { StoredEvent } from '@eventfold/contracts';
import {
  ATTEMPTS_BEFORE_DEAD_LETTER,
  CHECKPOINTS_COLLECTION,
  DEAD_LETTERS_COLLECTION,
  ProjectionRunner,
  plainEventTransform,
  positionKey,
  rebuildProjection,
  usersProjection,
  UnreadableEvent,
  type EventTransform,
  type Projection,
} from '@eventfold/projections';
import { profileUpdated, userRegistered } from './identity-events.fixtures';
import { TempStores, allDocuments, quietLogger, tallyProjection } from './projection-runtime.fixtures';

describe('ProjectionRunner on the embedded stores', () => {
  let stores: TempStores;

  beforeEach(async () => {
    stores = await TempStores.create();
  });
  afterEach(async () => stores.dispose());

  it('catches up with the log, then follows it live with read-your-writes', async () => {
    const head = await stores.appendAccounts('u1', 'u2');
    const runner = await stores.startRunner();
    expect(runner.status()).toEqual({
      head,
      checkpoints: { users_v1: head, user_event_tally_v1: head },
      caughtUp: true,
      holdsLease: true,
      building: [],
      // Caught up at start, not live.
      eventsProjected: 0,
    });
    expect(
      await stores.readStore.collection('users_v1').findOne({ emailNormalized: 'u2@example.com' }),
    ).toMatchObject({
      _id: 'u2',
      name: 'Name u2',
      timezone: 'America/Denver',
      favoriteCategories: ['Music Venue'],
    });

    const { position } = await stores.eventStore.appendToStream(
      'user-u1',
      [profileUpdated('u1', 'Live name')],
      4,
    );
    expect(await runner.waitForPosition(position, 5000)).toBe(true);
    expect(
      await stores.readStore.collection(runner.collectionFor('users')).findOne({ _id: 'u1' }),
    ).toMatchObject({
      name: 'Live name',
      _position: positionKey(position),
    });
    expect(runner.status().checkpoints['users_v1']).toBe(position);
    expect(await runner.waitForPosition(position + 1n, 50)).toBe(false);
  });

  it('resumes from its checkpoint after a restart without applying an event twice', async () => {
    await stores.appendAccounts('u1');
    await stores.startRunner();
    await stores.stopRunners();
    await stores.reopenReadStore();

    const seen: bigint[] = [];
    const counting: EventTransform = (event) => {
      seen.push(event.position);
      return plainEventTransform(event);
    };
    const { position } = await stores.eventStore.appendToStream(
      'user-u1',
      [profileUpdated('u1', 'After restart')],
      4,
    );
    const runner = await stores.startRunner(undefined, counting);
    expect(await runner.waitForPosition(position, 5000)).toBe(true);
    expect(seen).toEqual([position]);
    expect(await stores.readStore.collection('user_event_tally_v1').findOne({ _id: 'u1' })).toMatchObject({
      applied: 6,
    });
  });

  it('changes nothing when events it already applied are replayed', async () => {
    const head = await stores.appendAccounts('u1', 'u2');
    await stores.startRunner();
    await stores.stopRunners();
    const before = await allDocuments(stores.readStore, 'user_event_tally_v1');
    // As after a crash between the document writes and the checkpoint: the whole log comes again.
    await stores.readStore.collection(CHECKPOINTS_COLLECTION).updateMany({}, { $set: { position: '0' } });

    const runner = await stores.startRunner();
    expect(runner.status().checkpoints['user_event_tally_v1']).toBe(head);
    expect(await allDocuments(stores.readStore, 'user_event_tally_v1')).toEqual(before);
    expect(before.map((tally) => tally['applied'])).toEqual([5, 5]);
  });

  it('advances checkpoints over events the transform does not know', async () => {
    await stores.eventStore.appendToStream('user-u1', [userRegistered('u1', 'u1@example.com')], 'no_stream');
    const { position: head } = await stores.eventStore.appendToStream(
      'other-1',
      [{ ...profileUpdated('u1', 'x'), type: 'SomethingElse' }],
      'no_stream',
    );
    const onlyUsers: EventTransform = async (event: StoredEvent) =>
      event.type === 'SomethingElse' ? null : plainEventTransform(event);

    const runner = await stores.startRunner([usersProjection], onlyUsers);
    expect(runner.status().checkpoints['users_v1']).toBe(head);
    expect(
      await stores.readStore.collection(CHECKPOINTS_COLLECTION).findOne({ _id: 'users_v1' }),
    ).toMatchObject({ position: head.toString() });

    const { position } = await stores.eventStore.appendToStream(
      'other-1',
      [{ ...profileUpdated('u1', 'y'), type: 'SomethingElse' }],
      0,
    );
    expect(await runner.waitForPosition(position, 5000)).toBe(true);
    expect(await stores.readStore.collection('users_v1').findOne({ _id: 'u1' })).toMatchObject({
      name: null,
    });
  });

  it('writes no checkpoint for a read model a live batch does not touch, and other processes still see the batch', async () => {
    const head = await stores.appendAccounts('u1');
    const erasures = { ...tallyProjection, name: 'erasures', handles: ['UserErased'] } as Projection;
    const runner = await stores.startRunner([usersProjection, erasures]);
    const reader = new ProjectionRunner({
      eventStore: stores.eventStore,
      readStore: stores.readStore,
      projections: [usersProjection, erasures],
      transform: plainEventTransform,
      logger: quietLogger,
      competes: false,
    });
    await reader.start();
    const checkpoints = stores.readStore.collection(CHECKPOINTS_COLLECTION);
    const stored = await checkpoints.findOne({ _id: 'erasures_v1' });
    expect(BigInt(String(stored?.['position']))).toBeLessThanOrEqual(head);

    const { position } = await stores.eventStore.appendToStream('user-u1', [profileUpdated('u1', 'One')], 4);
    expect(await runner.waitForPosition(position, 5000)).toBe(true);
    expect(runner.status().checkpoints).toEqual({ users_v1: position, erasures_v1: position });
    expect(await checkpoints.findOne({ _id: 'users_v1' })).toMatchObject({ position: position.toString() });
    // Stored where it was: the batch had nothing for it.
    expect(await checkpoints.findOne({ _id: 'erasures_v1' })).toEqual(stored);
    // A process without the lease (an API instance) has its read-your-writes all the same.
    expect(await reader.waitForPosition(position, 5000)).toBe(true);
    await reader.stop();
    // A clean stop writes it, so the next holder does not read the batch again.
    await stores.stopRunners();
    expect(await checkpoints.findOne({ _id: 'erasures_v1' })).toMatchObject({
      position: position.toString(),
    });
  });

  it('hands the projections over when another runner moved a checkpoint, writing nothing more', async () => {
    const head = await stores.appendAccounts('u1');
    const warnings: string[] = [];
    const runner = await stores.startRunner([usersProjection], plainEventTransform, {
      ...quietLogger,
      warn: (message) => warnings.push(message),
    });
    await stores.readStore
      .collection(CHECKPOINTS_COLLECTION)
      .updateOne({ _id: 'users_v1' }, { $set: { position: '999' } });

    await stores.eventStore.appendToStream('user-u1', [profileUpdated('u1', 'Not mine')], 4);
    await stores.eventStore.appendToStream('user-u1', [profileUpdated('u1', 'Still not mine')], 5);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(warnings).toEqual(['projections handed over']);
    expect(runner.status().holdsLease).toBe(false);
    // The first event's document was written in the transaction whose checkpoint move failed, so it
    // was undone with it; the second's is never written.
    const document = await stores.readStore.collection('users_v1').findOne({ _id: 'u1' });
    expect(document).toMatchObject({ _position: positionKey(head) });
    expect(document).not.toMatchObject({ name: 'Not mine' });
    expect(
      await stores.readStore.collection(CHECKPOINTS_COLLECTION).findOne({ _id: 'users_v1' }),
    ).toMatchObject({ position: '999' });
  });
});

describe('ProjectionRunner read-model versions', () => {
  let stores: TempStores;

  beforeEach(async () => {
    stores = await TempStores.create();
  });
  afterEach(async () => stores.dispose());

  it('changes a read model’s version exactly when its documents change', async () => {
    await stores.appendAccounts('u1');
    const runner = await stores.startRunner();
    const before = await runner.readModelVersion('users');

    // An event no projection handles advances checkpoints but writes nothing.
    const unrelated = await stores.eventStore.appendToStream(
      'other-stream',
      [{ ...profileUpdated('u1', 'ignored'), type: 'SomethingElse' }],
      'any',
    );
    await runner.waitForPosition(unrelated.position, 5000);
    expect(await runner.readModelVersion('users')).toBe(before);

    const { position } = await stores.eventStore.appendToStream(
      'user-u1',
      [profileUpdated('u1', 'New name')],
      4,
    );
    await runner.waitForPosition(position, 5000);
    expect(await runner.readModelVersion('users')).not.toBe(before);
  });
});

describe('ProjectionRunner and an event it cannot read', () => {
  let stores: TempStores;

  beforeEach(async () => {
    stores = await TempStores.create();
  });
  afterEach(async () => stores.dispose());

  it('retries it, then sets it aside as a dead letter and goes on with the events after it', async () => {
    const head = await stores.appendAccounts('u1', 'u2');
    const poison = head - 5n + 1n; // u2's registration
    let attempts = 0;
    const runner = new ProjectionRunner({
      eventStore: stores.eventStore,
      readStore: stores.readStore,
      projections: [usersProjection],
      transform: (event) => {
        if (event.position !== poison) return plainEventTransform(event);
        attempts += 1;
        return Promise.reject(new UnreadableEvent('cannot decrypt'));
      },
      logger: quietLogger,
      leaseTtlMs: 300,
    });
    await runner.start();
    expect(await runner.waitForPosition(head, 10_000)).toBe(true);
    await runner.stop();

    expect(attempts).toBe(ATTEMPTS_BEFORE_DEAD_LETTER);
    expect(await stores.readStore.collection(DEAD_LETTERS_COLLECTION).find({})).toEqual([
      expect.objectContaining({ _id: positionKey(poison), type: 'UserRegistered', error: 'cannot decrypt' }),
    ]);
    expect(await stores.readStore.collection('users_v1').findOne({ _id: 'u1' })).not.toBeNull();
  });
});

describe('ProjectionRunner and an event whose transform fails for a passing reason', () => {
  let stores: TempStores;

  beforeEach(async () => {
    stores = await TempStores.create();
  });
  afterEach(async () => stores.dispose());

  it('retries it with back-off, at catch-up and live, and never sets it aside', async () => {
    const head = await stores.appendAccounts('u1');
    const failing = new Set([head]);
    const attempts = new Map<bigint, number>();
    const resubscriptions: unknown[] = [];
    const runner = new ProjectionRunner({
      eventStore: stores.eventStore,
      readStore: stores.readStore,
      projections: [usersProjection],
      // The key store is unreachable for the first five reads of each failing event.
      transform: (event) => {
        const tried = (attempts.get(event.position) ?? 0) + 1;
        attempts.set(event.position, tried);
        if (failing.has(event.position) && tried <= 5)
          return Promise.reject(new Error('key store unreachable'));
        return plainEventTransform(event);
      },
      logger: {
        ...quietLogger,
        error: (message, details) => {
          if (message === 'live projection failed; resubscribing') resubscriptions.push(details?.['delayMs']);
        },
      },
      leaseTtlMs: 300,
      retryDelayMs: 5,
    });
    await runner.start();
    expect(await runner.waitForPosition(head, 20_000)).toBe(true);
    const live = (await stores.eventStore.appendToStream('user-u1', [profileUpdated('u1', 'Later')], 4))
      .position;
    failing.add(live);
    expect(await runner.waitForPosition(live, 20_000)).toBe(true);
    await runner.stop();

    expect(attempts.get(head)).toBe(6);
    expect(attempts.get(live)).toBe(6);
    // Each live failure resubscribes after twice the wait before, never a fixed delay.
    expect(resubscriptions).toEqual([5, 10, 20, 40, 80]);
    expect(await stores.readStore.collection(DEAD_LETTERS_COLLECTION).find({})).toEqual([]);
    expect(await stores.readStore.collection('users_v1').findOne({ _id: 'u1' })).toMatchObject({
      name: 'Later',
    });
  });
});

describe('ProjectionRunner and a projection whose evolve throws', () => {
  let stores: TempStores;

  beforeEach(async () => {
    stores = await TempStores.create();
  });
  afterEach(async () => stores.dispose());

  /** The tally projection with a bug: it throws on every event of one user. */
  const crashesOn = (userId: string): Projection => ({
    ...tallyProjection,
    evolve: (document, event, id) => {
      if (id === userId) throw new Error(`cannot count ${userId}`);
      return tallyProjection.evolve(document as never, event, id);
    },
  });

  it('sets the events aside for that projection alone, logs them, and keeps every read model going', async () => {
    const head = await stores.appendAccounts('u1', 'u2', 'u3');
    const errors: string[] = [];
    const logger = {
      ...quietLogger,
      error: (message: string, fields?: object) => errors.push(`${message} ${JSON.stringify(fields)}`),
    };
    const runner = await stores.startRunner([usersProjection, crashesOn('u2')], plainEventTransform, logger);
    expect(runner.status()).toMatchObject({
      caughtUp: true,
      checkpoints: { users_v1: head, user_event_tally_v1: head },
    });

    // Live too: a later event of the same user is set aside, one of another user taken in.
    const { position } = await stores.eventStore.appendToStream('user-u2', [profileUpdated('u2', 'Two')], 4);
    const last = (await stores.eventStore.appendToStream('user-u3', [profileUpdated('u3', 'Three')], 4))
      .position;
    expect(await runner.waitForPosition(last, 10_000)).toBe(true);

    const tallies = await allDocuments(stores.readStore, 'user_event_tally_v1');
    expect(tallies.map((tally) => [tally._id, tally['applied']])).toEqual([
      ['u1', 5],
      ['u3', 6],
    ]);
    // The users read model, whose evolve is fine, has every user and the live change.
    expect(await stores.readStore.collection('users_v1').findOne({ _id: 'u2' })).toMatchObject({
      name: 'Two',
    });
    const letters = await stores.readStore.collection(DEAD_LETTERS_COLLECTION).find({}, { sort: { _id: 1 } });
    // u2's five account events and the live one, each once, named with the projection.
    expect(letters).toHaveLength(6);
    expect(letters.at(-1)).toMatchObject({
      _id: `${positionKey(position)}:user_event_tally_v1`,
      projector: 'user_event_tally_v1',
      type: 'ProfileUpdated',
      streamId: 'user-u2',
      error: 'cannot count u2',
    });
    expect(errors.filter((line) => line.includes('dead letter'))).toHaveLength(6);
    expect(errors.join('\n')).toContain('"projector":"user_event_tally_v1"');
  });

  it('sets them aside in a rebuild too', async () => {
    const head = await stores.appendAccounts('u1', 'u2');
    const setAside: string[] = [];
    const result = await rebuildProjection({
      eventStore: stores.eventStore,
      readStore: stores.readStore,
      projection: crashesOn('u1'),
      transform: plainEventTransform,
      onSetAside: (entry) => setAside.push(`${entry.position}:${entry.type}`),
    });
    expect(result.position).toBe(head);
    expect(setAside).toHaveLength(5);
    expect((await allDocuments(stores.readStore, 'user_event_tally_v1')).map((tally) => tally._id)).toEqual([
      'u2',
    ]);
  });
});
