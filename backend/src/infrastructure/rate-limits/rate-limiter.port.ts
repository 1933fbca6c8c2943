import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface RateLimiterOptions {
  /** Keeps the keys of different limits apart in one store. */
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/**
 * Where rate-limit counters live. The default keeps them in this process; a shared store (one of
 * rate-limiter-flexible's Mongo or Redis limiters) is a different factory under the same token.
 */
export type RateLimiterFactory = (options: RateLimiterOptions) => RateLimiterAbstract;

export const RATE_LIMITER_FACTORY = Symbol('RATE_LIMITER_FACTORY');

/** Node clamps a timer past 2^31-1 ms (24.8 days) to 1 ms. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export const inMemoryRateLimiters: RateLimiterFactory = ({ keyPrefix, points, durationSeconds }) => {
  const limiter = new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds });
  if (durationSeconds * 1000 > LONGEST_TIMER_MS) expireInSteps(limiter);
  return limiter;
};

interface StoredRecord {
  expiresAt: number | null;
  timeoutId?: NodeJS.Timeout;
}
interface Storage {
  _storage: Map<string, StoredRecord>;
  set(key: string, value: number, durationSec: number): { msBeforeNext: number };
}

/**
 * rate-limiter-flexible's memory store forgets a key with one timer for its whole duration, which
 * Node would fire at once past 24.8 days (a 30-day window would forget at once). Past that, the key's
 * timer re-arms itself in steps until the key's own expiry (rate-limiter-flexible 11.4's MemoryStorage,
 * pinned; its record keeps `expiresAt` and `timeoutId`).
 */
function expireInSteps(limiter: RateLimiterMemory): void {
  const storage = (limiter as unknown as { _memoryStorage: Storage })._memoryStorage;
  const set = storage.set.bind(storage);
  storage.set = (key, value, durationSec) => {
    const durationMs = durationSec * 1000;
    if (durationMs <= LONGEST_TIMER_MS) return set(key, value, durationSec);
    const answer = set(key, value, 0);
    const record = storage._storage.get(key)!;
    record.expiresAt = Date.now() + durationMs;
    const arm = () => {
      record.timeoutId = setTimeout(
        () => (Date.now() >= record.expiresAt! ? storage._storage.delete(key) : arm()),
        Math.min(LONGEST_TIMER_MS, record.expiresAt! - Date.now()),
      );
      record.timeoutId.unref();
    };
    arm();
    answer.msBeforeNext = durationMs;
    return answer;
  };
}
