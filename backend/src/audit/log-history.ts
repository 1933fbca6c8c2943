import { usersConcernedBy, type AuditHistoryItem } from '@eventfold/contracts';
import { toHistoryItem } from './history-item';
import type { LogAccess } from './user-directory';

const BATCH = 2_000;

/**
 * A user's history read from the event log itself, for the command line: the read store (and its
 * per-user index) belongs to the server, so this walks the whole log once, testing each event's
 * ids with the same rule the index uses, and decrypts only the user's own events. `onProgress`
 * reports the position reached.
 */
export async function* historyFromLog(
  log: LogAccess,
  userId: string,
  options: { asOf?: Date; onProgress?: (position: bigint) => void } = {},
): AsyncGenerator<AuditHistoryItem> {
  const until = options.asOf?.toISOString();
  let after: bigint | undefined;
  for (;;) {
    const batch = await log.eventStore.readAll({ after, maxCount: BATCH });
    for (const event of batch) {
      if (until !== undefined && event.metadata.occurredAt > until) continue;
      if (!usersConcernedBy(event.type, event.data).includes(userId)) continue;
      const item = await toHistoryItem(log.serializer.deserialize, event);
      if (item !== null) yield item;
    }
    const last = batch[batch.length - 1];
    if (last === undefined) return;
    after = last.position;
    options.onProgress?.(after);
    if (batch.length < BATCH) return;
  }
}
