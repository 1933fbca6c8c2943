import type { ReadDocument, ReadStore, ScrapingStatus } from '@eventfold/contracts';

export type ScanEnd = 'success' | 'error' | 'dropped';

export const SCAN_BATCHES_COLLECTION = 'scan_batches';
const DURATIONS_ID = '#recent-durations';

interface BatchDocument extends ReadDocument {
  scanIds: string[];
  finishedIds: string[];
  total: number;
  completed: number;
  /** total - completed, kept as a field so that "the batch is open" is a plain query. */
  remaining: number;
  successCount: number;
  errorCount: number;
  /** Running scans in start order: the latest names the current source. */
  running: { scanId: string; name: string }[];
  /** Rate-limit waits the model provider imposed on running scans, by scan id. */
  waits: Record<string, number>;
}

interface DurationsDocument extends ReadDocument {
  ms: number[];
}

/** Until a scan has finished on any instance, estimates assume this long per source. */
const DEFAULT_SCAN_MS = 3000;
const DURATIONS_KEPT = 50;

const IDLE: ScrapingStatus = {
  isActive: false,
  completed: 0,
  total: 0,
  successCount: 0,
  errorCount: 0,
  rateLimited: false,
  estimatedTimeRemaining: null,
  currentSource: null,
};

/**
 * Each user's current batch of scans: what /api/scraping-status reports. Kept in the shared read
 * store, so the instance answering the poll sees the scans other instances run. A scan requested
 * while the user's batch is still running joins it; once a batch is done it stays visible (so the
 * client sees it complete) until the next scan starts a new one. Every change is one atomic update.
 */
export class ScanBatches {
  constructor(
    private readonly readStore: ReadStore,
    private readonly concurrency: number,
  ) {}

  private get batches() {
    return this.readStore.collection<BatchDocument>(SCAN_BATCHES_COLLECTION);
  }

  private get durations() {
    return this.readStore.collection<DurationsDocument>(SCAN_BATCHES_COLLECTION);
  }

  async added(userId: string, scanId: string): Promise<void> {
    // Two tries: a concurrent start of a new batch makes the first insert fail, then the join succeeds.
    for (let attempt = 0; attempt < 2; attempt++) {
      const joined = await this.batches.updateOne(
        { _id: userId, remaining: { $gt: 0 }, scanIds: { $ne: scanId } },
        { $push: { scanIds: scanId }, $inc: { total: 1, remaining: 1 } },
      );
      if (joined.matchedCount === 1) return;
      if ((await this.batches.countDocuments({ _id: userId, remaining: { $gt: 0 }, scanIds: scanId })) > 0)
        return;
      const fresh: BatchDocument = {
        _id: userId,
        scanIds: [scanId],
        finishedIds: [],
        total: 1,
        completed: 0,
        remaining: 1,
        successCount: 0,
        errorCount: 0,
        running: [],
        waits: {},
      };
      const replaced = await this.batches.replaceOne({ _id: userId, remaining: { $lte: 0 } }, fresh);
      if (replaced.matchedCount === 1) return;
      try {
        await this.batches.insertOne(fresh);
        return;
      } catch {
        // Another instance opened a batch meanwhile: join it.
      }
    }
  }

  async started(userId: string, scanId: string, sourceName: string): Promise<void> {
    await this.batches.updateOne(
      { _id: userId, scanIds: scanId, 'running.scanId': { $ne: scanId } },
      { $push: { running: { scanId, name: sourceName } } },
    );
  }

  /** `waitMs` null: the provider answers again. */
  async rateLimited(userId: string, scanId: string, waitMs: number | null): Promise<void> {
    const field = `waits.${scanId}`;
    await this.batches.updateOne(
      { _id: userId, scanIds: scanId },
      waitMs === null ? { $unset: { [field]: '' } } : { $set: { [field]: waitMs } },
    );
  }

  async finished(userId: string, scanId: string, end: ScanEnd, durationMs: number): Promise<void> {
    await this.batches.updateOne(
      { _id: userId, scanIds: scanId, finishedIds: { $ne: scanId } },
      {
        $push: { finishedIds: scanId },
        $inc: {
          completed: 1,
          remaining: -1,
          successCount: end === 'success' ? 1 : 0,
          errorCount: end === 'error' ? 1 : 0,
        },
        $pull: { running: { scanId } },
        $unset: { [`waits.${scanId}`]: '' },
      },
    );
    if (end === 'dropped') return;
    await this.durations.updateOne(
      { _id: DURATIONS_ID },
      { $push: { ms: { $each: [durationMs], $slice: -DURATIONS_KEPT } } },
      { upsert: true },
    );
  }

  async status(userId: string): Promise<ScrapingStatus> {
    const [batch, durations] = await Promise.all([
      this.batches.findOne({ _id: userId }),
      this.durations.findOne({ _id: DURATIONS_ID }),
    ]);
    if (batch === null) return IDLE;
    const isActive = batch.remaining > 0;
    const waits = Object.values(batch.waits ?? {});
    return {
      isActive,
      completed: batch.completed,
      total: batch.total,
      successCount: batch.successCount,
      errorCount: batch.errorCount,
      rateLimited: waits.length > 0,
      estimatedTimeRemaining: isActive ? this.estimate(batch.remaining, waits, durations?.ms ?? []) : null,
      currentSource: batch.running.at(-1)?.name ?? null,
    };
  }

  /** Remaining scans in waves of the worker's concurrency, at the recent average, plus any rate-limit wait. */
  private estimate(remaining: number, waits: number[], durations: number[]): number {
    const average =
      durations.length === 0
        ? DEFAULT_SCAN_MS
        : durations.reduce((sum, ms) => sum + ms, 0) / durations.length;
    const waves = Math.ceil(remaining / this.concurrency);
    return Math.round(waves * average + Math.max(0, ...waits));
  }
}
