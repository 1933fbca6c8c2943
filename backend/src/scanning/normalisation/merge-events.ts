import { type ExtractedEvent, TIERS } from '../scanned-event';
import { titleKey } from './external-id';

/**
 * Folds the events several tiers or pages found into one list: the same title starting at the same
 * instant is one event, and the copy from the more reliable tier wins. Sorted by start.
 */
export function mergeEvents(events: ExtractedEvent[]): ExtractedEvent[] {
  const byKey = new Map<string, ExtractedEvent>();
  for (const event of events) {
    const key = `${titleKey(event.title)}|${event.startDate}`;
    const kept = byKey.get(key);
    if (!kept || TIERS.indexOf(event.tier) < TIERS.indexOf(kept.tier)) byKey.set(key, event);
  }
  return [...byKey.values()].sort(
    (a, b) => a.startDate.localeCompare(b.startDate) || a.title.localeCompare(b.title),
  );
}
