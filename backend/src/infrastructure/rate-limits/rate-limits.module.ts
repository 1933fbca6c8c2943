import { Global, Module } from '@nestjs/common';
import { mongoConnectionOf } from '../read-store/mongo-connection';
import type { Stores } from '../stores';
import { STORES } from '../stores.tokens';
import { inMemoryRateLimiters, RATE_LIMITER_FACTORY, type RateLimiterFactory } from './rate-limiter.port';
import { WriteLimits } from './write-limits';

/** In MongoDB when the read store is (several instances share it), else in this process. */
function rateLimitersFor(stores: Stores): RateLimiterFactory {
  const connection = mongoConnectionOf(stores.readStore);
  if (connection === undefined) return inMemoryRateLimiters;
  // Loaded only on MongoDB (see mongo-connection.ts).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { mongoRateLimiters } = require('./mongo-rate-limiters') as typeof import('./mongo-rate-limiters');
  return mongoRateLimiters(connection.client, connection.databaseName);
}

/** One place that says where every rate-limit counter lives: shared across instances on MongoDB. */
@Global()
@Module({
  providers: [{ provide: RATE_LIMITER_FACTORY, useFactory: rateLimitersFor, inject: [STORES] }, WriteLimits],
  exports: [RATE_LIMITER_FACTORY, WriteLimits],
})
export class RateLimitsModule {}
