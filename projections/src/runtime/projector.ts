import type { ReadStore } from '@eventfold/contracts';
import type { CheckpointStore } from './checkpoint-store';
import { collectionName, projectionId, type ProjectedEvent, type Projection } from './projection';
import type { ProjectionVersions } from './projection-versions';
import { writeBatch } from './write-batch';

/** One projection version as the runner drives it: where it writes, how far it got, whether it owns it. */
export class Projector {
  readonly id: string;
  readonly collection: string;
  /** False once another runner moved the checkpoint: this runner then leaves the projector alone. */
  owned = true;
  /** Batches that changed documents: a cheap version for caches of what this projection answers. */
  writes = 0;

  private constructor(
    readonly projection: Projection,
    private readonly readStore: ReadStore,
    private readonly checkpoints: CheckpointStore,
    /** Last persisted checkpoint; null until the first one is written. */
    private checkpoint: bigint | null,
    /** The collection reads use until this version has caught up; null once it is the active one. */
    public readsFrom: string | null,
  ) {
    this.id = projectionId(projection);
    this.collection = collectionName(projection);
  }

  /**
   * Decides where the projection stands: the active version resumes from its checkpoint; any other
   * version is built beside the active one, from the start unless an interrupted build left a checkpoint.
   */
  static async prepare(
    projection: Projection,
    readStore: ReadStore,
    checkpoints: CheckpointStore,
    versions: ProjectionVersions,
  ): Promise<Projector> {
    const id = projectionId(projection);
    const [active, checkpoint] = await Promise.all([versions.active(projection.name), checkpoints.load(id)]);
    if (active === null && checkpoint !== null) await versions.activate(projection.name, projection.version);
    const isActive = active === projection.version || (active === null && checkpoint !== null);
    // Documents without a checkpoint belong to an unfinished first build of a version nobody reads yet.
    if (!isActive && checkpoint === null) await readStore.dropCollection(collectionName(projection));
    const readsFrom = isActive
      ? null
      : active === null
        ? collectionName(projection)
        : `${projection.name}_v${active}`;
    const projector = new Projector(projection, readStore, checkpoints, checkpoint, readsFrom);
    for (const index of projection.indexes ?? []) {
      await readStore.collection(projector.collection).createIndex(index.keys, index.options);
    }
    return projector;
  }

  get processed(): bigint {
    return this.checkpoint ?? 0n;
  }

  get building(): boolean {
    return this.readsFrom !== null;
  }

  /** The collection the API should read now. */
  get readCollection(): string {
    return this.readsFrom ?? this.collection;
  }

  /**
   * Folds the events this projector has not processed yet, then records `upTo` (the position of the
   * last event read, domain event or not) as processed. False when another runner owns the checkpoint.
   */
  async process(events: readonly ProjectedEvent[], upTo: bigint): Promise<boolean> {
    if (!this.owned || upTo <= this.processed) return this.owned;
    const fresh = events.filter((event) => event.position > this.processed);
    const written = await writeBatch(this.readStore.collection(this.collection), this.projection, fresh);
    if (written > 0) this.writes += 1;
    if (!(await this.checkpoints.advance(this.id, this.checkpoint, upTo))) {
      this.owned = false;
      return false;
    }
    this.checkpoint = upTo;
    return true;
  }

  /** Makes this version the one reads use, and drops the version it replaces. */
  async activate(versions: ProjectionVersions): Promise<string | null> {
    const replaced = this.readsFrom === this.collection ? null : this.readsFrom;
    await versions.activate(this.projection.name, this.projection.version);
    this.readsFrom = null;
    if (replaced !== null) {
      await this.readStore.dropCollection(replaced);
      await this.checkpoints.reset(replaced, null);
    }
    return replaced;
  }
}
