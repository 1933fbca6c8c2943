import { setImmediate as nextTurn } from 'node:timers/promises';
import type { StoredEvent, Subscription } from '@eventfold/contracts';

/** Wakes sleeping subscriptions as soon as this process appends, instead of at the next poll. */
export class AppendSignal {
  private readonly listeners = new Set<() => void>();

  listen(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notify(): void {
    for (const listener of this.listeners) listener();
  }
}

export interface PollingSubscriptionOptions {
  /** Events after this position, at most one batch; synchronous so no append can slip in between read and sleep. */
  readBatch: (after: bigint) => StoredEvent[];
  signal: AppendSignal;
  /** Appends by other processes on the same file raise no signal; the poll is what finds them. */
  pollIntervalMs: number;
  after: bigint;
  handler: (event: StoredEvent) => Promise<void>;
  onError: (error: unknown) => void;
  onClosed: () => void;
}

/**
 * Reads the log in position order from a checkpoint, awaiting the handler for each event, and
 * keeps reading the same way once caught up. Catch-up and live delivery are one loop over
 * `position > last delivered`, so appends made during a batch are simply read by the next one:
 * nothing can be skipped or delivered twice.
 */
export class PollingSubscription implements Subscription {
  private closed = false;
  private wake: (() => void) | undefined;
  private readonly done: Promise<void>;

  constructor(private readonly options: PollingSubscriptionOptions) {
    this.done = this.run();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wake?.();
    await this.done;
  }

  private async run(): Promise<void> {
    const { readBatch, signal, handler } = this.options;
    const unlisten = signal.listen(() => this.wake?.());
    let last = this.options.after;
    try {
      // The caller receives its subscription before the first handler call.
      await nextTurn();
      while (!this.closed) {
        const batch = readBatch(last);
        if (batch.length === 0) {
          await this.sleep();
          continue;
        }
        for (const event of batch) {
          if (this.closed) break;
          await handler(event);
          last = event.position;
        }
      }
    } catch (error) {
      this.closed = true;
      this.options.onError(error);
    } finally {
      unlisten();
      this.options.onClosed();
    }
  }

  private sleep(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.wake?.(), this.options.pollIntervalMs);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
    });
  }
}
