import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { isDuplicateKeyError, type ReadDocument, type ReadStore } from '@eventfold/contracts';
import { HOST_TURNS_COLLECTION } from '../../infrastructure/lease-collections';
import type { HostTurn, HostTurns } from './polite-scheduler';
import { FETCH_LIMITS } from './safe-fetch';

export { HOST_TURNS_COLLECTION };

interface HostTurnDocument extends ReadDocument {
  /** Nobody may start a request to the host before this. */
  nextAt: Date;
  /** The turn holding the host until nextAt; absent once its request ended. */
  turn?: string;
}

/**
 * A turn is held this long past its last renewal, so a holder that died mid-request frees the host
 * by then: a page fetch's deadline, and a margin.
 */
const HOLD_MS = FETCH_LIMITS.timeoutMs + 5_000;
/** Waiting for a turn re-checks at least this often, since a holder may finish early. */
const MAX_POLL_MS = 250;

export interface SharedHostTurnsOptions {
  /** How long a turn lasts without renewal (tests shorten it). */
  holdMs?: number;
}

/**
 * Per-host politeness across processes, in the shared read store: one document per host says when
 * the next request may start; a process takes a turn with one atomic update, renews it while its
 * request runs (a robots.txt and a page fetch, each with its own deadline, outlast one hold), and
 * sets the next start when it ends, only if the turn is still its own.
 */
export class SharedHostTurns implements HostTurns {
  private indexed: Promise<unknown> | null = null;
  private readonly holdMs: number;

  constructor(
    private readonly readStore: ReadStore,
    options: SharedHostTurnsOptions = {},
  ) {
    this.holdMs = options.holdMs ?? HOLD_MS;
  }

  private get turns() {
    return this.readStore.collection<HostTurnDocument>(HOST_TURNS_COLLECTION);
  }

  async take(host: string): Promise<HostTurn> {
    // Old hosts' documents go away by themselves: a day after their last turn.
    this.indexed ??= this.turns.createIndex({ nextAt: 1 }, { expireAfterSeconds: 86_400 });
    await this.indexed;
    const turn = randomUUID();
    for (;;) {
      const now = Date.now();
      const hold = new Date(now + this.holdMs);
      const taken = await this.turns.findOneAndUpdate(
        { _id: host, nextAt: { $lte: new Date(now) } },
        { $set: { nextAt: hold, turn } },
      );
      if (taken !== null) return this.held(host, turn);
      const current = await this.turns.findOne({ _id: host });
      if (current === null) {
        try {
          await this.turns.insertOne({ _id: host, nextAt: hold, turn });
          return this.held(host, turn);
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
          continue;
        }
      }
      await sleep(Math.min(Math.max(current.nextAt.getTime() - now, 10), MAX_POLL_MS));
    }
  }

  /** Renews the turn while its request runs; a turn found lapsed (taken by another) is theirs for good. */
  private held(host: string, turn: string): HostTurn {
    const ours = { _id: host, turn };
    const renewal: NodeJS.Timeout = setInterval(() => {
      this.turns
        .updateOne(ours, { $set: { nextAt: new Date(Date.now() + this.holdMs) } })
        .then(({ matchedCount }) => matchedCount === 0 && clearInterval(renewal))
        .catch(() => undefined);
    }, this.holdMs / 3);
    renewal.unref();
    return {
      done: async (delayMs) => {
        clearInterval(renewal);
        await this.turns.updateOne(ours, {
          $set: { nextAt: new Date(Date.now() + delayMs) },
          $unset: { turn: '' },
        });
      },
    };
  }
}
