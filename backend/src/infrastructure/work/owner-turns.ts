import PQueue, { type Queue, type QueueAddOptions } from 'p-queue';

type RunFunction = () => Promise<unknown>;

export interface OwnerTurnsOptions {
  /** Jobs running at once, all owners together. */
  concurrency: number;
  /** Jobs one owner may run at once; the other places stay free for the others' turns. */
  perOwner: number;
  /**
   * A job's time budget, counted from when it starts running (never while it waits its turn): the job
   * is handed a signal that aborts once it is spent.
   */
  budgetMs?: number;
}

interface TurnOptions extends QueueAddOptions {
  owner: string;
}

/** Who runs what, and whose turn was when: kept apart from the queue, which p-queue makes anew on `clear()`. */
class TurnBook {
  readonly running = new Map<string, number>();
  /** When each owner with jobs running or waiting was last served; an owner not in it is served first. */
  readonly served = new Map<string, number>();
  private clock = 0;

  constructor(readonly perOwner: number) {}

  started(owner: string): void {
    this.running.set(owner, (this.running.get(owner) ?? 0) + 1);
    this.clock += 1;
    this.served.set(owner, this.clock);
  }

  ended(owner: string, waiting: number): void {
    const left = (this.running.get(owner) ?? 1) - 1;
    if (left > 0) return void this.running.set(owner, left);
    this.running.delete(owner);
    if (waiting === 0) this.served.delete(owner);
  }
}

/**
 * p-queue's queue of waiting jobs, taken in turns: the owner served longest ago goes first (round
 * robin), each owner's jobs in order, and an owner at its running limit waits until one of its jobs ends.
 */
class TurnQueue implements Queue<RunFunction, TurnOptions> {
  private readonly waiting = new Map<string, RunFunction[]>();
  private count = 0;

  constructor(private readonly book: TurnBook) {}

  enqueue(run: RunFunction, options?: Partial<TurnOptions>): void {
    const owner = options?.owner ?? '';
    const jobs = this.waiting.get(owner);
    if (jobs === undefined) this.waiting.set(owner, [run]);
    else jobs.push(run);
    this.count += 1;
  }

  dequeue(): RunFunction | undefined {
    let next: string | null = null;
    let nextServed = Infinity;
    for (const owner of this.waiting.keys()) {
      if ((this.book.running.get(owner) ?? 0) >= this.book.perOwner) continue;
      const served = this.book.served.get(owner) ?? 0;
      if (served < nextServed) [next, nextServed] = [owner, served];
    }
    if (next === null) return undefined;
    const jobs = this.waiting.get(next)!;
    const run = jobs.shift()!;
    if (jobs.length === 0) this.waiting.delete(next);
    this.count -= 1;
    this.book.started(next);
    return run;
  }

  filter(options: Partial<TurnOptions>): RunFunction[] {
    if (options.owner === undefined) return [...this.waiting.values()].flat();
    return [...(this.waiting.get(options.owner) ?? [])];
  }

  get size(): number {
    return this.count;
  }
}

/**
 * A bounded number of jobs at once, taken in per-owner turns: one owner's many jobs never starve
 * another's, whose next job runs after at most one job of each other owner waiting.
 */
export class OwnerTurns {
  private readonly book: TurnBook;
  private readonly queue: PQueue<TurnQueue, TurnOptions>;

  constructor(private readonly options: OwnerTurnsOptions) {
    const book = new TurnBook(Math.max(1, Math.min(options.perOwner, options.concurrency)));
    this.book = book;
    this.queue = new PQueue<TurnQueue, TurnOptions>({
      concurrency: options.concurrency,
      queueClass: class extends TurnQueue {
        constructor() {
          super(book);
        }
      },
    });
  }

  /** Runs `job` at `owner`'s turn; the signal aborts once the job's budget (from its start) is spent. */
  add<T>(owner: string, job: (budget: AbortSignal | undefined) => Promise<T>): Promise<T> {
    return this.queue.add(
      async () => {
        const budget = this.options.budgetMs === undefined ? undefined : spendable(this.options.budgetMs);
        try {
          return await job(budget?.signal);
        } finally {
          budget?.end();
          // Before p-queue looks for the next job, so that this owner's next one may be it.
          this.book.ended(owner, this.queue.sizeBy({ owner }));
        }
      },
      { owner },
    );
  }

  /** Jobs waiting for their turn (not those running). */
  get waiting(): number {
    return this.queue.size;
  }

  /** Drops every waiting job (their promises never settle); running ones finish. */
  clear(): void {
    this.queue.clear();
  }
}

/** A signal aborted `ms` from now, its timer cleared once the job ends. */
function spendable(ms: number): { signal: AbortSignal; end(): void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The job ran out of its time budget', 'TimeoutError')),
    ms,
  );
  return { signal: controller.signal, end: () => clearTimeout(timer) };
}
