import type { ReadStore } from '@eventfold/contracts';
import type { CheckpointStore } from './checkpoint-store';
import type { DeadLetters } from './dead-letters';
import { ERASURE_EVENT } from './erasure';
import { dropFenced, FenceLost, inFencedTransaction, type Fence } from './fence';
import { WriteNoLongerAllowed, type MayWrite } from './write-batch';
import { collectionName, projectionId, type ProjectedEvent, type Projection } from './projection';
import { ProjectionVersions } from './projection-versions';

/**
 * Where a projector stands under the lease holder:
 * - `active`: reads use its collection, and it keeps it current;
 * - `building`: it fills its collection from the log while reads use `readsFrom` (an older version, or
 *   nothing yet); it becomes active once caught up;
 * - `lost`: its checkpoint was moved under a newer lease token, so this process no longer holds the
 *   lease; it writes nothing more.
 */
export type ProjectorState = { kind: 'active' } | { kind: 'building'; readsFrom: string } | { kind: 'lost' };

/**
 * How long a projector that handled nothing may leave its stored checkpoint behind. Read-your-writes
 * goes by the runner's shared progress (`LiveProgress`), so this only bounds how much of the log a
 * new lease holder reads again for it.
 */
export const IDLE_CHECKPOINT_MS = 5_000;

/** One projection version as the lease holder drives it: where it writes, how far it got. */
export class Projector {
  readonly id: string;
  readonly collection: string;
  /** The last position at which documents changed: a version for caches of its answers. */
  changedAt: bigint;
  /** How far it has processed the log: its checkpoint, or beyond it over events it had nothing to do with. */
  private through: bigint;
  /** When (monotonic clock) the checkpoint was last written by this process. */
  private checkpointedAt = performance.now();
  private readonly reactsTo: ReadonlySet<string>;

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
    this.through = checkpoint ?? 0n;
    this.reactsTo = new Set<string>([
      ...projection.handles,
      ...(projection.erasure === undefined ? [] : [ERASURE_EVENT]),
    ]);
  }

  /**
   * Decides where the projection stands: the active version resumes from its checkpoint; any newer
   * version is built beside the active one, from the start unless an interrupted build left a
   * checkpoint. Null when a newer version than this code's is active (an older release still running
   * during a deploy): this process leaves the read model to the newer release.
   * Only the lease holder calls this: it alone creates, drops and activates collections, each such
   * write fenced by its lease (`safelyHeld`: the lease was confirmed less than half its life ago).
   */
  static async prepare(
    projection: Projection,
    readStore: ReadStore,
    checkpoints: CheckpointStore,
    versions: ProjectionVersions,
    deadLetters: DeadLetters,
    fence: Fence,
    safelyHeld: () => boolean,
  ): Promise<Projector | null> {
    const id = projectionId(projection);
    const [active, checkpoint] = await Promise.all([versions.active(projection.name), checkpoints.load(id)]);
    if (active !== null && active > projection.version) return null;
    if (active === null && checkpoint !== null) {
      await inFencedTransaction(readStore, fence, (transaction) =>
        new ProjectionVersions(transaction).activate(projection.name, projection.version),
      );
    }
    const isActive = active === projection.version || (active === null && checkpoint !== null);
    // Documents without a checkpoint belong to an unfinished first build of a version nobody reads yet.
    if (!isActive && checkpoint === null) {
      await dropFenced(readStore, fence, collectionName(projection), safelyHeld);
    }
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
    return this.through;
  }

  get building(): boolean {
    return this.state.kind === 'building';
  }

  /** Building beside an active older version, which reads use meanwhile: it follows a cursor of its own. */
  get buildsBeside(): boolean {
    return this.state.kind === 'building' && this.state.readsFrom !== this.collection;
  }

  /** The collection the API should read now. */
  get readCollection(): string {
    return this.state.kind === 'building' ? this.state.readsFrom : this.collection;
  }

  /**
   * Folds the events this projector has not processed yet, then records `upTo` (the position of the
   * last event read, domain event or not) as processed. The documents and the checkpoint are written in
   * one transaction fenced by the lease, so a batch lands whole under the current holder or not at all.
   * A batch with nothing this projection handles writes nothing (its checkpoint at most every
   * IDLE_CHECKPOINT_MS): most batches touch a few read models of many.
   * False once the lease was taken over or the checkpoint moved under it, or `mayWrite` said no right
   * before a write (the lease is no longer safely held).
   */
  async process(
    events: readonly ProjectedEvent[],
    upTo: bigint,
    mayWrite: MayWrite = () => true,
    /** Write the checkpoint even if nothing changed (a flush). */
    force = false,
  ): Promise<boolean> {
    if (this.state.kind === 'lost') return false;
    if (upTo <= (force ? (this.checkpoint ?? 0n) : this.processed)) return true;
    const fresh = events.filter((event) => event.position > this.processed);
    const now = performance.now();
    const idle = !fresh.some((event) => this.reactsTo.has(event.type));
    if (!force && idle && this.checkpoint !== null && now - this.checkpointedAt < IDLE_CHECKPOINT_MS) {
      this.through = upTo;
      return true;
    }
    let written: number;
    try {
      written = await inFencedTransaction(this.readStore, this.fence, async (transaction) => {
        // An event this projection's evolve throws on is set aside for it alone; the batch goes on.
        const collection = transaction.collection(this.collection);
        const count = idle
          ? 0
          : await this.deadLetters.writeBatch(collection, this.projection, this.id, fresh, mayWrite);
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
    this.checkpoint = this.through = upTo;
    this.checkpointedAt = now;
    if (written > 0) this.changedAt = upTo;
    return true;
  }

  /**
   * Writes the checkpoint where the projector has processed beyond it (batches it had nothing to do
   * with): a clean stop, so the next holder does not read those events again. False when fenced off.
   */
  async flush(): Promise<boolean> {
    if (this.state.kind === 'lost' || this.checkpoint === null || this.through <= this.checkpoint)
      return true;
    return this.process([], this.through, () => true, true);
  }

  /**
   * Makes this version the one reads use, in a transaction fenced by the lease (a former holder's late
   * activation must not switch reads). The version it replaces is retired, not dropped: processes of
   * the previous release may still read it until the grace period ends.
   */
  async activate(): Promise<number | null> {
    const replaced = await inFencedTransaction(this.readStore, this.fence, (transaction) =>
      new ProjectionVersions(transaction).activate(this.projection.name, this.projection.version),
    );
    this.state = { kind: 'active' };
    return replaced;
  }
}
