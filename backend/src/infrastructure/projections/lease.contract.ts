import { randomBytes } from 'node:crypto';
import type { ReadStore } from '@eventfold/contracts';
import { Lease } from '@eventfold/projections';

/**
 * What leases must guarantee on any read store adapter: one holder at a time, take-over only after
 * expiry with a larger fencing token, and a former holder unable to renew. Time is a test clock.
 */
export function describeLeaseContract(
  name: string,
  open: () => Promise<{ store: ReadStore; close(): Promise<void> }>,
) {
  describe(`lease contract: ${name}`, () => {
    let opened: { store: ReadStore; close(): Promise<void> };
    let clock = new Date('2026-11-01T12:00:00.000Z');
    const collection = `leases_${randomBytes(4).toString('hex')}`;

    beforeAll(async () => {
      opened = await open();
    });
    afterAll(async () => {
      await opened.store.dropCollection(collection);
      await opened.close();
    });

    const lease = (holder: string, leaseName: string) =>
      new Lease(opened.store, { name: leaseName, holder, ttlMs: 10_000, collection, now: () => clock });
    const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

    it('has one holder at a time, renewing with its token', async () => {
      const a = lease('a', 'one-holder');
      const b = lease('b', 'one-holder');
      expect(await a.acquire()).toBe(1);
      expect(await b.acquire()).toBeNull();
      advance(5_000);
      expect(await a.acquire()).toBe(1);
      advance(9_000);
      expect(await b.acquire()).toBeNull();
    });

    it('is taken over only once expired, with a larger token, and the former holder cannot renew', async () => {
      const a = lease('a', 'take-over');
      const b = lease('b', 'take-over');
      expect(await a.acquire()).toBe(1);
      advance(10_001);
      expect(await b.acquire()).toBe(2);
      expect(await a.acquire()).toBeNull();
      expect(a.token).toBeNull();
    });

    it('is free at once when released, and kept when finished', async () => {
      const a = lease('a', 'release');
      const b = lease('b', 'release');
      await a.acquire();
      await a.release();
      expect(await b.acquire()).toBe(2);
      expect(await b.finish(60_000)).toBe(true);
      advance(30_000);
      expect(await a.acquire()).toBeNull();
      advance(30_001);
      expect(await a.acquire()).toBe(3);
    });
  });
}
