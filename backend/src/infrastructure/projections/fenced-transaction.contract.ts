import { randomBytes } from 'node:crypto';
import type { ReadStore, ReadTransaction } from '@eventfold/contracts';
import {
  CHECKPOINTS_COLLECTION as CHECKPOINTS,
  CheckpointStore,
  dropFenced,
  FenceLost,
  inFencedTransaction,
  Lease,
  ProjectionVersions,
  VERSIONS_COLLECTION,
  type Fence,
  type ProjectionVersionDocument,
} from '@eventfold/projections';

/**
 * A former lease holder's batch must not land once another process took the lease over, however late
 * its writes reach the store: the case position guards cannot stop (an insert of a document a newer
 * holder created and deleted meanwhile, e.g. an erased user). Runs on every read store adapter.
 */
export function describeFencedTransactionContract(
  name: string,
  open: () => Promise<{ store: ReadStore; close(): Promise<void> }>,
) {
  describe(`fenced projection writes: ${name}`, () => {
    let opened: { store: ReadStore; close(): Promise<void> };
    let clock = new Date('2026-11-01T12:00:00.000Z');
    const run = randomBytes(4).toString('hex');
    const leases = `leases_${run}`;
    const documents = `fenced_${run}`;
    const projectors: string[] = [];
    /** A read model of this run's own in the shared versions collection. */
    const model = `fenced_model_${run}`;

    beforeAll(async () => {
      opened = await open();
      // MongoDB before 4.4 cannot create a collection inside a transaction.
      await opened.store.collection(documents).createIndex({ name: 1 });
    });
    afterAll(async () => {
      const checkpoints = new CheckpointStore(opened.store);
      for (const projector of projectors) await checkpoints.reset(projector, null);
      await opened.store.collection(VERSIONS_COLLECTION).deleteOne({ _id: model });
      await opened.store.dropCollection(leases);
      await opened.store.dropCollection(documents);
      await opened.store.dropCollection(`${model}_v1`);
      await opened.close();
    });

    const lease = (holder: string, leaseName: string) =>
      new Lease(opened.store, {
        name: leaseName,
        holder,
        ttlMs: 10_000,
        collection: leases,
        now: () => clock,
      });
    const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
    const fence = (leaseName: string, token: number | null): Fence => ({
      lease: leaseName,
      token: token ?? -1,
      collection: leases,
    });
    const projector = () => {
      projectors.push(`fenced_${run}_${projectors.length}`);
      return projectors[projectors.length - 1]!;
    };

    /** What a projector's batch does: its documents, then its checkpoint under the fence, or abort. */
    async function batch(
      transaction: ReadTransaction,
      writes: (documents: ReturnType<ReadTransaction['collection']>) => Promise<void>,
      move: { projector: string; from: bigint | null; to: bigint; fence: Fence },
    ) {
      await writes(transaction.collection(documents));
      const checkpoints = new CheckpointStore(opened.store);
      const { projector: id, from, to, fence: held } = move;
      if (!(await checkpoints.advance(id, from, to, held.token, true, transaction)))
        throw new FenceLost(held);
    }

    it('lets nothing of a former holder’s batch land once the lease was taken over', async () => {
      const id = projector();
      const a = lease('a', `stale_${run}`);
      const fenceA = fence(`stale_${run}`, await a.acquire());
      advance(10_001);
      const fenceB = fence(`stale_${run}`, await lease('b', `stale_${run}`).acquire());
      expect(fenceB.token).toBe(fenceA.token + 1);
      // The new holder folds a registration and the user's erasure: the document comes and goes.
      await inFencedTransaction(opened.store, fenceB, (transaction) =>
        batch(
          transaction,
          async (docs) => {
            await docs.insertOne({ _id: 'u1', name: 'Ann' });
            await docs.deleteOne({ _id: 'u1' });
          },
          { projector: id, from: null, to: 20n, fence: fenceB },
        ),
      );
      // The former holder read "no u1" before it stalled; its insert reaches the store only now.
      const stale = inFencedTransaction(opened.store, fenceA, (transaction) =>
        batch(transaction, (docs) => docs.insertOne({ _id: 'u1', name: 'Ann' }), {
          projector: id,
          from: null,
          to: 10n,
          fence: fenceA,
        }),
      );
      await expect(stale).rejects.toBeInstanceOf(FenceLost);
      expect(await opened.store.collection(documents).findOne({ _id: 'u1' })).toBeNull();
      expect(await new CheckpointStore(opened.store).load(id)).toBe(20n);
    });

    it('undoes a former holder’s batch whose transaction began before the take-over', async () => {
      const id = projector();
      const leaseName = `midway_${run}`;
      const fenceA = fence(leaseName, await lease('a', leaseName).acquire());
      let resume = () => undefined as void;
      const resumed = new Promise<void>((resolve) => (resume = resolve));
      let checked: () => void = () => undefined;
      const fenceChecked = new Promise<void>((resolve) => (checked = resolve));
      // The former holder's transaction has checked its fence and stalls before its writes arrive.
      const stale = inFencedTransaction(opened.store, fenceA, async (transaction) => {
        checked();
        await resumed;
        await batch(transaction, (docs) => docs.insertOne({ _id: 'u2', name: 'Bo' }), {
          projector: id,
          from: null,
          to: 10n,
          fence: fenceA,
        });
      });
      await fenceChecked;
      advance(10_001);
      const fenceB = fence(leaseName, await lease('b', leaseName).acquire());
      await inFencedTransaction(opened.store, fenceB, (transaction) =>
        batch(
          transaction,
          async (docs) => {
            await docs.insertOne({ _id: 'u2', name: 'Bo' });
            await docs.deleteOne({ _id: 'u2' });
          },
          { projector: id, from: null, to: 20n, fence: fenceB },
        ),
      );
      resume();
      // MongoDB: the insert conflicts with the newer commit, the driver runs the batch again, and its
      // fence check fails; the embedded store: the checkpoint move fails and the insert is undone.
      await expect(stale).rejects.toBeInstanceOf(FenceLost);
      expect(await opened.store.collection(documents).findOne({ _id: 'u2' })).toBeNull();
      expect(await new CheckpointStore(opened.store).load(id)).toBe(20n);
    });

    it('undoes a former holder’s batch whose checkpoint update meets a take-over', async () => {
      const id = projector();
      const leaseName = `update_${run}`;
      const fenceA = fence(leaseName, await lease('a', leaseName).acquire());
      // The usual case: the checkpoint exists, and each batch updates it.
      await inFencedTransaction(opened.store, fenceA, (transaction) =>
        batch(transaction, (docs) => docs.insertOne({ _id: 'u3', name: 'Cy' }), {
          projector: id,
          from: null,
          to: 10n,
          fence: fenceA,
        }),
      );
      let resume = () => undefined as void;
      const resumed = new Promise<void>((resolve) => (resume = resolve));
      let written: () => void = () => undefined;
      const documentsWritten = new Promise<void>((resolve) => (written = resolve));
      // The former holder writes its documents, then stalls right before its checkpoint update.
      const stale = inFencedTransaction(opened.store, fenceA, (transaction) =>
        batch(
          transaction,
          async (docs) => {
            await docs.replaceOne({ _id: 'u3' }, { _id: 'u3', name: 'Stale' });
            written();
            await resumed;
          },
          { projector: id, from: 10n, to: 20n, fence: fenceA },
        ),
      );
      await documentsWritten;
      advance(10_001);
      const fenceB = fence(leaseName, await lease('b', leaseName).acquire());
      // The newer holder's batch (another document, the same checkpoint) commits meanwhile.
      await inFencedTransaction(opened.store, fenceB, (transaction) =>
        batch(transaction, (docs) => docs.insertOne({ _id: 'u4', name: 'Di' }), {
          projector: id,
          from: 10n,
          to: 30n,
          fence: fenceB,
        }),
      );
      resume();
      // MongoDB: the stale update conflicts with the newer commit, the driver runs the batch again,
      // and its fence check fails; the embedded store: the update finds the checkpoint moved.
      await expect(stale).rejects.toBeInstanceOf(FenceLost);
      expect(await opened.store.collection(documents).findOne({ _id: 'u3' })).toMatchObject({ name: 'Cy' });
      expect(await opened.store.collection(documents).findOne({ _id: 'u4' })).toMatchObject({ name: 'Di' });
      expect(await opened.store.collection(CHECKPOINTS).findOne({ _id: id })).toMatchObject({
        position: '30',
        fence: fenceB.token,
      });
    });

    it('refuses a former holder’s drop, activation and retirement once the lease was taken over', async () => {
      const leaseName = `structure_${run}`;
      const fenceA = fence(leaseName, await lease('a', leaseName).acquire());
      const retiredAt = new Date(clock.getTime() - 60_000);
      await inFencedTransaction(opened.store, fenceA, (transaction) =>
        new ProjectionVersions(transaction).activate(model, 1, retiredAt),
      );
      await inFencedTransaction(opened.store, fenceA, (transaction) =>
        new ProjectionVersions(transaction).activate(model, 2, retiredAt),
      );
      await opened.store.collection(`${model}_v1`).insertOne({ _id: 'kept', name: 'Ev' });
      advance(10_001);
      const fenceB = fence(leaseName, await lease('b', leaseName).acquire());
      const versionsNow = () =>
        opened.store.collection<ProjectionVersionDocument>(VERSIONS_COLLECTION).findOne({ _id: model });
      const before = await versionsNow();

      // The former holder wakes and goes on with the structural steps it had begun.
      await expect(dropFenced(opened.store, fenceA, `${model}_v1`, () => true)).rejects.toBeInstanceOf(
        FenceLost,
      );
      await expect(
        inFencedTransaction(opened.store, fenceA, (transaction) =>
          new ProjectionVersions(transaction).activate(model, 3),
        ),
      ).rejects.toBeInstanceOf(FenceLost);
      await expect(
        inFencedTransaction(opened.store, fenceA, (transaction) =>
          new ProjectionVersions(transaction).takeExpired(clock),
        ),
      ).rejects.toBeInstanceOf(FenceLost);
      expect(await versionsNow()).toEqual(before);
      expect(before).toMatchObject({ activeVersion: 2, retired: [{ version: 1 }] });
      expect(await opened.store.collection(`${model}_v1`).findOne({ _id: 'kept' })).not.toBeNull();

      // The holder's own retirement goes through.
      await expect(
        inFencedTransaction(opened.store, fenceB, (transaction) =>
          new ProjectionVersions(transaction).takeExpired(clock),
        ),
      ).resolves.toEqual([`${model}_v1`]);
    });

    it('refuses a drop by the holder itself once it has not confirmed the lease for half its life', async () => {
      const leaseName = `unconfirmed_${run}`;
      const fenceA = fence(leaseName, await lease('a', leaseName).acquire());
      await opened.store.collection(`${model}_v1`).insertOne({ _id: 'still-kept', name: 'Fy' });
      // The token is still a's in the store, but a cannot know nobody took over meanwhile.
      await expect(dropFenced(opened.store, fenceA, `${model}_v1`, () => false)).rejects.toBeInstanceOf(
        FenceLost,
      );
      expect(await opened.store.collection(`${model}_v1`).findOne({ _id: 'still-kept' })).not.toBeNull();
      await dropFenced(opened.store, fenceA, `${model}_v1`, () => true);
      expect(await opened.store.collection(`${model}_v1`).findOne({ _id: 'still-kept' })).toBeNull();
    });
  });
}
