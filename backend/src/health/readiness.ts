import type { Readiness } from '@eventfold/contracts';
import type { RunnerStatus } from '@eventfold/projections';
import type { Stores } from '../infrastructure/stores';

/**
 * Whether this instance can serve: its stores answer. How far the projections are behind is reported
 * beside it (and as metrics), never a reason to stop serving: every instance reads the same shared
 * read models, so an instance taken out for their lag helps nobody, and with all of them out (a
 * worker restart, a lease take-over, a burst of scans) the site would answer 502 to everyone. A write
 * whose projection is late still answers once saved (read-your-writes waits a bounded time).
 */
export async function readinessOf(
  stores: Pick<Stores, 'eventStore' | 'readStore' | 'keyStore'>,
  status: RunnerStatus,
): Promise<Readiness> {
  const [eventStore, readStore, keyStore] = await Promise.all([
    stores.eventStore.headPosition().then(
      () => true,
      () => false,
    ),
    stores.readStore.ping().catch(() => false),
    stores.keyStore.ping().catch(() => false),
  ]);
  const lagging = Object.entries(status.checkpoints)
    .filter(([, processed]) => processed < status.head)
    .map(([projector]) => projector);
  const ready = eventStore && readStore && keyStore;
  return {
    status: ready ? 'ready' : 'not_ready',
    eventStore,
    // The key store holds no read models, but without it no personal field can be read.
    readStore: readStore && keyStore,
    projections: { caughtUp: status.caughtUp, head: status.head.toString(), lagging },
  };
}
