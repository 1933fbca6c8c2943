import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { EventStore, ReadStore, StoredEvent, Subscription } from '@eventfold/contracts';
import { BackOff } from './back-off';
import { CheckpointStore } from './checkpoint-store';
import { DeadLetters } from './dead-letters';
import { dropFenced, inFencedTransaction, type Fence } from './fence';
import { Lease } from './lease';
import { LiveBatches } from './live-batches';
import { LiveProgress } from './live-progress';
import { PositionWaiters } from './position-waiters';
import type { ProjectedEvent, Projection } from './projection';
import { ProjectionVersions } from './projection-versions';
import { Projector } from './projector';
import { consoleLogger, type RuntimeLogger } from './runtime-logger';
import { SharedProgress } from './shared-progress';

export type EventTransform = (event: StoredEvent) => Promise<ProjectedEvent | null>;

export const PROJECTIONS_LEASE = 'projections';

export interface ProjectionRunnerOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  projections: Projection[];
  /** Decrypts and upcasts; null: not a domain event any projection knows, it only advances checkpoints. */
  transform: EventTransform;
  logger?: RuntimeLogger;
  /** Events read per catch-up batch, each batch written and checkpointed at once. */
  batchSize?: number;
  /**
   * Events read per batch of a version built beside live projection (at most `batchSize`): a batch
   * holds the event loop while it folds, so live batches and requests wait up to one of them.
   */
  buildBatchSize?: number;
  /** First pause before re-subscribing after live projection failed; doubled at each failure in a row, up to 30 s. */
  retryDelayMs?: number;
  /** False: this process never runs the projections (ROLE=api); it only reads what the holder wrote. */
  competes?: boolean;
  /** Unique per process; defaults to host, pid and a random part. */
  holder?: string;
  /** Lease time to live: how long a dead holder delays the projections. Renewed every third of it. */
  leaseTtlMs?: number;
  /** How long a replaced read-model version is kept for processes of the previous release. */
  retiredVersionGraceMs?: number;
  /** How often a process without the lease reads the shared progress (faster while callers wait). */
  sharedPollMs?: number;
}

export interface RunnerStatus {
  head: bigint;
  /** How far each projector (holder) or each collection reads use (other processes) has processed the log. */
  checkpoints: Record<string, bigint>;
  caughtUp: boolean;
  /** Whether this process holds the projection lease and keeps the read models. */
  holdsLease: boolean;
  /** Versions being built beside the active one (holder only). */
  building: string[];
  /** Events this process has folded into the live read models since it started: a counter. */
  eventsProjected: number;
}

/** The lease holder's work: its projectors and the live subscription, dropped as one when the lease goes. */
interface Ownership {
  token: number;
  /** The projectors that follow the log live: the active versions (and first builds, read as they fill). */
  projectors: Projector[];
  /** Versions built beside an active older one, on a cursor of their own, joining `projectors` when caught up. */
  builds: Projector[];
  subscription: Subscription | null;
  batches: LiveBatches | null;
  retryTimer: NodeJS.Timeout | null;
  live: boolean;
  ended: boolean;
  /** Live batches and a build's joining run one at a time, in this order. */
  serial: Promise<unknown>;
  building: Promise<void> | null;
}

const WAITING_POLL_MS = 25;
/**
 * A build's batch by default: 2,000 events of a calendar build held the loop ~0.5 s on the bench's
 * machine, 250 some 60 ms, at the price of one transaction more per 250 events of a rare build.
 */
const BUILD_BATCH = 250;
const STOPPING = 'stopping';

/**
 * Keeps every read model folded from the global log, with one process doing it at a time: the holder
 * of the `projections` lease catches up in batches, then follows live; every process (holder or not)
 * resolves reads and read-your-writes waits from the shared versions and checkpoints.
 */
