import {
  CHECKPOINTS_COLLECTION,
  VERSIONS_COLLECTION,
  ProjectionRunner,
  plainEventTransform,
  rebuildProjection,
  usersProjection,
  type Projection,
  type RebuildProgress,
} from '@eventfold/projections';
import { accountHistory } from './identity-events.fixtures';
import { TempStores, allDocuments, tallyProjection } from './projection-runtime.fixtures';

describe('rebuildProjection on the embedded stores', () => {
  let stores: TempStores;

  beforeEach(async () => {
    stores = await TempStores.create();
    for (let index = 0; index < 30; index++) {
      await stores.eventStore.appendToStream(`user-u${index}`, accountHistory(`u${index}`), 'no_stream');
    }
  });
  afterEach(async () => stores.dispose());

  async function foldWithRunner(projections: Projection[]): Promise<void> {
    const runner = new ProjectionRunner({
      eventStore: stores.eventStore,
      readStore: stores.readStore,
      projections,
      transform: plainEventTransform,
    });
    await runner.start();
    await runner.stop();
  }

  it('rebuilds from the whole log in batches the documents the runner folds one by one', async () => {
    await foldWithRunner([usersProjection, tallyProjection]);
    const expected = await allDocuments(stores.readStore, 'user_event_tally_v1');
    // Damage the read model: a rebuild must not depend on anything left in it.
    await stores.readStore.collection('user_event_tally_v1').updateMany({}, { $set: { applied: 0 } });

    const progress: RebuildProgress[] = [];
    const result = await rebuildProjection({
      eventStore: stores.eventStore,
      readStore: stores.readStore,
      projection: tallyProjection,
      transform: plainEventTransform,
      batchSize: 40,
      onProgress: (update) => progress.push(update),
    });

    expect(await allDocuments(stores.readStore, 'user_event_tally_v1')).toEqual(expected);
    expect(result).toMatchObject({ events: 150, position: result.head, documentsWritten: 30 });
    expect(progress.map((update) => update.events)).toEqual([40, 80, 120, 150]);
    expect(
      await stores.readStore.collection(CHECKPOINTS_COLLECTION).findOne({ _id: 'user_event_tally_v1' }),
    ).toMatchObject({
      position: result.head.toString(),
    });
    expect(await allDocuments(stores.readStore, 'users_v1')).toHaveLength(30);
  });

  it('makes the rebuilt version the active one and retires the version it replaces', async () => {
    await foldWithRunner([usersProjection]);
    await stores.readStore
      .collection('sessions')
      .insertOne({ _id: 'sid-1', sess: {}, expire: new Date().toISOString() });
    const usersV2 = { ...usersProjection, version: 2 } as Projection;

    await rebuildProjection({
      eventStore: stores.eventStore,
      readStore: stores.readStore,
      projection: usersV2,
      transform: plainEventTransform,
    });

    expect(await stores.readStore.collection(VERSIONS_COLLECTION).findOne({ _id: 'users' })).toMatchObject({
      activeVersion: 2,
      retired: [{ version: 1 }],
    });
    const collections = await stores.readStore.listCollections();
    expect(collections).toContain('users_v2');
    // Kept for the previous release's processes; the lease holder drops it after the grace period.
    expect(collections).toContain('users_v1');
    expect(await stores.readStore.collection('sessions').countDocuments()).toBe(1);
    expect(
      await stores.readStore.collection('users_v2').findOne({ emailNormalized: 'u7@example.com' }),
    ).toMatchObject({ _id: 'u7' });
  });
});
