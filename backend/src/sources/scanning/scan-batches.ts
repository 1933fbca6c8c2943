import type { ScrapingStatus } from '@eventfold/contracts';

export type ScanEnd = 'success' | 'error' | 'dropped';

interface Batch {
  scanIds: Set<string>;
  total: number;
  completed: number;
  successCount: number;
  errorCount: number;
  /** Running scans in start order: the latest names the current source. */
  running: Map<string, string>;
  /** Rate-limit waits the model provider imposed on running scans, by scan id. */
  rateLimitWaits: Map<string, number>;
}

/** Until a scan has finished on this server, estimates assume this long per source. */
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
 * Each user's current batch of scans, in memory: what /api/scraping-status reports. A scan
 * requested while the user's batch is still running joins it; once a batch is done it stays
 * visible (so the client sees it complete) until the next scan starts a new one.
 */
export class ScanBatches {
  private readonly batches = new Map<string, Batch>();
  private readonly durations: number[] = [];

  constructor(private readonly concurrency: number) {}

  added(userId: string, scanId: string): void {
    let batch = this.batches.get(userId);
    if (batch === undefined || batch.completed >= batch.total) {
      batch = {
        scanIds: new Set(),
        total: 0,
        completed: 0,
        successCount: 0,
        errorCount: 0,
        running: new Map(),
        rateLimitWaits: new Map(),
      };
      this.batches.set(userId, batch);
    }
    if (batch.scanIds.has(scanId)) return;
    batch.scanIds.add(scanId);
    batch.total += 1;
  }

  started(userId: string, scanId: string, sourceName: string): void {
    this.batches.get(userId)?.running.set(scanId, sourceName);
  }

  /** `waitMs` null: the provider answers again. */
  rateLimited(userId: string, scanId: string, waitMs: number | null): void {
    const waits = this.batches.get(userId)?.rateLimitWaits;
    if (waitMs === null) waits?.delete(scanId);
    else waits?.set(scanId, waitMs);
  }

  finished(userId: string, scanId: string, end: ScanEnd, durationMs: number): void {
    const batch = this.batches.get(userId);
    if (batch === undefined || !batch.scanIds.has(scanId)) return;
    batch.running.delete(scanId);
    batch.rateLimitWaits.delete(scanId);
    batch.completed += 1;
    if (end === 'success') batch.successCount += 1;
    if (end === 'error') batch.errorCount += 1;
    if (end !== 'dropped') {
      this.durations.push(durationMs);
      if (this.durations.length > DURATIONS_KEPT) this.durations.shift();
    }
  }

  status(userId: string): ScrapingStatus {
    const batch = this.batches.get(userId);
    if (batch === undefined) return IDLE;
    const isActive = batch.completed < batch.total;
    const waits = [...batch.rateLimitWaits.values()];
    return {
      isActive,
      completed: batch.completed,
      total: batch.total,
      successCount: batch.successCount,
      errorCount: batch.errorCount,
      rateLimited: waits.length > 0,
      estimatedTimeRemaining: isActive ? this.estimate(batch.total - batch.completed, waits) : null,
      currentSource: [...batch.running.values()].at(-1) ?? null,
    };
  }

  /** Remaining scans in waves of the worker's concurrency, at the recent average, plus any rate-limit wait. */
  private estimate(remaining: number, waits: number[]): number {
    const average =
      this.durations.length === 0
        ? DEFAULT_SCAN_MS
        : this.durations.reduce((sum, ms) => sum + ms, 0) / this.durations.length;
    const waves = Math.ceil(remaining / this.concurrency);
    return Math.round(waves * average + Math.max(0, ...waits));
  }
}
