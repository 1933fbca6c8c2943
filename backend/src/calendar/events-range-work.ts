import { EVENT_MESSAGES } from '@eventfold/contracts';
import { TooManyRequestsException } from '../infrastructure/http/too-many-requests.exception';
import { BoundedWork } from '../infrastructure/work/bounded-work';

export interface EventsRangeWorkOptions {
  /** Range answers computed at once, in the whole process: each holds a range's documents and bytes. */
  concurrency: number;
  /** Computations allowed to wait, all users together; the next is refused with 503. */
  maxWaiting: number;
  /** Computations one user may have running or waiting; the next is refused with 429. */
  maxPerUser: number;
}

/** Above a browser's handful of parallel reads, below what would let one user fill the queue. */
export const EVENTS_RANGE_WORK: EventsRangeWorkOptions = { concurrency: 2, maxWaiting: 256, maxPerUser: 64 };

/**
 * The uncached GET /api/events computations: at most `concurrency` hold a range's documents and
 * bytes at a time, whatever the number of connections; the same (user, range, version) asked again
 * while it is computed joins that computation rather than starting another; and the waiting line is
 * bounded per user and overall, so that one user varying `from`/`to` cannot exhaust memory or shut
 * out the others: a full line is answered at once with Retry-After.
 */
export class EventsRangeWork {
  private readonly lane: BoundedWork;
  private readonly computing = new Map<string, Promise<unknown>>();
  private readonly perUser = new Map<string, number>();

  constructor(private readonly options: EventsRangeWorkOptions = EVENTS_RANGE_WORK) {
    this.lane = new BoundedWork({ concurrency: options.concurrency, maxWaiting: options.maxWaiting });
  }

  run<T>(userId: string, key: string, compute: () => Promise<T>): Promise<T> {
    const flightKey = `${userId}|${key}`;
    const joined = this.computing.get(flightKey);
    if (joined !== undefined) return joined as Promise<T>;
    const held = this.perUser.get(userId) ?? 0;
    if (held >= this.options.maxPerUser)
      return Promise.reject(new TooManyRequestsException(EVENT_MESSAGES.rangesTooManyAtOnce, 1));
    this.perUser.set(userId, held + 1);
    const computation = this.lane.run(compute).finally(() => {
      this.computing.delete(flightKey);
      const left = (this.perUser.get(userId) ?? 1) - 1;
      if (left === 0) this.perUser.delete(userId);
      else this.perUser.set(userId, left);
    });
    this.computing.set(flightKey, computation);
    return computation;
  }

  /** Computations running or waiting (not counting joined requests). */
  get pending(): number {
    return this.computing.size;
  }
}
