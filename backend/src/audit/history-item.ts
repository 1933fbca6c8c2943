import type { AuditHistoryItem, StoredEvent } from '@eventfold/contracts';
import type { EventTransform } from '../infrastructure/events/event-transform';
import { summarise } from './event-summaries';
import { shownData } from './shown-fields';

/**
 * One history entry: the event decrypted and upcast, with a sentence for people, its secrets withheld
 * (shown-fields.ts). Null for an unknown type.
 */
export async function toHistoryItem(
  transform: EventTransform,
  stored: StoredEvent,
): Promise<AuditHistoryItem | null> {
  const event = await transform(stored);
  if (event === null) return null;
  const data = event.data as Record<string, unknown>;
  return {
    position: stored.position.toString(),
    streamId: stored.streamId,
    type: event.type,
    version: stored.version,
    occurredAt: stored.metadata.occurredAt,
    actorId: stored.metadata.userId,
    correlationId: stored.metadata.correlationId,
    causationId: stored.metadata.causationId,
    eventId: stored.id,
    summary: summarise(event.type, data),
    data: shownData(data),
  };
}
