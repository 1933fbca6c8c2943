interface Waiter {
  position: bigint;
  resolve: (reached: boolean) => void;
  timer: NodeJS.Timeout;
}

/** Callers waiting for the projections to reach a log position: the read-your-writes handshake. */
export class PositionWaiters {
  private readonly waiters = new Set<Waiter>();

  get size(): number {
    return this.waiters.size;
  }

  /** Resolves true once `notify` reports the position, false when the time runs out first. */
  wait(position: bigint, timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        resolve,
        timer: setTimeout(() => this.settle(waiter, false), timeoutMs),
      };
      this.waiters.add(waiter);
    });
  }

  notify(processed: bigint): void {
    for (const waiter of this.waiters) if (waiter.position <= processed) this.settle(waiter, true);
  }

  /** On shutdown nobody will reach anything any more: answer every caller now. */
  cancelAll(): void {
    for (const waiter of this.waiters) this.settle(waiter, false);
  }

  private settle(waiter: Waiter, reached: boolean): void {
    if (!this.waiters.delete(waiter)) return;
    clearTimeout(waiter.timer);
    waiter.resolve(reached);
  }
}
