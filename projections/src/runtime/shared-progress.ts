import type { EventStore, ReadStore } from '@eventfold/contracts';
import { CheckpointStore } from './checkpoint-store';
import { collectionName, type Projection } from './projection';
import { ProjectionVersions } from './projection-versions';

/**
 * What every process reads from shared state, whether or not it runs the projections: which version
 * of each read model is active, and how far those versions have processed the log.
 */
export class SharedProgress {
  private readonly checkpoints: CheckpointStore;
  private readonly versions: ProjectionVersions;
  private active = new Map<string, number>();
  head = 0n;
  /** The least checkpoint among the collections reads use; 0n before the first refresh. */
  processed = 0n;
  /** Checkpoints of the collections reads use, by collection. */
  readonly byCollection = new Map<string, bigint>();

  constructor(
    private readonly eventStore: EventStore,
    readStore: ReadStore,
    private readonly projections: readonly Projection[],
  ) {
    this.checkpoints = new CheckpointStore(readStore);
    this.versions = new ProjectionVersions(readStore);
  }

  /**
   * The collection this process reads for a projection: the active version, unless it is newer than
   * this code knows (an older release still running during a deploy keeps reading its own version,
   * which is retired, not dropped, for a grace period).
   */
  collectionFor(projection: Projection): string {
    const active = this.active.get(projection.name);
    if (active === undefined || active > projection.version) return collectionName(projection);
    return `${projection.name}_v${active}`;
  }

  async refresh(): Promise<void> {
    const [active, head] = await Promise.all([this.versions.allActive(), this.eventStore.headPosition()]);
    this.active = active;
    this.head = head;
    const read = this.projections.map((projection) => this.collectionFor(projection));
    const checkpoints = await this.checkpoints.loadAll(read);
    this.byCollection.clear();
    for (const collection of read) this.byCollection.set(collection, checkpoints.get(collection) ?? 0n);
    this.processed =
      read.reduce<bigint | null>((min, collection) => {
        const position = this.byCollection.get(collection) ?? 0n;
        return min === null || position < min ? position : min;
      }, null) ?? head;
  }

  /** Where one collection's documents last changed, read now (not from the last refresh). */
  changedAt(collection: string): Promise<bigint> {
    return this.checkpoints.changedAt(collection);
  }
}
