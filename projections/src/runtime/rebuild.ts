import type { EventStore, ReadStore } from '@eventfold/contracts';
import { CheckpointStore } from './checkpoint-store';
import { DeadLetters, type SetAside } from './dead-letters';
import { FenceLost, inFencedTransaction, type Fence } from './fence';
import { collectionName, projectionId, type ProjectedEvent, type Projection } from './projection';
import type { EventTransform } from './projection-runner';
import { ProjectionVersions } from './projection-versions';

export interface RebuildProgress {
  /** Events read so far. */
  events: number;
  /** Position of the last event read, to compare with `head`. */
  position: bigint;
  /** Head of the log when the rebuild started. */
  head: bigint;
}

export interface RebuildOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  projection: Projection;
  transform: EventTransform;
  onProgress?: (progress: RebuildProgress) => void;
  /** An event the projection's evolve threw on, recorded as a dead letter and skipped. */
  onSetAside?: (entry: SetAside) => void;
  batchSize?: number;
  /**
   * The projections lease the caller holds: each batch then lands with its checkpoint in one
   * transaction fenced by it (as the runner's do), so a rebuild that stalled while a server took the
   * lease over stops with FenceLost instead of writing over that server's work.
   */
  fence?: Fence;
}

export interface RebuildResult extends RebuildProgress {
  documentsWritten: number;
  elapsedMs: number;
}

/**
 * Rebuilds one read model from the whole log. The caller must hold the projections lease (see
 * `holdProjectionsLease`), so that no runner drives it meanwhile: the collection and checkpoint are
 * dropped, the log is read in big batches, each folded in memory and written with one bulkWrite, and
 * the version becomes the active one at the end.
 */
export async function rebuildProjection(options: RebuildOptions): Promise<RebuildResult> {
  const { eventStore, readStore, projection, transform } = options;
  const batchSize = options.batchSize ?? 10_000;
  const started = performance.now();
  const checkpoints = new CheckpointStore(readStore);
  const versions = new ProjectionVersions(readStore);
  const id = projectionId(projection);
  const target = readStore.collection(collectionName(projection));
  const deadLetters = new DeadLetters(readStore, options.onSetAside);

  await readStore.dropCollection(target.name);
  await checkpoints.reset(id, null);
  for (const index of projection.indexes ?? []) await target.createIndex(index.keys, index.options);

  const progress: RebuildProgress = { events: 0, position: 0n, head: await eventStore.headPosition() };
  let documentsWritten = 0;
  for (;;) {
    const batch = await eventStore.readAll({ after: progress.position, maxCount: batchSize });
    if (batch.length === 0) break;
    const projected: ProjectedEvent[] = [];
    for (const event of batch) {
      const transformed = await transform(event);
      if (transformed !== null) projected.push(transformed);
    }
    const previous = progress.position === 0n ? null : progress.position;
    const position = batch[batch.length - 1]!.position;
    const { fence } = options;
    documentsWritten +=
      fence === undefined
        ? await deadLetters.writeBatch(target, projection, id, projected)
        : await inFencedTransaction(readStore, fence, async (transaction) => {
            const collection = transaction.collection(target.name);
            const written = await deadLetters.writeBatch(collection, projection, id, projected);
            const moved = await checkpoints.advance(id, previous, position, fence.token, true, transaction);
            if (!moved) throw new FenceLost(fence);
            return written;
          });
    progress.events += batch.length;
    progress.position = position;
    options.onProgress?.({ ...progress });
    if (batch.length < batchSize) break;
  }

  // Fenced batches moved the checkpoint already; set unfenced, like the rebuild's first build.
  if (options.fence === undefined || progress.position === 0n) await checkpoints.reset(id, progress.position);
  // The version replaced is retired, not dropped: the lease holder drops it after the grace period.
  await versions.activate(projection.name, projection.version);
  return { ...progress, documentsWritten, elapsedMs: performance.now() - started };
}
