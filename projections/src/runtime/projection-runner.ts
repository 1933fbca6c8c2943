import type { EventStore, ReadStore, StoredEvent, Subscription } from '@eventfold/contracts';
import { CheckpointStore } from './checkpoint-store';
import { PositionWaiters } from './position-waiters';
import type { ProjectedEvent, Projection } from './projection';
import { ProjectionVersions } from './projection-versions';
import { Projector } from './projector';
import { consoleLogger, type RuntimeLogger } from './runtime-logger';

export type EventTransform = (event: StoredEvent) => Promise<ProjectedEvent | null>;

export interface ProjectionRunnerOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  projections: Projection[];
  /** Decrypts and upcasts; null: not a domain event any projection knows, it only advances checkpoints. */
  transform: EventTransform;
  logger?: RuntimeLogger;
  /** Events read per catch-up batch, each batch written and checkpointed at once. */
  batchSize?: number;
  /** Pause before re-subscribing after the live subscription failed. */
  retryDelayMs?: number;
}

export interface RunnerStatus {
  head: bigint;
  checkpoints: Record<string, bigint>;
  caughtUp: boolean;
}

/** Keeps every read model folded from the global log: catch up in batches, then follow live. */
export class ProjectionRunner {
  private readonly logger: RuntimeLogger;
  private readonly waiters = new PositionWaiters();
  private projectors: Projector[] = [];
  private subscription: Subscription | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private running = false;
  private live = false;
  private head = 0n;

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.logger = options.logger ?? consoleLogger;
  }

  async start(): Promise<void> {
    const { readStore, projections } = this.options;
    const checkpoints = new CheckpointStore(readStore);
    const versions = new ProjectionVersions(readStore);
    this.running = true;
    this.projectors = await Promise.all(
      projections.map((p) => Projector.prepare(p, readStore, checkpoints, versions)),
    );
    const cursor = await this.catchUp();
    // A version stopped half-built must not become the one reads use.
    if (!this.running) return;
    for (const projector of this.projectors.filter((p) => p.owned && p.building)) {
      const replaced = await projector.activate(versions);
      this.logger.info('projection version activated', { projector: projector.id, replaced });
    }
    if (this.running) this.follow(cursor);
  }

  async stop(): Promise<void> {
    this.running = false;
    this.live = false;
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    await this.subscription?.close();
    this.subscription = null;
    this.waiters.cancelAll();
  }

  /** Read-your-writes: true once every projection this runner owns has processed the log up to `position`. */
  waitForPosition(position: bigint, timeoutMs: number): Promise<boolean> {
    if (this.processed() >= position) return Promise.resolve(true);
    return this.waiters.wait(position, timeoutMs);
  }

  collectionFor(name: string): string {
    const projector = this.projectors.find((p) => p.projection.name === name);
    if (projector !== undefined) return projector.readCollection;
    const projection = this.options.projections.find((p) => p.name === name);
    if (projection === undefined) throw new Error(`Unknown read model: ${name}`);
    return `${projection.name}_v${projection.version}`;
  }

  /**
   * Changes whenever what reads of `name` see may have changed (a write, or a switch of version), so
   * an answer computed from the read model can be cached under it. Read it before querying. Null when
   * this runner does not write the read model (another process owns it): nothing may be cached then.
   */
  readModelVersion(name: string): string | null {
    const projector = this.projectors.find((p) => p.projection.name === name);
    if (projector === undefined || !projector.owned) return null;
    // While a new version is built, reads use the old collection, which no projector writes.
    return projector.building ? projector.readCollection : `${projector.readCollection}#${projector.writes}`;
  }

  status(): RunnerStatus {
    const checkpoints = Object.fromEntries(this.projectors.map((p) => [p.id, p.processed]));
    return { head: this.head, checkpoints, caughtUp: this.live && this.processed() >= this.head };
  }

  private processed(): bigint {
    const owned = this.projectors.filter((p) => p.owned);
    if (owned.length === 0) return this.live ? this.head : 0n;
    return owned.reduce((min, p) => (p.processed < min ? p.processed : min), owned[0]!.processed);
  }

  /** Reads the log in batches from the least advanced projector up to the head; returns the last position read. */
  private async catchUp(): Promise<bigint> {
    const batchSize = this.options.batchSize ?? 2000;
    this.head = await this.options.eventStore.headPosition();
    let cursor = this.processed();
    while (this.running) {
      const batch = await this.options.eventStore.readAll({ after: cursor, maxCount: batchSize });
      if (batch.length === 0) break;
      cursor = batch[batch.length - 1]!.position;
      await this.process(batch, cursor);
      if (batch.length < batchSize) break;
    }
    return cursor;
  }

  private follow(after: bigint): void {
    this.live = true;
    this.subscription = this.options.eventStore.subscribeToAll(
      {
        after,
        onError: (error) => {
          this.logger.error('projection subscription failed; resubscribing', { error: String(error) });
          this.subscription = null;
          if (!this.running) return;
          this.retryTimer = setTimeout(
            () => this.follow(this.processed()),
            this.options.retryDelayMs ?? 1000,
          );
        },
      },
      (event) => this.process([event], event.position),
    );
  }

  private async process(batch: readonly StoredEvent[], upTo: bigint): Promise<void> {
    const projected: ProjectedEvent[] = [];
    for (const event of batch) {
      const transformed = await this.options.transform(event);
      if (transformed !== null) projected.push(transformed);
    }
    await Promise.all(
      this.projectors.map(async (projector) => {
        if (projector.owned && !(await projector.process(projected, upTo))) {
          this.logger.warn('projection checkpoint moved by another runner; this runner stops the projector', {
            projector: projector.id,
          });
        }
      }),
    );
    if (upTo > this.head) this.head = upTo;
    this.waiters.notify(this.processed());
  }
}
