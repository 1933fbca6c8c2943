import { Global, Module } from '@nestjs/common';
import { MongoReadStore } from '../read-store/mongo-read-store';
import type { Stores } from '../stores';
import { STORES } from '../stores.tokens';
import { mongoRateLimiters } from './mongo-rate-limiters';
import { inMemoryRateLimiters, RATE_LIMITER_FACTORY, type RateLimiterFactory } from './rate-limiter.port';

/** In MongoDB when the read store is (several instances share it), else in this process. */
function rateLimitersFor(stores: Stores): RateLimiterFactory {
  if (!(stores.readStore instanceof MongoReadStore)) return inMemoryRateLimiters;
  const { client, databaseName } = stores.readStore.connection;
  return mongoRateLimiters(client, databaseName);
}

/** One place that says where every rate-limit counter lives: shared across instances on MongoDB. */
@Global()
@Module({
  providers: [{ provide: RATE_LIMITER_FACTORY, useFactory: rateLimitersFor, inject: [STORES] }],
  exports: [RATE_LIMITER_FACTORY],
})
export class RateLimitsModule {}
