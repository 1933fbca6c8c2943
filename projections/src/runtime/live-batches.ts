import { setImmediate as nextTurn } from 'node:timers/promises';
import type { StoredEvent } from '@eventfold/contracts';

export interface LiveBatchesOptions {
  /** At most this many events per batch; the subscription waits while a full batch is queued. */
  maxBatch: number;
  /** Folds one batch (in log order); batches never overlap. */
  process(batch: readonly StoredEvent[]): Promise<void>;
  /** A batch failed: nothing more is processed; the caller resubscribes from its checkpoints. */
  onFailure(error: unknown): void;
}

/**
 * Turns a live subscription's one-event-at-a-time delivery into batches: the handler queues the event
 * and returns, and one drain folds whatever has queued meanwhile as a single batch (one transaction
 * per projector instead of one per event). The handler waits only while a full batch is queued, so
 * the queue stays bounded.
 */
export class LiveBatches {
  private pending: StoredEvent[] = [];
  private draining: Promise<void> | null = null;
  private failed = false;

  constructor(private readonly options: LiveBatchesOptions) {}

  /** The subscription's handler. */
  push = (event: StoredEvent): Promise<void> => {
    if (this.failed) return Promise.resolve();
    this.pending.push(event);
    this.draining ??= this.drain();
    return this.pending.length >= this.options.maxBatch ? this.draining : Promise.resolve();
  };

  /** Resolves once the batch being folded (if any) is done. */
  settled(): Promise<void> {
    return this.draining ?? Promise.resolve();
  }

  private async drain(): Promise<void> {
    // Lets the subscription hand over what it has at hand before the first batch is cut.
    await nextTurn();
    while (this.pending.length > 0 && !this.failed) {
      const batch = this.pending.splice(0, this.options.maxBatch);
      try {
        await this.options.process(batch);
      } catch (error) {
        this.failed = true;
        this.pending = [];
        this.options.onFailure(error);
      }
    }
    // In the same turn as the last emptiness check, so no event is queued without a drain.
    this.draining = null;
  }
}
