import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { SERVER_MESSAGES } from '@eventfold/contracts';
import { TooManyRequestsException } from '../http/too-many-requests.exception';
import { RATE_LIMITER_FACTORY, type RateLimiterFactory } from './rate-limiter.port';

interface WriteLimit {
  /** The plural the messages name. */
  things: string;
  perMinute: number;
  perDay: number;
  /**
   * How many one account may hold at once, counted in the read models; none where a day's cap bounds
   * it or a decider holds it (alert rules: ALERT_LIMITS.rulesMax, on the person's stream).
   */
  held?: number;
}

/**
 * What one account may add (docs/security.md lists them): far above what a person clicks, far below
 * what fills the embedded read store. One account made 70,500 maximal events in 6.5 minutes and the
 * server ran out of memory; 2,000 own events of 6 KB each is ~12 MB.
 */
export const WRITE_LIMITS = {
  events: { things: 'events', perMinute: 30, perDay: 500, held: 2_000 },
  sources: { things: 'event sources', perMinute: 10, perDay: 100, held: 100 },
  comments: { things: 'comments', perMinute: 20, perDay: 300 },
  alertRules: { things: 'alert rules', perMinute: 10, perDay: 100 },
} as const satisfies Record<string, WriteLimit>;

export type WriteKind = keyof typeof WRITE_LIMITS;

/**
 * Per-account quotas and write rates. The counters live where RATE_LIMITER_FACTORY puts them (MongoDB
 * when instances share it) and what an account holds is counted in the read models, so neither can be
 * multiplied by reaching several API instances. Concurrent requests may pass one count together; the
 * per-minute rate bounds that overshoot.
 */
@Injectable()
export class WriteLimits {
  private readonly limiters = new Map<
    WriteKind,
    { perMinute: RateLimiterAbstract; perDay: RateLimiterAbstract }
  >();

  constructor(@Inject(RATE_LIMITER_FACTORY) limiter: RateLimiterFactory) {
    for (const kind of Object.keys(WRITE_LIMITS) as WriteKind[]) {
      const { perMinute, perDay } = WRITE_LIMITS[kind];
      this.limiters.set(kind, {
        perMinute: limiter({ keyPrefix: `writes-${kind}-minute`, points: perMinute, durationSeconds: 60 }),
        perDay: limiter({ keyPrefix: `writes-${kind}-day`, points: perDay, durationSeconds: 86_400 }),
      });
    }
  }

  /**
   * 400 when the account already holds its quota (`held` counts it), else a point from the minute's
   * and the day's budgets, 429 when one is spent. Call after validation: a refused body costs nothing.
   */
  async admit(kind: WriteKind, userId: string, held?: () => Promise<number>): Promise<void> {
    const limit: WriteLimit = WRITE_LIMITS[kind];
    if (limit.held !== undefined && held !== undefined && (await held()) >= limit.held)
      throw new BadRequestException({ message: SERVER_MESSAGES.quotaReached(limit.things, limit.held) });
    const { perMinute, perDay } = this.limiters.get(kind)!;
    for (const [budget, message] of [
      [perMinute, SERVER_MESSAGES.tooManyWritesPerMinute(limit.things)],
      [perDay, SERVER_MESSAGES.tooManyWritesPerDay(limit.things)],
    ] as const) {
      try {
        await budget.consume(userId, 1);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        throw new TooManyRequestsException(message, Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
      }
    }
  }
}
