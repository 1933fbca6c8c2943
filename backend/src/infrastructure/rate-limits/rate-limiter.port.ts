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

export const inMemoryRateLimiters: RateLimiterFactory = ({ keyPrefix, points, durationSeconds }) =>
  new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds });
