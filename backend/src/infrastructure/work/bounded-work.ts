import PQueue from 'p-queue';
import { ServiceBusyException } from '../http/service-busy.exception';

export interface BoundedWorkOptions {
  /** Jobs running at once. Kept below libuv's pool (4 threads) so file and DNS work never wait behind them. */
  concurrency: number;
  /** Jobs allowed to wait; one more is refused at once (503) rather than queued without end. */
  maxWaiting: number;
}

/**
 * A bounded lane for CPU-heavy work that runs on libuv's thread pool (scrypt, image decoding): a
 * burst waits its turn up to a limit and is then refused, so neither memory nor the pool can be
 * exhausted by requests alone.
 */
export class BoundedWork {
  private readonly queue: PQueue;

  constructor(private readonly options: BoundedWorkOptions) {
    this.queue = new PQueue({ concurrency: options.concurrency });
  }

  run<T>(job: () => Promise<T>): Promise<T> {
    if (this.queue.size >= this.options.maxWaiting) return Promise.reject(new ServiceBusyException());
    return this.queue.add(job);
  }

  /** Jobs waiting for a slot (not counting those running). */
  get waiting(): number {
    return this.queue.size;
  }
}
