import type { ReadStore, ReadTransaction } from '@eventfold/contracts';
import { LEASES_COLLECTION, type LeaseDocument } from './lease';

/** The lease under which a process writes, and the token it holds it with. */
export interface Fence {
  lease: string;
  token: number;
  /** Where the lease document lives; defaults to `leases`. */
  collection?: string;
}

/** The lease has another token now: whatever this process was writing must not land. */
export class FenceLost extends Error {
  override readonly name = 'FenceLost';
  constructor(fence: Fence) {
    super(`the ${fence.lease} lease is no longer held with token ${fence.token}`);
  }
}

/**
 * Runs `work` in one transaction that first checks, in the transaction's own snapshot, that the lease
 * still carries `fence.token`; `work` throws FenceLost to abort when a fenced write of its own finds a
 * newer token (a checkpoint moved under it). A former holder's writes therefore land all together
 * while it still held the lease, or not at all, however late they reach the store; see "The one write
 * the guards cannot stop" in docs/decisions.md for why the checkpoint, which every batch writes, is
 * what makes two holders' transactions conflict.
 */
export function inFencedTransaction<R>(
  readStore: ReadStore,
  fence: Fence,
  work: (transaction: ReadTransaction) => Promise<R>,
): Promise<R> {
  return readStore.withTransaction(async (transaction) => {
    const leases = transaction.collection<LeaseDocument>(fence.collection ?? LEASES_COLLECTION);
    const held = await leases.findOne({ _id: fence.lease, token: fence.token });
    if (held === null) throw new FenceLost(fence);
    return work(transaction);
  });
}

/**
 * Drops a collection only while `fence` holds: the lease still carries the token, read right before,
 * and this process confirmed it less than half its life ago (`safelyHeld`), so no other process can
 * have taken it over when the drop is sent. A drop cannot run inside a MongoDB transaction, so this
 * is as close as the store lets the structural writes come to the batches' fencing.
 */
export async function dropFenced(
  readStore: ReadStore,
  fence: Fence,
  collection: string,
  safelyHeld: () => boolean,
): Promise<void> {
  const leases = readStore.collection<LeaseDocument>(fence.collection ?? LEASES_COLLECTION);
  const held = await leases.findOne({ _id: fence.lease, token: fence.token });
  if (held === null || !safelyHeld()) throw new FenceLost(fence);
  await readStore.dropCollection(collection);
}
