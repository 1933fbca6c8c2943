import { setTimeout as sleep } from 'node:timers/promises';
import { isDuplicateKeyError, type ReadDocument, type ReadStore } from '@eventfold/contracts';
import { HOST_TURNS_COLLECTION } from '../../infrastructure/lease-collections';
import type { HostTurns } from './polite-scheduler';
import { FETCH_LIMITS } from './safe-fetch';

export { HOST_TURNS_COLLECTION };

interface HostTurnDocument extends ReadDocument {
  /** Nobody may start a request to the host before this. */
  nextAt: Date;
}

/** A turn is held at most this long if its holder dies mid-request: a page fetch's deadline, and a margin. */
const HOLD_MS = FETCH_LIMITS.timeoutMs + 5_000;
/** Waiting for a turn re-checks at least this often, since a holder may finish early. */
const MAX_POLL_MS = 250;

/**
 * Per-host politeness across processes, in the shared read store: one document per host says when
 * the next request may start; a process takes a turn with one atomic update, holds it while its
 * request runs, and sets the next start when it ends.
 */
export class SharedHostTurns implements HostTurns {
  private indexed: Promise<unknown> | null = null;

  constructor(private readonly readStore: ReadStore) {}

  private get turns() {
    return this.readStore.collection<HostTurnDocument>(HOST_TURNS_COLLECTION);
  }

  async take(host: string): Promise<void> {
    // Old hosts' documents go away by themselves: a day after their last turn.
    this.indexed ??= this.turns.createIndex({ nextAt: 1 }, { expireAfterSeconds: 86_400 });
    await this.indexed;
    for (;;) {
      const now = Date.now();
      const hold = new Date(now + HOLD_MS);
      const taken = await this.turns.findOneAndUpdate(
        { _id: host, nextAt: { $lte: new Date(now) } },
        { $set: { nextAt: hold } },
      );
      if (taken !== null) return;
      const current = await this.turns.findOne({ _id: host });
      if (current === null) {
        try {
          await this.turns.insertOne({ _id: host, nextAt: hold });
          return;
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
          continue;
        }
      }
      await sleep(Math.min(Math.max(current.nextAt.getTime() - now, 10), MAX_POLL_MS));
    }
  }

  async done(host: string, delayMs: number): Promise<void> {
    await this.turns.updateOne({ _id: host }, { $set: { nextAt: new Date(Date.now() + delayMs) } });
  }
}
