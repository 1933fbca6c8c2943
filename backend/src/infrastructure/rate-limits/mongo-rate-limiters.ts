import type { MongoClient } from 'mongodb';
import { RateLimiterMongo } from 'rate-limiter-flexible';
import type { RateLimiterFactory } from './rate-limiter.port';

/** Every limit's counters in one collection of the application's database, keyed by limit and subject. */
const COLLECTION = 'rate_limits';

/**
 * Rate limits shared by every instance: counters in MongoDB, updated atomically by
 * rate-limiter-flexible, so a client cannot multiply its allowance by reaching several instances.
 */
export function mongoRateLimiters(client: MongoClient, dbName: string): RateLimiterFactory {
  return ({ keyPrefix, points, durationSeconds }) =>
    new RateLimiterMongo({
      storeClient: client,
      dbName,
      tableName: COLLECTION,
      keyPrefix,
      points,
      duration: durationSeconds,
    });
}
