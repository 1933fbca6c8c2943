/** Doubling delays between retries of something that failed for a passing reason, up to a ceiling. */
export class BackOff {
  private failures = 0;

  constructor(
    private readonly firstMs: number,
    private readonly maxMs = 30_000,
  ) {}

  /** The delay before the next try; each call counts one more failure. */
  next(): number {
    const delay = Math.min(this.maxMs, this.firstMs * 2 ** Math.min(this.failures, 20));
    this.failures++;
    return delay;
  }

  reset(): void {
    this.failures = 0;
  }
}
