import type { StoredEvent } from '@eventfold/contracts';
import {
  CHECKPOINTS_COLLECTION,
  FenceLost,
  Lease,
  PROJECTIONS_LEASE,
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

  it('lands each batch with its checkpoint under the held lease, and stops once a server took it over', async () => {
    let clock = new Date('2026-11-01T12:00:00.000Z');
    const lease = (holder: string) =>
      new Lease(stores.readStore, { name: PROJECTIONS_LEASE, holder, ttlMs: 15_000, now: () => clock });
    const token = await lease('rebuild').acquire();
    let read = 0;
    let handledInFirstBatch = 0;
    // The rebuild stalls after its first batch (40 events) long enough for a server to take over.
    const stalling = async (event: StoredEvent) => {
      read += 1;
      if (read <= 40 && tallyProjection.handles.includes(event.type)) handledInFirstBatch += 1;
      if (read === 41) {
        clock = new Date(clock.getTime() + 15_001);
        expect(await lease('server').acquire()).toBe(2);
      }
      return plainEventTransform(event);
    };
    const progress: RebuildProgress[] = [];

    const rebuilding = rebuildProjection({
      eventStore: stores.eventStore,
      readStore: stores.readStore,
      projection: tallyProjection,
      transform: stalling,
      batchSize: 40,
      fence: { lease: PROJECTIONS_LEASE, token: token! },
      onProgress: (update) => progress.push(update),
    });

    await expect(rebuilding).rejects.toBeInstanceOf(FenceLost);
    expect(progress.map((update) => update.events)).toEqual([40]);
    const checkpoint = await stores.readStore
      .collection(CHECKPOINTS_COLLECTION)
      .findOne({ _id: 'user_event_tally_v1' });
    expect(checkpoint).toMatchObject({ position: progress[0]!.position.toString(), fence: 1 });
    // Only the first batch's events were folded.
    const tallies = await allDocuments(stores.readStore, 'user_event_tally_v1');
    expect(handledInFirstBatch).toBeGreaterThan(0);
    expect(tallies.reduce((sum, tally) => sum + Number(tally['applied']), 0)).toBe(handledInFirstBatch);
  });
});
