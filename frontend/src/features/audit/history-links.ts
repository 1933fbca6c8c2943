import type { AuditHistoryItem } from '@eventfold/contracts';

export const NO_ENTRIES: readonly AuditHistoryItem[] = [];

/** Each entry's cause, effects and correlated entries, found once per page load rather than per entry. */
export function historyLinks(items: readonly AuditHistoryItem[]) {
  const byEventId = new Map<string, AuditHistoryItem>();
  const byCausationId = new Map<string, AuditHistoryItem[]>();
  const byCorrelationId = new Map<string, AuditHistoryItem[]>();
  const add = (index: Map<string, AuditHistoryItem[]>, key: string, item: AuditHistoryItem) => {
    const held = index.get(key);
    if (held) held.push(item);
    else index.set(key, [item]);
  };
  for (const item of items) {
    byEventId.set(item.eventId, item);
    add(byCausationId, item.causationId, item);
    add(byCorrelationId, item.correlationId, item);
  }
  return { byEventId, byCausationId, byCorrelationId };
}
