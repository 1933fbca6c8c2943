import type { ReadStore, StoredEvent } from '@eventfold/contracts';
import {
  CHECKPOINTS_COLLECTION,
  LEASES_COLLECTION,
  ProjectionRunner,
  plainEventTransform,
  usersProjection,
  type Projection,
} from '@eventfold/projections';
import { userErased } from './identity-events.fixtures';
import { PausableReadStore } from './pausable-read-store.fixtures';
import {
  TempStores,
  allDocuments,
  quietLogger,
  tallyProjection,
  pollUntil,
} from './projection-runtime.fixtures';

const PROJECTIONS = [usersProjection, tallyProjection] as Projection[];
const EVENTS_PER_ACCOUNT = 5;

/** Two API instances in one process: separate runners (and views of the store), one shared store. */
describe('two projection runners against one shared store', () => {
  let stores: TempStores;
  const runners: ProjectionRunner[] = [];
  const seen = new Map<string, StoredEvent[]>();

  function runner(name: string, readStore: ReadStore = stores.readStore): ProjectionRunner {
    seen.set(name, []);
    const created = new ProjectionRunner({
      eventStore: stores.eventStore,
      readStore,
      projections: PROJECTIONS,
      transform: (event) => {
        seen.get(name)!.push(event);
        return plainEventTransform(event);
      },
      logger: quietLogger,
      holder: name,
      batchSize: 8,
      // Short, so that take-over happens within the test; renewals every third of it.
      leaseTtlMs: 900,
      sharedPollMs: 50,
    });
    runners.push(created);
    return created;
  }

  /** Runner `a` started alone, noting every warning (a hand-over is one). */
  async function soleHolder(readStore: ReadStore, projections: Projection[], leaseTtlMs: number) {
    const handedOver: string[] = [];
    const runner = new ProjectionRunner({
      eventStore: stores.eventStore,
      readStore,
      projections,
      transform: plainEventTransform,
      logger: { ...quietLogger, warn: (message) => void handedOver.push(message) },
      holder: 'a',
      batchSize: 8,
      leaseTtlMs,
    });
    runners.push(runner);
    await runner.start();
    return { runner, handedOver };
  }

  const until = (condition: () => Promise<boolean> | boolean, what: string) =>
    pollUntil(condition, what, 400);

  /** Every account's tally: each of its events applied exactly once. */
  async function expectEachEventAppliedOnce(userIds: string[]): Promise<void> {
    const tallies = await allDocuments(stores.readStore, 'user_event_tally_v1');
    expect(tallies.map(({ _id, applied }) => ({ _id, applied }))).toEqual(
      userIds.map((_id) => ({ _id, applied: EVENTS_PER_ACCOUNT })),
    );
  }

  beforeEach(async () => {
    stores = await TempStores.create();
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await stores.dispose();
  });

  it('lets one runner hold the lease and project every event once; the other answers reads from shared state', async () => {
    const a = runner('a');
    const b = runner('b');
    await Promise.all([a.start(), b.start()]);
    expect([a.status().holdsLease, b.status().holdsLease].sort()).toEqual([false, true]);
    const [holder, standby] = a.status().holdsLease ? ['a', 'b'] : ['b', 'a'];

    const head = await stores.appendAccounts('u1', 'u2', 'u3');
    // Read-your-writes holds on both: the standby waits on the shared checkpoints.
    expect(await a.waitForPosition(head, 5000)).toBe(true);
    expect(await b.waitForPosition(head, 5000)).toBe(true);

    await expectEachEventAppliedOnce(['u1', 'u2', 'u3']);
    expect(seen.get(holder)).toHaveLength(15);
    expect(seen.get(standby)).toHaveLength(0);
    expect(a.collectionFor('users')).toBe('users_v1');
    expect(b.collectionFor('users')).toBe('users_v1');
    // Caches on either instance agree on the read model's version.
    expect(await a.readModelVersion('users')).toBe(await b.readModelVersion('users'));
  });

  it('takes over from an owner killed mid-batch, applying each event once', async () => {
    const head = await stores.appendAccounts('u1', 'u2', 'u3', 'u4');
    const frozen = new PausableReadStore(stores.readStore);
    const a = runner('a', frozen);
    // a writes its first batch's documents, then is killed before its checkpoint lands.
    frozen.pause(CHECKPOINTS_COLLECTION);
    void a.start();
    await until(async () => (await allDocuments(stores.readStore, 'users_v1')).length > 0, 'the first batch');
    expect(await stores.readStore.collection(CHECKPOINTS_COLLECTION).countDocuments()).toBe(0);
    a.kill();

    const b = runner('b');
    await b.start();
    await until(() => b.status().holdsLease, 'the take-over');
    expect(await b.waitForPosition(head, 5000)).toBe(true);

    expect(seen.get('a')).toHaveLength(8);
    expect(seen.get('b')).toHaveLength(20);
    await expectEachEventAppliedOnce(['u1', 'u2', 'u3', 'u4']);
    expect(
      await stores.readStore.collection(LEASES_COLLECTION).findOne({ _id: 'projections' }),
    ).toMatchObject({
      holder: 'b',
      token: 2,
    });
  });

  it('fences off a paused owner that wakes after the take-over: it writes nothing stale and steps back', async () => {
    const paused = new PausableReadStore(stores.readStore);
    const a = runner('a', paused);
    await a.start();
    const b = runner('b');
    await b.start();
    expect(b.status().holdsLease).toBe(false);

    // a freezes in its batch's transaction, past its fence check, before its writes and its lease
    // renewals (a partition), mid-way through live events. (Frozen between two writes of one
    // transaction, the embedded store, which isolates nothing within a process, would show them.)
    paused.pause('users_v1');
    paused.pause('user_event_tally_v1');
    paused.pause(LEASES_COLLECTION);
    await stores.appendAccounts('u1');
    await until(() => b.status().holdsLease, 'b taking over the expired lease');
    const head = await stores.appendAccounts('u2');
    expect(await b.waitForPosition(head, 5000)).toBe(true);

    paused.resume('users_v1');
    paused.resume('user_event_tally_v1');
    paused.resume(LEASES_COLLECTION);
    await until(() => !a.status().holdsLease, 'a stepping back');
    const later = await stores.appendAccounts('u3');
    expect(await a.waitForPosition(later, 5000)).toBe(true);

    await expectEachEventAppliedOnce(['u1', 'u2', 'u3']);
    expect(
      await stores.readStore.collection(CHECKPOINTS_COLLECTION).findOne({ _id: 'user_event_tally_v1' }),
    ).toMatchObject({ position: later.toString(), fence: 2 });
    expect(b.status().holdsLease).toBe(true);
  });

  it('keeps an owner frozen between reading and writing documents from re-creating one the next owner deleted', async () => {
    const paused = new PausableReadStore(stores.readStore);
    const a = runner('a', paused);
    await a.start();
    const b = runner('b');
    await b.start();

    // a reads u1's (absent) user document, then freezes before writing it, and cannot renew its lease.
    paused.pauseReads('users_v1');
    paused.pause(LEASES_COLLECTION);
    const registered = await stores.appendAccounts('u1');
    await until(() => b.status().holdsLease, 'b taking over the expired lease');
    // b projects u1, then u1's erasure, which removes the document.
    const { position: erased } = await stores.eventStore.appendToStream('user-u1', [userErased('u1')], 4);
    expect(await b.waitForPosition(erased, 5000)).toBe(true);
    expect(erased).toBeGreaterThan(registered);
    expect(await stores.readStore.collection('users_v1').findOne({ _id: 'u1' })).toBeNull();

    // a wakes with its stale read ("no u1 yet"): it must not insert u1 again.
    paused.resumeReads('users_v1');
    paused.resume(LEASES_COLLECTION);
    await until(() => !a.status().holdsLease, 'a stepping back');
    const later = await stores.appendAccounts('u2');
    expect(await b.waitForPosition(later, 5000)).toBe(true);
    expect((await allDocuments(stores.readStore, 'users_v1')).map((user) => user._id)).toEqual(['u2']);
  });

  it('keeps the lease through renewals slower than its slack, projecting each event once', async () => {
    // Renewals every second, safely held for 1.5 s after each: a renewal answered in 1 s leaves the
    // lease unconfirmed for half a second of every second, though nobody else could take it.
    const SLOW_MS = 1_000;
    let slow = false;
    const slowLeases: ReadStore = new Proxy(stores.readStore, {
      get: (target, property, receiver) => {
        const value: unknown = Reflect.get(target, property, receiver);
        if (property !== 'collection') return typeof value === 'function' ? value.bind(target) : value;
        return (name: string) => {
          const collection = target.collection(name);
          if (name !== LEASES_COLLECTION) return collection;
          return new Proxy(collection, {
            get: (inner, method, innerReceiver) => {
              const member: unknown = Reflect.get(inner, method, innerReceiver);
              if (method !== 'updateOne' || typeof member !== 'function') return member;
              return async (...args: unknown[]) => {
                if (slow) await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
                return (member as (...a: unknown[]) => unknown).apply(inner, args);
              };
            },
          });
        };
      },
    });
    const { runner: a, handedOver } = await soleHolder(slowLeases, PROJECTIONS, 3_000);
    slow = true;
    const userIds = ['u1', 'u2', 'u3', 'u4', 'u5', 'u6'];
    let head = 0n;
    // Live events arrive all through three slow renewals, in and out of their unconfirmed stretches.
    for (const userId of userIds) {
      head = await stores.appendAccounts(userId);
      await new Promise((resolve) => setTimeout(resolve, SLOW_MS / 2));
    }
    expect(await a.waitForPosition(head, 10_000)).toBe(true);
    slow = false;
    expect(handedOver).toEqual([]);
    expect(a.status().holdsLease).toBe(true);
    expect(
      await stores.readStore.collection(LEASES_COLLECTION).findOne({ _id: 'projections' }),
    ).toMatchObject({
      holder: 'a',
      token: 1,
    });
    await expectEachEventAppliedOnce(userIds);
  });

  it('keeps the lease through a stall within a batch longer than its safe window', async () => {
    // One read model's fold holds the event loop for a second (what a snapshot of the embedded store
    // or a long GC does), twice the 450 ms a 900 ms lease is safely held after a renewal: no renewal
    // can run meanwhile, and the next read model's writes come after it.
    let stallOn: string | null = null;
    const stalling: Projection = {
      ...tallyProjection,
      name: 'stalling_tally',
      evolve: (tally, event, id) => {
        if (id === stallOn) {
          stallOn = null;
          const until = performance.now() + 1_000;
          while (performance.now() < until);
        }
        return tallyProjection.evolve(tally as never, event, id);
      },
    } as Projection;
    const { runner: a, handedOver } = await soleHolder(stores.readStore, [stalling, ...PROJECTIONS], 900);
    stallOn = 'u1';
    const head = await stores.appendAccounts('u1', 'u2');
    expect(await a.waitForPosition(head, 10_000)).toBe(true);
    expect(stallOn).toBeNull();
    expect(handedOver).toEqual([]);
    expect(
      await stores.readStore.collection(LEASES_COLLECTION).findOne({ _id: 'projections' }),
    ).toMatchObject({
      holder: 'a',
      token: 1,
    });
    await expectEachEventAppliedOnce(['u1', 'u2']);
  });

  it('hands over at once when the holder stops cleanly', async () => {
    const a = runner('a');
    await a.start();
    const b = runner('b');
    await b.start();
    await a.stop();
    await until(() => b.status().holdsLease, 'b taking the released lease');
    const head = await stores.appendAccounts('u1');
    expect(await b.waitForPosition(head, 5000)).toBe(true);
    await expectEachEventAppliedOnce(['u1']);
  });
});