export class ProjectionRunner {
  private readonly logger: RuntimeLogger;
  private readonly waiters = new PositionWaiters();
  private readonly lease: Lease;
  private readonly shared: SharedProgress;
  private readonly deadLetters: DeadLetters;
  private ownership: Ownership | null = null;
  private leaseTimer: NodeJS.Timeout | null = null;
  private pollTimer: NodeJS.Timeout | null = null;
  private renewing: Promise<void> | null = null;
  private starting: Promise<void> | null = null;
  private running = false;
  private killed = false;
  private head = 0n;
  private eventsProjected = 0;
  private readonly resubscribing: BackOff;

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.logger = options.logger ?? consoleLogger;
    this.lease = new Lease(options.readStore, {
      name: PROJECTIONS_LEASE,
      holder: options.holder ?? `${hostname()}:${process.pid}:${randomUUID()}`,
      ttlMs: this.leaseTtlMs,
    });
    this.resubscribing = new BackOff(options.retryDelayMs ?? 1000);
    this.shared = new SharedProgress(options.eventStore, options.readStore, options.projections);
    this.deadLetters = new DeadLetters(options.readStore, (entry) =>
      this.logger.error('event set aside as a dead letter', {
        position: entry.position.toString(),
        type: entry.type,
        projector: entry.projector ?? 'all',
        error: entry.error,
      }),
    );
  }

  private get leaseTtlMs(): number {
    return this.options.leaseTtlMs ?? 15_000;
  }

  /** Resolves once this process holds the lease and has caught up, or has read the shared progress. */
  async start(): Promise<void> {
    this.running = true;
    await this.shared.refresh();
    if (this.options.competes !== false) {
      await this.renew();
      await this.starting;
      this.leaseTimer = setInterval(() => void this.renew(), this.leaseTtlMs / 3);
      this.leaseTimer.unref();
    }
    this.schedulePoll();
  }

  /** A clean stop: the lease is released, so another process takes over at once. */
  async stop(): Promise<void> {
    // A killed process has nothing left to stop (and may be frozen in a write that never returns).
    if (this.killed) return;
    this.halt();
    // Ending the ownership first stops a catch-up in progress at its next batch.
    await this.endOwnership(STOPPING);
    await this.starting;
    await this.endOwnership(STOPPING);
    await this.renewing;
    await this.lease.release();
    this.waiters.cancelAll();
  }

  /**
   * What a killed process leaves behind: nothing more is written or renewed, and the lease stays in
   * the store until it expires. For tests of take-over.
   */
  kill(): void {
    this.killed = true;
    this.halt();
    this.lease.abandon();
    const ownership = this.ownership;
    this.ownership = null;
    if (ownership !== null) {
      ownership.ended = true;
      if (ownership.retryTimer !== null) clearTimeout(ownership.retryTimer);
      void ownership.subscription?.close();
    }
    this.waiters.cancelAll();
  }

  get holdsLease(): boolean {
    return this.ownership !== null;
  }

  /**
   * Read-your-writes: true once every read model reads use has processed the log up to `position`.
   * A version frozen while its successor builds is not waited for: nothing would move it.
   */
  waitForPosition(position: bigint, timeoutMs: number): Promise<boolean> {
    if (this.processed() >= position) return Promise.resolve(true);
    const waiting = this.waiters.wait(position, timeoutMs);
    if (this.ownership === null) this.schedulePoll(0);
    return waiting;
  }

  collectionFor(name: string): string {
    const projector = this.ownedProjector(name);
    if (projector !== undefined) return projector.readCollection;
    const projection = this.options.projections.find((p) => p.name === name);
    if (projection === undefined) throw new Error(`Unknown read model: ${name}`);
    return this.shared.collectionFor(projection);
  }

  /**
   * Changes whenever what reads of `name` see may have changed (a write, or a switch of version), so
   * an answer computed from the read model can be cached under it. Read it before querying. It is
   * the read collection and the last position at which its documents changed, kept with the shared
   * checkpoint (documents are written before it moves), so every process agrees on it.
   */
  async readModelVersion(name: string): Promise<string> {
    const collection = this.collectionFor(name);
    const projector = this.ownedProjector(name);
    // While a new version is built, reads use the old collection, which nobody writes.
    if (projector?.building) return collection;
    const changed = projector !== undefined ? projector.changedAt : await this.shared.changedAt(collection);
    return `${collection}@${changed}`;
  }

  status(): RunnerStatus {
    const ownership = this.ownership;
    const { eventsProjected } = this;
    if (ownership === null) {
      const checkpoints = Object.fromEntries(this.shared.byCollection);
      const caughtUp = this.running && this.shared.processed >= this.shared.head;
      return {
        head: this.shared.head,
        checkpoints,
        caughtUp,
        holdsLease: false,
        building: [],
        eventsProjected,
      };
    }
    const all = [...ownership.projectors, ...ownership.builds];
    const checkpoints = Object.fromEntries(all.map((p) => [p.id, p.processed]));
    const caughtUp = ownership.live && this.processed() >= this.head;
    const building = ownership.builds.map((p) => p.id);
    return { head: this.head, checkpoints, caughtUp, holdsLease: true, building, eventsProjected };
  }

  /**
   * Resolves once no version is being built beside an active one (at once when none is, or this
   * process does not hold the lease).
   */
  async builds(): Promise<void> {
    await this.ownership?.building;
  }

  private ownedProjector(name: string): Projector | undefined {
    const ownership = this.ownership;
    if (ownership === null) return undefined;
    const named = (p: Projector) => p.projection.name === name;
    return ownership.projectors.find(named) ?? ownership.builds.find(named);
  }

  private halt(): void {
    this.running = false;
    if (this.leaseTimer !== null) clearInterval(this.leaseTimer);
    if (this.pollTimer !== null) clearTimeout(this.pollTimer);
    this.leaseTimer = this.pollTimer = null;
  }

  private processed(): bigint {
    const ownership = this.ownership;
    if (ownership === null) return this.shared.processed;
    const { projectors } = ownership;
    if (projectors.length === 0) return ownership.live ? this.head : 0n;
    return projectors.reduce((min, p) => (p.processed < min ? p.processed : min), projectors[0]!.processed);
  }

  /** One renewal at a time: takes the lease when free, gives up the work when another holds it. */
  private renew(): Promise<void> {
    this.renewing ??= this.renewOnce()
      .catch((error: unknown) =>
        this.logger.error('projection lease renewal failed', { error: String(error) }),
      )
      .finally(() => (this.renewing = null));
    return this.renewing;
  }

  private async renewOnce(): Promise<void> {
    if (!this.running) return;
    const token = await this.lease.acquire();
    if (!this.running) return;
    if (token === null || (this.ownership !== null && this.ownership.token !== token)) {
      await this.endOwnership('the projection lease is held by another process');
    }
    if (token !== null && this.ownership === null && this.starting === null) {
      this.starting = this.own(token)
        .catch(async (error: unknown) => {
          this.logger.error('projections could not start; retrying at the next renewal', {
            error: String(error),
          });
          await this.endOwnership('start failed');
        })
        .finally(() => (this.starting = null));
    }
    if (this.ownership !== null) await this.dropExpiredVersions(this.ownership);
  }

  /**
   * As the new lease holder: settle each projector's version, catch the active ones up with the log,
   * then follow it live; a newer version is built meanwhile on its own cursor, and joins when caught up.
   */
  private async own(token: number): Promise<void> {
    const { readStore, projections } = this.options;
    const checkpoints = new CheckpointStore(readStore);
    const versions = new ProjectionVersions(readStore);
    const fence: Fence = { lease: PROJECTIONS_LEASE, token };
    const safelyHeld = () => this.lease.safelyHeld;
    const prepared = (
      await Promise.all(
        projections.map((p) =>
          Projector.prepare(p, readStore, checkpoints, versions, this.deadLetters, fence, safelyHeld),
        ),
      )
    ).filter((projector) => projector !== null);
    if (!this.running) return;
    const ownership: Ownership = {
      token,
      projectors: prepared.filter((projector) => !projector.buildsBeside),
      builds: prepared.filter((projector) => projector.buildsBeside),
      subscription: null,
      batches: null,
      retryTimer: null,
      live: false,
      ended: false,
      serial: Promise.resolve(),
      building: null,
    };
    this.ownership = ownership;
    this.logger.info('projection lease taken', { token });
    const cursor = await this.catchUp(ownership, ownership.projectors, () => this.processed());
    // A version stopped half-built must not become the one reads use.
    if (ownership.ended) return;
    for (const projector of ownership.projectors.filter((p) => p.building)) {
      const replaced = await projector.activate();
      this.logger.info('projection version activated', { projector: projector.id, replaced });
    }
    if (ownership.ended) return;
    this.follow(ownership, cursor);
    if (ownership.builds.length > 0) ownership.building = this.build(ownership);
    await this.dropExpiredVersions(ownership);
  }

  /** Ends the current ownership (only if it is still `which`, when given). */
  private async endOwnership(reason: string, which?: Ownership): Promise<void> {
    const ownership = this.ownership;
    if (ownership === null || (which !== undefined && which !== ownership)) return;
    this.ownership = null;
    ownership.ended = true;
    if (ownership.retryTimer !== null) clearTimeout(ownership.retryTimer);
    await ownership.subscription?.close();
    // A clean stop lets the batch under way finish; a hand-over does not wait (the batch may be
    // waiting on the very renewal ending this ownership), its fenced writes abort on their own.
    if (reason === STOPPING) {
      await Promise.all([ownership.batches?.settled(), ownership.building]);
      // Idle read models' checkpoints lag by up to IDLE_CHECKPOINT_MS: moved now, while still ours.
      await Promise.all(ownership.projectors.map((p) => p.flush())).catch((error: unknown) =>
        this.logger.warn('projection checkpoints not written at stop', { error: String(error) }),
      );
    }
    const log = (reason === STOPPING ? this.logger.info : this.logger.warn).bind(this.logger);
    log('projections handed over', { reason, token: ownership.token });
    await this.shared.refresh().catch(() => undefined);
    this.schedulePoll();
  }

  /**
   * Reads the log in batches from the least advanced of `projectors` up to the head; returns the last
   * position read. `from`: where the least advanced stands.
   */
  private async catchUp(ownership: Ownership, projectors: Projector[], from: () => bigint): Promise<bigint> {
    const batchSize = this.options.batchSize ?? 2000;
    const head = await this.options.eventStore.headPosition();
    if (head > this.head) this.head = head;
    let cursor = from();
    while (!ownership.ended) {
      const batch = await this.options.eventStore.readAll({ after: cursor, maxCount: batchSize });
      if (batch.length === 0) break;
      cursor = batch[batch.length - 1]!.position;
      await this.process(ownership, projectors, batch, cursor);
      if (batch.length < batchSize) break;
      // On the embedded stores a batch resolves without a turn of the event loop: without this a
      // catch-up of the whole log would hold every timer and request until it ends.
      await yieldToEventLoop();
    }
    return cursor;
  }

  /**
   * Builds the versions that replace an active one, from their own checkpoints, while the live
   * projectors go on following the log. The last stretch up to the head is read between two live
   * batches, so no live event passes the new versions by; they are then activated and follow live.
   * A failure is retried with back-off; losing the lease stops the build (resumed by the next holder).
   */
  private async build(ownership: Ownership): Promise<void> {
    const { builds } = ownership;
    const batchSize = Math.min(this.options.batchSize ?? 2000, this.options.buildBatchSize ?? BUILD_BATCH);
    const from = () =>
      builds.reduce((min, p) => (p.processed < min ? p.processed : min), builds[0]!.processed);
    const retries = new BackOff(this.options.retryDelayMs ?? 1000);
    while (!ownership.ended) {
      try {
        const batch = await this.options.eventStore.readAll({ after: from(), maxCount: batchSize });
        if (batch.length === batchSize) {
          await this.process(ownership, builds, batch, batch[batch.length - 1]!.position);
          retries.reset();
          // Live batches, the lease's renewals and requests take their turns between two build batches.
          await yieldToEventLoop();
          continue;
        }
        await this.exclusive(ownership, async () => {
          await this.catchUp(ownership, builds, from);
          if (ownership.ended) return;
          for (const projector of builds) {
            const replaced = await projector.activate();
            this.logger.info('projection version activated', { projector: projector.id, replaced });
          }
          ownership.projectors.push(...builds.splice(0));
        });
        return;
      } catch (error) {
        if (ownership.ended) return;
        const delayMs = retries.next();
        this.logger.error('projection version build failed; retrying', { error: String(error), delayMs });
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
    }
  }

  /** Runs `work` after the live batches and joinings queued before it, and before any queued after. */
  private exclusive<R>(ownership: Ownership, work: () => Promise<R>): Promise<R> {
    const run = ownership.serial.then(work);
    ownership.serial = run.catch(() => undefined);
    return run;
  }

  /** Follows the log live after `after`, folding what arrives meanwhile as one batch. */
  private follow(ownership: Ownership, after: bigint): void {
    ownership.live = true;
    let failed = false;
    const resubscribe = (error: unknown) => {
      if (failed || ownership.ended) return;
      failed = true;
      const subscription = ownership.subscription;
      ownership.subscription = null;
      // Not awaited: the subscription's close waits for the very handler that may be failing here.
      void subscription?.close();
      const delayMs = this.resubscribing.next();
      this.logger.error('live projection failed; resubscribing', { error: String(error), delayMs });
      ownership.retryTimer = setTimeout(() => {
        ownership.retryTimer = null;
        if (!ownership.ended) this.follow(ownership, this.processed());
      }, delayMs);
    };
    const batches = new LiveBatches({
      maxBatch: this.options.batchSize ?? 2000,
      process: (batch) =>
        this.exclusive(ownership, () =>
          this.process(ownership, ownership.projectors, batch, batch.at(-1)!.position),
        ),
      onFailure: resubscribe,
    });
    ownership.batches = batches;
    ownership.subscription = this.options.eventStore.subscribeToAll(
      { after, onError: resubscribe },
      batches.push,
    );
  }

  private async process(
    ownership: Ownership,
    projectors: readonly Projector[],
    batch: readonly StoredEvent[],
    upTo: bigint,
  ): Promise<void> {
    const projected: ProjectedEvent[] = [];
    for (const event of batch) {
      // A failure is thrown on (the batch is retried) until the event is set aside as a dead letter.
      const transformed = await this.deadLetters.transform(event, this.options.transform);
      if (transformed !== null) projected.push(transformed);
    }
    // A holder that could not renew for half the lease may already have been replaced: write nothing.
    // Not awaited, here and below: ending closes the subscription, which waits for this very handler.
    if (!(await this.confirmLease(ownership))) {
      void this.endOwnership('the projection lease could not be renewed in time', ownership);
      return;
    }
    // Asked again right before every document write, after the documents were read: that read may
    // have taken long enough for a newer holder to change or delete them meanwhile. A stall within
    // the batch (a snapshot of the embedded store, a long GC) waits for a renewal, as above: renewed
    // with the same token, nobody can have written since.
    const mayWrite = () => !ownership.ended && (this.lease.safelyHeld || this.confirmLease(ownership));
    const results = await Promise.all(projectors.map((p) => p.process(projected, upTo, mayWrite)));
    if (results.includes(false)) {
      // The lease is not safely held any more, or another runner moved a checkpoint: if the lease is
      // still ours, the next renewal resumes from the shared checkpoints.
      void this.endOwnership(
        'the lease could not be confirmed in time, or a checkpoint was moved',
        ownership,
      );
      return;
    }
    if (projectors !== ownership.projectors || ownership.ended) return;
    if (upTo > this.head) this.head = upTo;
    if (ownership.live) {
      this.eventsProjected += batch.length;
      this.resubscribing.reset();
    }
    const processed = this.processed();
    this.waiters.notify(processed);
    const kept = ownership.projectors.map((p) => p.collection);
    await new LiveProgress(this.options.readStore).advance(processed, kept);
  }

  /**
   * Whether the lease is safely held, waiting for a renewal under way (a slow store answers a renewal
   * in more than the few seconds of slack) up to half the lease's life rather than taking it for lost.
   * Polled, not awaited: a renewal that finds the lease gone ends the ownership, which waits for the
   * batch asking here.
   */
  private async confirmLease(ownership: Ownership): Promise<boolean> {
    if (this.lease.safelyHeld) return !ownership.ended;
    void this.renew();
    const deadline = performance.now() + this.leaseTtlMs / 2;
    while (!ownership.ended && !this.lease.safelyHeld && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return !ownership.ended && this.lease.safelyHeld;
  }

  /** Reads the shared progress while this process does not keep the read models; quickly while callers wait. */
  private schedulePoll(delayMs?: number): void {
    if (!this.running || this.ownership !== null) return;
    if (this.pollTimer !== null) clearTimeout(this.pollTimer);
    const delay = delayMs ?? (this.waiters.size > 0 ? WAITING_POLL_MS : (this.options.sharedPollMs ?? 1000));
    this.pollTimer = setTimeout(() => {
      this.pollTimer = null;
      void this.shared
        .refresh()
        .then(() => this.waiters.notify(this.shared.processed))
        .catch((error: unknown) =>
          this.logger.warn('shared projection progress unreadable', { error: String(error) }),
        )
        .finally(() => this.schedulePoll());
    }, delay);
    this.pollTimer.unref();
  }

  private fenceOf(ownership: Ownership): Fence {
    return { lease: PROJECTIONS_LEASE, token: ownership.token };
  }

  /**
   * Retired versions are dropped by the lease holder once no process of the previous release can read
   * them; each step fenced by the lease, so a former holder's late run cannot drop what a newer holder
   * keeps.
   */
  private async dropExpiredVersions(ownership: Ownership): Promise<void> {
    const { readStore } = this.options;
    const fence = this.fenceOf(ownership);
    const cutoff = new Date(Date.now() - (this.options.retiredVersionGraceMs ?? 15 * 60_000));
    const expired = await inFencedTransaction(readStore, fence, (transaction) =>
      new ProjectionVersions(transaction).takeExpired(cutoff),
    );
    for (const collection of expired) {
      await dropFenced(readStore, fence, collection, () => this.lease.safelyHeld && !ownership.ended);
      await inFencedTransaction(readStore, fence, (transaction) =>
        new CheckpointStore(transaction).reset(collection, null),
      );
      this.logger.info('retired projection version dropped', { collection });
    }
  }
}

/** One turn of the event loop (timers and I/O included), not only the microtasks queued so far. */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
