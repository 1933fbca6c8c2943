import {
  CHECKPOINTS_COLLECTION,
  VERSIONS_COLLECTION,
  ProjectionRunner,
  plainEventTransform,
  usersProjection,
  type Projection,
} from '@eventfold/projections';
import { TempStores, allDocuments, quietLogger } from './projection-runtime.fixtures';

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
