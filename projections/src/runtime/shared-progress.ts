import type { EventStore, ReadStore } from '@eventfold/contracts';
import { CheckpointStore } from './checkpoint-store';
import { LiveProgress } from './live-progress';
import { collectionName, type Projection } from './projection';
import { ProjectionVersions } from './projection-versions';

/**
 * What every process reads from shared state, whether or not it runs the projections: which version
 * of each read model is active, and how far those versions have processed the log.
 */
export class SharedProgress {
  private readonly checkpoints: CheckpointStore;
  private readonly versions: ProjectionVersions;
  private readonly live: LiveProgress;
  private active = new Map<string, number>();
  head = 0n;
  /**
   * How far every read model reads use has processed the log: the least checkpoint among their
   * collections, or the holder's live progress when further (its idle projectors skip their
   * checkpoints; a version frozen while its successor builds is not waited for). 0n before the
   * first refresh.
   */
  processed = 0n;
  /** How far each collection reads use has processed the log, by collection. */
  readonly byCollection = new Map<string, bigint>();

  constructor(
    private readonly eventStore: EventStore,
    readStore: ReadStore,
    private readonly projections: readonly Projection[],
  ) {
    this.checkpoints = new CheckpointStore(readStore);
    this.versions = new ProjectionVersions(readStore);
    this.live = new LiveProgress(readStore);
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
    const [active, head, live] = await Promise.all([
      this.versions.allActive(),
      this.eventStore.headPosition(),
      this.live.load(),
    ]);
    this.active = active;
    this.head = head;
    const read = this.projections.map((projection) => this.collectionFor(projection));
    const checkpoints = await this.checkpoints.loadAll(read);
    this.byCollection.clear();
    for (const collection of read) {
      const checkpoint = checkpoints.get(collection) ?? 0n;
      const kept = live.collections.has(collection) && live.position > checkpoint;
      this.byCollection.set(collection, kept ? live.position : checkpoint);
    }
    const least = read.reduce<bigint | null>((min, collection) => {
      const position = this.byCollection.get(collection) ?? 0n;
      return min === null || position < min ? position : min;
    }, null);
    this.processed = least === null ? head : least > live.position ? least : live.position;
  }

  /** Where one collection's documents last changed, read now (not from the last refresh). */
  changedAt(collection: string): Promise<bigint> {
    return this.checkpoints.changedAt(collection);
  }
}
