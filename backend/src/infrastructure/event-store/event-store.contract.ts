// Test code that specs load: it is compiled by the build too, so it names its jest globals itself.
/// <reference types="jest" />
import { describeAppendContract } from './event-store-append.contract';
import type { CreateEventStore } from './event-store-contract.fixtures';
import { describeReadContract } from './event-store-read.contract';
import { describeSubscriptionContract } from './event-store-subscription.contract';

/**
 * The behaviour every EventStore adapter owes the rest of the app. Each adapter's spec calls this
 * with a factory; tests use their own random stream names and only look at their own events, so
 * the suite also runs against a shared server that holds other data.
 */
export function describeEventStoreContract(name: string, create: CreateEventStore): void {
  describe(`${name} event store contract`, () => {
    describe('appending', () => describeAppendContract(create));
    describe('reading', () => describeReadContract(create));
    describe('subscribing to the log', () => describeSubscriptionContract(create));
  });
}
