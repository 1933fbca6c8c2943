import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { ReadStore } from '@eventfold/contracts';
import {
  CHECKPOINTS_COLLECTION,
  LEASES_COLLECTION,
  ProjectionRunner,
  plainEventTransform,
  usersProjection,
  type Projection,
} from '@eventfold/projections';
import { readinessOf } from '../../health/readiness';
import { SqliteKeyStore } from '../keys/sqlite-key-store';
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

/**
 * Workers failing while users keep writing, in one process over the embedded stores: the holder is
 * paused past its lease, the next is killed in the middle of a batch, a worker restarts, and the last
 * one stops cleanly. Every account's events must end up applied exactly once, and the API instance
 * beside them must answer ready throughout.
 */
describe('projections under chaos: pauses, kills and restarts while writes go on', () => {
  let stores: TempStores;
  let keyStore: SqliteKeyStore;
  const runners: ProjectionRunner[] = [];

  function worker(name: string, readStore: ReadStore): ProjectionRunner {
    const created = new ProjectionRunner({
      eventStore: stores.eventStore,
      readStore,
      projections: PROJECTIONS,
      transform: plainEventTransform,
      logger: quietLogger,
      holder: name,
      batchSize: 8,
      leaseTtlMs: 900,
      sharedPollMs: 50,
      retryDelayMs: 20,
    });
    runners.push(created);
    return created;
  }

  const until = (condition: () => Promise<boolean> | boolean, what: string) =>
    pollUntil(condition, what, 800);

  beforeEach(async () => {
    stores = await TempStores.create();
    keyStore = SqliteKeyStore.open(path.join(stores.directory, 'keys.sqlite'), randomBytes(32));
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    await keyStore.close();
    await stores.dispose();
  });

  it('applies every event exactly once and never makes the API instance unready', async () => {
    // The API instance: it never projects, it reads the shared progress.
    const api = new ProjectionRunner({
      eventStore: stores.eventStore,
      readStore: stores.readStore,
      projections: PROJECTIONS,
      transform: plainEventTransform,
      logger: quietLogger,
      competes: false,
      sharedPollMs: 50,
    });
    runners.push(api);
    await api.start();
    const unready: string[] = [];
    let lagSeen = false;
    const probe = setInterval(() => {
      void readinessOf({ ...stores, keyStore }, api.status()).then((readiness) => {
        if (readiness.status !== 'ready') unready.push(JSON.stringify(readiness));
        if (!readiness.projections.caughtUp) lagSeen = true;
      });
    }, 20);

    // Users keep writing: an account every 15 ms.
    const accounts: string[] = [];
    let writing = true;
    const writer = (async () => {
      while (writing) {
        const userId = `u${accounts.length + 1}`;
        await stores.appendAccounts(userId);
        accounts.push(userId);
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
    })();
    const written = (count: number) => until(() => accounts.length >= count, `${count} accounts written`);

    try {
      const viewA = new PausableReadStore(stores.readStore);
      const a = worker('a', viewA);
      await a.start();
      const viewB = new PausableReadStore(stores.readStore);
      const b = worker('b', viewB);
      await b.start();
      expect(a.status().holdsLease).toBe(true);
      await written(5);

      // 1. The holder freezes (a long GC pause, a partition) past its lease, before its batch's writes.
      viewA.pause(LEASES_COLLECTION);
      viewA.pause('users_v1');
      viewA.pause('user_event_tally_v1');
      await until(() => b.status().holdsLease, 'b taking over from the paused holder');
      await written(accounts.length + 5);
      viewA.resume('users_v1');
      viewA.resume('user_event_tally_v1');
      viewA.resume(LEASES_COLLECTION);
      await until(() => !a.status().holdsLease, 'the paused holder stepping back');

      // 2. The new holder is killed in the middle of a batch: its documents written, not its checkpoint.
      viewB.pause(CHECKPOINTS_COLLECTION);
      const batchHalfDone = async () => {
        const tallies = await allDocuments(stores.readStore, 'user_event_tally_v1');
        const newest = tallies.reduce(
          (max, tally) =>
            BigInt(tally['_position'] as string) > max ? BigInt(tally['_position'] as string) : max,
          0n,
        );
        const checkpoint = await stores.readStore
          .collection(CHECKPOINTS_COLLECTION)
          .findOne({ _id: 'user_event_tally_v1' });
        return newest > BigInt(String(checkpoint?.['position'] ?? '0'));
      };
      await until(batchHalfDone, 'a batch whose documents landed before its checkpoint');
      b.kill();
      await until(() => a.status().holdsLease, 'a taking over from the killed holder');
      await written(accounts.length + 5);

      // 3. The killed worker restarts, as a standby; then the holder stops cleanly and it takes over.
      const restarted = worker('b-restarted', stores.readStore);
      await restarted.start();
      expect(restarted.status().holdsLease).toBe(false);
      await written(accounts.length + 5);
      await a.stop();
      await until(() => restarted.status().holdsLease, 'the restarted worker taking over');
      await written(accounts.length + 5);
    } finally {
      writing = false;
      await writer;
    }

    const head = await stores.eventStore.headPosition();
    const holder = runners.find((runner) => runner.status().holdsLease)!;
    expect(await holder.waitForPosition(head, 10_000)).toBe(true);
    expect(await api.waitForPosition(head, 10_000)).toBe(true);
    clearInterval(probe);

    const tallies = await allDocuments(stores.readStore, 'user_event_tally_v1');
    const sorted = [...accounts].sort();
    expect(tallies.map(({ _id, applied }) => ({ _id, applied }))).toEqual(
      sorted.map((_id) => ({ _id, applied: EVENTS_PER_ACCOUNT })),
    );
    expect((await allDocuments(stores.readStore, 'users_v1')).map((user) => user._id)).toEqual(sorted);
    expect(accounts.length).toBeGreaterThanOrEqual(20);
    // The API instance saw the projections behind at times, and answered ready all the same.
    expect(lagSeen).toBe(true);
    expect(unready).toEqual([]);
  });
});
