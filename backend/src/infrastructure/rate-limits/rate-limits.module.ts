import { Global, Module } from '@nestjs/common';
import { inMemoryRateLimiters, RATE_LIMITER_FACTORY } from './rate-limiter.port';

/** One place that says where every rate-limit counter lives; swap the factory to share them across instances. */
@Global()
@Module({
  providers: [{ provide: RATE_LIMITER_FACTORY, useValue: inMemoryRateLimiters }],
  exports: [RATE_LIMITER_FACTORY],
})
export class RateLimitsModule {}
