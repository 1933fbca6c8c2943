import type { ReadStore } from '@eventfold/contracts';
import type { CheckpointStore } from './checkpoint-store';
import type { DeadLetters } from './dead-letters';
import { FenceLost, inFencedTransaction, type Fence } from './fence';
import { WriteNoLongerAllowed } from './write-batch';
import { collectionName, projectionId, type ProjectedEvent, type Projection } from './projection';
import type { ProjectionVersions } from './projection-versions';

/**
 * Where a projector stands under the lease holder:
 * - `active`: reads use its collection, and it keeps it current;
 * - `building`: it fills its collection from the log while reads use `readsFrom` (an older version, or
 *   nothing yet); it becomes active once caught up;
 * - `lost`: its checkpoint was moved under a newer lease token, so this process no longer holds the
 *   lease; it writes nothing more.
 */
export type ProjectorState = { kind: 'active' } | { kind: 'building'; readsFrom: string } | { kind: 'lost' };

/** One projection version as the lease holder drives it: where it writes, how far it got. */
export class Projector {
  readonly id: string;
  readonly collection: string;
  /** The last position at which documents changed: a version for caches of its answers. */
  changedAt: bigint;

  private constructor(
    readonly projection: Projection,
    private readonly readStore: ReadStore,
    private readonly checkpoints: CheckpointStore,
    private readonly deadLetters: DeadLetters,
    /** The lease and token under which this process writes. */
    private readonly fence: Fence,
    /** Last persisted checkpoint; null until the first one is written. */
    private checkpoint: bigint | null,
    public state: ProjectorState,
  ) {
    this.id = projectionId(projection);
    this.collection = collectionName(projection);
    this.changedAt = checkpoint ?? 0n;
  }

  /**
   * Decides where the projection stands: the active version resumes from its checkpoint; any newer
   * version is built beside the active one, from the start unless an interrupted build left a
   * checkpoint. Null when a newer version than this code's is active (an older release still running
   * during a deploy): this process leaves the read model to the newer release.
   * Only the lease holder calls this: it alone creates, drops and activates collections.
   */
  static async prepare(
    projection: Projection,
    readStore: ReadStore,
    checkpoints: CheckpointStore,
    versions: ProjectionVersions,
    deadLetters: DeadLetters,
    fence: Fence,
  ): Promise<Projector | null> {
    const id = projectionId(projection);
    const [active, checkpoint] = await Promise.all([versions.active(projection.name), checkpoints.load(id)]);
    if (active !== null && active > projection.version) return null;
    if (active === null && checkpoint !== null) await versions.activate(projection.name, projection.version);
    const isActive = active === projection.version || (active === null && checkpoint !== null);
    // Documents without a checkpoint belong to an unfinished first build of a version nobody reads yet.
    if (!isActive && checkpoint === null) await readStore.dropCollection(collectionName(projection));
    const state: ProjectorState = isActive
      ? { kind: 'active' }
      : {
          kind: 'building',
          readsFrom: active === null ? collectionName(projection) : `${projection.name}_v${active}`,
        };
    const projector = new Projector(
      projection,
      readStore,
      checkpoints,
      deadLetters,
      fence,
      checkpoint,
      state,
    );
    for (const index of projection.indexes ?? []) {
      await readStore.collection(projector.collection).createIndex(index.keys, index.options);
    }
    return projector;
  }

  get processed(): bigint {
    return this.checkpoint ?? 0n;
  }

  get building(): boolean {
    return this.state.kind === 'building';
  }

  /** The collection the API should read now. */
  get readCollection(): string {
    return this.state.kind === 'building' ? this.state.readsFrom : this.collection;
  }

  /**
   * Folds the events this projector has not processed yet, then records `upTo` (the position of the
   * last event read, domain event or not) as processed. The documents and the checkpoint are written in
   * one transaction fenced by the lease, so a batch lands whole under the current holder or not at all.
   * False once the lease was taken over or the checkpoint moved under it, or `mayWrite` said no right
   * before a write (the lease is no longer safely held).
   */
  async process(
    events: readonly ProjectedEvent[],
    upTo: bigint,
    mayWrite: () => boolean = () => true,
  ): Promise<boolean> {
    if (this.state.kind === 'lost') return false;
    if (upTo <= this.processed) return true;
    const fresh = events.filter((event) => event.position > this.processed);
    let written: number;
    try {
      written = await inFencedTransaction(this.readStore, this.fence, async (transaction) => {
        // An event this projection's evolve throws on is set aside for it alone; the batch goes on.
        const collection = transaction.collection(this.collection);
        const count = await this.deadLetters.writeBatch(
          collection,
          this.projection,
          this.id,
          fresh,
          mayWrite,
        );
        const { id, checkpoint, fence } = this;
        if (!(await this.checkpoints.advance(id, checkpoint, upTo, fence.token, count > 0, transaction))) {
          throw new FenceLost(fence);
        }
        return count;
      });
    } catch (error) {
      if (!(error instanceof WriteNoLongerAllowed) && !(error instanceof FenceLost)) throw error;
      this.state = { kind: 'lost' };
      return false;
    }
    this.checkpoint = upTo;
    if (written > 0) this.changedAt = upTo;
    return true;
  }

  /**
   * Makes this version the one reads use. The version it replaces is retired, not dropped: processes
   * of the previous release may still read it until the grace period ends.
   */
  async activate(versions: ProjectionVersions): Promise<number | null> {
    const replaced = await versions.activate(this.projection.name, this.projection.version);
    this.state = { kind: 'active' };
    return replaced;
  }
}
