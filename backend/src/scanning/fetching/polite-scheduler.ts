import { setTimeout as sleep } from 'node:timers/promises';
import PQueue from 'p-queue';

/**
 * Turns at a host shared by every process that scans (see SharedHostTurns), so that several workers
 * are together as polite as one.
 */
export interface HostTurns {
  /** Resolves once this process may send the next request to `host`, and holds the turn until done. */
  take(host: string): Promise<HostTurn>;
}

export interface HostTurn {
  /** The request has ended: the next may start `delayMs` from now (if the turn is still this one). */
  done(delayMs: number): Promise<void>;
}

export interface PoliteSchedulerOptions {
  /** Across processes; without it, politeness holds within this process only. */
  hostTurns?: HostTurns;
  /** Requests in flight across all hosts. */
  concurrency?: number;
  /** Pause between two requests to the same host. */
  perHostDelayMs?: number;
}

/**
 * Runs fetches one at a time per host with a pause between them, and a bounded number at once
 * overall, so a refresh of many sources never hammers one venue's server.
 */
export class PoliteScheduler {
  private readonly global: PQueue;
  private readonly hosts = new Map<string, { queue: PQueue; lastFinished: number }>();
  private readonly delayMs: number;
  private readonly turns: HostTurns | undefined;

  constructor(options: PoliteSchedulerOptions = {}) {
    this.global = new PQueue({ concurrency: options.concurrency ?? 8 });
    this.delayMs = options.perHostDelayMs ?? 1000;
    this.turns = options.hostTurns;
  }

  run<T>(host: string, task: () => Promise<T>): Promise<T> {
    let slot = this.hosts.get(host);
    if (!slot) {
      slot = { queue: new PQueue({ concurrency: 1 }), lastFinished: 0 };
      this.hosts.set(host, slot);
    }
    const hostSlot = slot;
    return hostSlot.queue.add(async () => {
      const wait = hostSlot.lastFinished + this.delayMs - Date.now();
      if (wait > 0) await sleep(wait);
      const turn = await this.turns?.take(host);
      try {
        return await this.global.add(task);
      } finally {
        hostSlot.lastFinished = Date.now();
        await turn?.done(this.delayMs).catch(() => undefined);
        if (hostSlot.queue.size === 0 && hostSlot.queue.pending <= 1) this.hosts.delete(host);
      }
    });
  }
}
