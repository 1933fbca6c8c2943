import {
  CHECKPOINTS_COLLECTION,
  VERSIONS_COLLECTION,
  ProjectionRunner,
  plainEventTransform,
  usersProjection,
  type Projection,
} from '@eventfold/projections';
import { PausableReadStore } from './pausable-read-store.fixtures';
import { TempStores, allDocuments, quietLogger, tallyProjection } from './projection-runtime.fixtures';

/** How many turns of the event loop (setImmediate) ran while `runner` built its new versions. */
async function turnsOfTheLoopUntilBuilt(runner: ProjectionRunner): Promise<number> {
  let built = false;
  const done = runner.builds().then(() => (built = true));
  let turns = 0;
  while (!built) {
    await new Promise((resolve) => setImmediate(resolve));
    turns++;
  }
  await done;
  return turns;
}

describe('ProjectionRunner: versions and rebuilds from the log', () => {
  let stores: TempStores;

  beforeEach(async () => {
    stores = await TempStores.create();
  });
  afterEach(async () => stores.dispose());

  it('builds a new version beside the active one and switches reads when it has caught up', async () => {
    await stores.appendAccounts('u1', 'u2', 'u3');
    await stores.startRunner([usersProjection]);
    await stores.stopRunners();
    const v1 = await allDocuments(stores.readStore, 'users_v1');

    const usersV2: Projection = { ...usersProjection, version: 2 } as Projection;
    const readsDuringBuild: string[] = [];
    const runner: ProjectionRunner = new ProjectionRunner({
      eventStore: stores.eventStore,
      readStore: stores.readStore,
      projections: [usersV2],
      // Runs while the new version is being built: what would an API call read at that moment?
      transform: (event) => {
        readsDuringBuild.push(runner.collectionFor('users'));
        return plainEventTransform(event);
      },
      logger: quietLogger,
      batchSize: 3,
    });
    await runner.start();
    await runner.builds();
    await runner.stop();

    expect(new Set(readsDuringBuild)).toEqual(new Set(['users_v1']));
    expect(runner.collectionFor('users')).toBe('users_v2');
    expect(await allDocuments(stores.readStore, 'users_v2')).toEqual(v1);
    // Processes of the previous release may still read v1: it is retired, not dropped.
    expect(await stores.readStore.listCollections()).toContain('users_v1');
    expect(await stores.readStore.collection(VERSIONS_COLLECTION).findOne({ _id: 'users' })).toMatchObject({
      activeVersion: 2,
      retired: [{ version: 1 }],
    });

    // The next lease holder past the grace period drops it.
    const later = new ProjectionRunner({
      eventStore: stores.eventStore,
      readStore: stores.readStore,
      projections: [usersV2],
      transform: plainEventTransform,
      logger: quietLogger,
      retiredVersionGraceMs: 0,
    });
    await later.start();
    await later.stop();
    expect(await stores.readStore.listCollections()).not.toContain('users_v1');
    expect(await stores.readStore.collection(CHECKPOINTS_COLLECTION).findOne({ _id: 'users_v1' })).toBeNull();
    expect(await stores.readStore.collection(VERSIONS_COLLECTION).findOne({ _id: 'users' })).toMatchObject({
      activeVersion: 2,
      retired: [],
    });
  });

  it('keeps every other read model following the log live while a new version builds', async () => {
    await stores.appendAccounts('u1', 'u2', 'u3');
    await stores.startRunner([usersProjection, tallyProjection]);
    await stores.stopRunners();

    const usersV2: Projection = { ...usersProjection, version: 2 } as Projection;
    // The new version's writes stall, as a long build would.
    const store = new PausableReadStore(stores.readStore);
    store.pause('users_v2');
    const runner = new ProjectionRunner({
      eventStore: stores.eventStore,
      readStore: store,
      projections: [usersV2, tallyProjection],
      transform: plainEventTransform,
      logger: quietLogger,
      batchSize: 3,
    });
    await runner.start();
    expect(runner.status().building).toEqual(['users_v2']);

    const head = await stores.appendAccounts('u4');
    // Read-your-writes holds for the live read models; users is read from v1 meanwhile, frozen.
    expect(await runner.waitForPosition(head, 5000)).toBe(true);
    expect(await stores.readStore.collection('user_event_tally_v1').findOne({ _id: 'u4' })).toMatchObject({
      applied: 5,
    });
    expect(runner.collectionFor('users')).toBe('users_v1');
    expect(await stores.readStore.collection('users_v1').findOne({ _id: 'u4' })).toBeNull();

    store.resume('users_v2');
    await runner.builds();
    expect(runner.status().building).toEqual([]);
    expect(runner.collectionFor('users')).toBe('users_v2');
    const later = await stores.appendAccounts('u5');
    expect(await runner.waitForPosition(later, 5000)).toBe(true);
    await runner.stop();
    expect((await allDocuments(stores.readStore, 'users_v2')).map((user) => user._id)).toEqual([
      'u1',
      'u2',
      'u3',
      'u4',
      'u5',
    ]);
    const tallies = await allDocuments(stores.readStore, 'user_event_tally_v1');
    expect(tallies.map((tally) => tally['applied'])).toEqual([5, 5, 5, 5, 5]);
  });

  it('gives the event loop a turn between two batches of a build', async () => {
    const accounts = Array.from({ length: 20 }, (_, index) => `u${index}`);
    await stores.appendAccounts(...accounts);
    await stores.startRunner([usersProjection, tallyProjection]);
    await stores.stopRunners();

    const usersV2: Projection = { ...usersProjection, version: 2 } as Projection;
    // 100 events in batches of 3: some 34 batches of the build.
    const runner = await stores.startRunner([usersV2, tallyProjection]);
    const turns = await turnsOfTheLoopUntilBuilt(runner);
    // A timer, a request or a lag sample can run while a version builds, not only once it is built.
    expect(turns).toBeGreaterThanOrEqual(20);
    expect(runner.collectionFor('users')).toBe('users_v2');
    expect(await stores.readStore.collection('users_v2').countDocuments()).toBe(20);
  });

  it('builds beside live projection in batches smaller than a catch-up’s, each followed by a turn of the loop', async () => {
    const accounts = Array.from({ length: 120 }, (_, index) => `u${index}`);
    await stores.appendAccounts(...accounts);
    const options = { eventStore: stores.eventStore, transform: plainEventTransform, logger: quietLogger };
    const first = new ProjectionRunner({
      ...options,
      readStore: stores.readStore,
      projections: [usersProjection],
    });
    await first.start();
    await first.stop();

    // The default batch of 2,000 would read these 600 events at once.
    const runner = new ProjectionRunner({
      ...options,
      readStore: stores.readStore,
      projections: [{ ...usersProjection, version: 2 } as Projection],
    });
    await runner.start();
    const turns = await turnsOfTheLoopUntilBuilt(runner);
    await runner.stop();
    expect(turns).toBeGreaterThanOrEqual(2);
    expect(await stores.readStore.collection('users_v2').countDocuments()).toBe(120);
  });

  it('rebuilds identical documents after every projection collection is dropped, leaving other data alone', async () => {
    await stores.appendAccounts('u1', 'u2');
    await stores.readStore
      .collection('sessions')
      .insertOne({ _id: 'sid-1', sess: {}, expire: new Date().toISOString() });
    await stores.startRunner();
    await stores.stopRunners();
    const users = await allDocuments(stores.readStore, 'users_v1');
    const tallies = await allDocuments(stores.readStore, 'user_event_tally_v1');

    for (const name of [CHECKPOINTS_COLLECTION, VERSIONS_COLLECTION, 'users_v1', 'user_event_tally_v1']) {
      await stores.readStore.dropCollection(name);
    }
    await stores.reopenReadStore();
    await stores.startRunner();

    expect(await allDocuments(stores.readStore, 'users_v1')).toEqual(users);
    expect(await allDocuments(stores.readStore, 'user_event_tally_v1')).toEqual(tallies);
    expect(await stores.readStore.collection('sessions').countDocuments()).toBe(1);
  });
});
