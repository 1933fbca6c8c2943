import type { ReadStore } from '@eventfold/contracts';
import { Lease, LEASES_COLLECTION, type LeaseDocument } from './lease';

export interface HeldLease {
  readonly token: number;
  /** Stops renewing and gives the lease up. */
  release(): Promise<void>;
}

export class LeaseHeldElsewhereError extends Error {
  override readonly name = 'LeaseHeldElsewhereError';
  constructor(
    readonly lease: string,
    readonly holder: string,
  ) {
    super(`The ${lease} lease is held by ${holder}`);
  }
}

/**
 * Takes a lease for one long task (a rebuild) and renews it in the background until released.
 * Throws LeaseHeldElsewhereError when a live process holds it.
 */
export async function holdLease(
  readStore: ReadStore,
  name: string,
  holder: string,
  ttlMs = 15_000,
): Promise<HeldLease> {
  const lease = new Lease(readStore, { name, holder, ttlMs });
  const token = await lease.acquire();
  if (token === null) {
    const current = await readStore.collection<LeaseDocument>(LEASES_COLLECTION).findOne({ _id: name });
    throw new LeaseHeldElsewhereError(name, current?.holder ?? 'another process');
  }
  const timer = setInterval(() => void lease.acquire().catch(() => undefined), ttlMs / 3);
  timer.unref();
  return {
    token,
    async release() {
      clearInterval(timer);
      await lease.release();
    },
  };
}
