import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { SERVER_MESSAGES } from '@eventfold/contracts';
import { TooManyRequestsException } from '../infrastructure/http/too-many-requests.exception';
import {
  RATE_LIMITER_FACTORY,
  type RateLimiterFactory,
} from '../infrastructure/rate-limits/rate-limiter.port';

/** Far above what clicking through the app sends (one event per click on a source or an event). */
export const ANALYTICS_PER_MINUTE = 30;
export const ANALYTICS_PER_DAY = 500;

/**
 * Analytics are appended to the permanent log, so what one account may add is bounded: per minute
 * against bursts, per day against a slow drip (at most ~1 MB a day per account, see docs/security.md).
 */
@Injectable()
export class AnalyticsRateLimits {
  private readonly perMinute: RateLimiterAbstract;
  private readonly perDay: RateLimiterAbstract;

  constructor(@Inject(RATE_LIMITER_FACTORY) limiter: RateLimiterFactory) {
    this.perMinute = limiter({
      keyPrefix: 'analytics-minute',
      points: ANALYTICS_PER_MINUTE,
      durationSeconds: 60,
    });
    this.perDay = limiter({ keyPrefix: 'analytics-day', points: ANALYTICS_PER_DAY, durationSeconds: 86_400 });
  }

  async admit(userId: string): Promise<void> {
    for (const limiter of [this.perMinute, this.perDay]) {
      try {
        await limiter.consume(userId, 1);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        throw new TooManyRequestsException(
          SERVER_MESSAGES.tooManyAnalytics,
          Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
        );
      }
    }
  }
}
