import type { Logger } from '@nestjs/common';
import type { ReadStore } from '@eventfold/contracts';
import { Lease } from '@eventfold/projections';

/**
 * Work done in rounds every few seconds on instances that run background work: one round at a time,
 * a failed round logged and left to the next. With a lease, only its holder does the work (the
 * lease is taken at the start of each round and given back at shutdown).
 */
export class BackgroundRounds {
  private readonly lease: Lease | null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly logger: Logger,
    private readonly work: () => Promise<void>,
    lease?: { readStore: ReadStore; name: string; holder: string; ttlMs: number },
  ) {
    this.lease = lease === undefined ? null : new Lease(lease.readStore, lease);
  }

  start(everyMs: number): void {
    this.timer = setInterval(() => void this.run(), everyMs);
    this.timer.unref();
  }

  run(): Promise<void> {
    this.running ??= this.round()
      .catch((error: unknown) => this.logger.error({ msg: 'background round failed', err: error }))
      .finally(() => (this.running = null));
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer !== null) clearInterval(this.timer);
    await this.running;
    await this.lease?.release().catch(() => undefined);
  }

  private async round(): Promise<void> {
    if (this.lease !== null && (await this.lease.acquire()) === null) return;
    await this.work();
  }
}
