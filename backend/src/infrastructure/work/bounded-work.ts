import PQueue from 'p-queue';
import { ServiceBusyException } from '../http/service-busy.exception';
import { TooManyRequestsException } from '../http/too-many-requests.exception';

export interface BoundedWorkOptions {
  /** Jobs running at once. Kept below libuv's pool (4 threads) so file and DNS work never wait behind them. */
  concurrency: number;
  /** Jobs allowed to wait; one more is refused at once (503) rather than queued without end. */
  maxWaiting: number;
  /**
   * Per-user turns: jobs one owner may have in the lane (running or waiting); one more is refused
   * (429 with this message), so one user looping uploads cannot take every place from the others.
   */
  perOwner?: { jobs: number; message: string };
  /** What every job in the lane may weigh together (an image's pixels); past it, 503. */
  maxWeight?: number;
}

export interface JobOwner {
  id: string;
  /** Counted against maxWeight while the job is in the lane. */
  weight?: number;
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

  private readonly jobsByOwner = new Map<string, number>();
  private weight = 0;

  run<T>(job: () => Promise<T>, owner?: JobOwner): Promise<T> {
    if (this.queue.size >= this.options.maxWaiting) return Promise.reject(new ServiceBusyException());
    if (owner === undefined) return this.queue.add(job);
    const { perOwner, maxWeight } = this.options;
    const held = this.jobsByOwner.get(owner.id) ?? 0;
    if (perOwner !== undefined && held >= perOwner.jobs)
      return Promise.reject(new TooManyRequestsException(perOwner.message, 2));
    const weight = owner.weight ?? 0;
    if (maxWeight !== undefined && this.weight > 0 && this.weight + weight > maxWeight)
      return Promise.reject(new ServiceBusyException());
    this.jobsByOwner.set(owner.id, held + 1);
    this.weight += weight;
    return this.queue.add(job).finally(() => {
      this.weight -= weight;
      const left = (this.jobsByOwner.get(owner.id) ?? 1) - 1;
      if (left === 0) this.jobsByOwner.delete(owner.id);
      else this.jobsByOwner.set(owner.id, left);
    });
  }

  /** Jobs waiting for a slot (not counting those running). */
  get waiting(): number {
    return this.queue.size;
  }
}
