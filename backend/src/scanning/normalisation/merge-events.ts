import { type ExtractedEvent, TIERS } from '../scanned-event';
import { titleKey } from './external-id';
import { similarTitles } from './similar-titles';

const rank = (event: ExtractedEvent) => TIERS.indexOf(event.tier);
const HEURISTIC_RANK = TIERS.indexOf('heuristic');

/**
 * Whether a listing-heuristic event restates one a more reliable tier found: at the same timed
 * start a page's visible copy of its own feed or markup often words the title differently
 * ("NYE Bash" for "New Year's Eve Bash"); a day-long event needs the title to agree too.
 */
function restates(guess: ExtractedEvent, known: ExtractedEvent): boolean {
  if (guess.tier !== 'heuristic' || rank(known) >= rank(guess)) return false;
  if (guess.startDate !== known.startDate) return false;
  return !guess.allDay || similarTitles(guess.title, known.title);
}

/**
 * Folds the events several tiers or pages found into one list: the same title starting at the same
 * instant is one event, and the copy from the more reliable tier wins. Sorted by start.
 */
export function mergeEvents(events: ExtractedEvent[]): ExtractedEvent[] {
  const byKey = new Map<string, ExtractedEvent>();
  for (const event of events) {
    const key = `${titleKey(event.title)}|${event.startDate}`;
    const kept = byKey.get(key);
    if (!kept || rank(event) < rank(kept)) byKey.set(key, event);
  }
  const unique = [...byKey.values()];
  // Only a more reliable tier's event can be restated: a listing of thousands compares nothing.
  const byStart = new Map<string, ExtractedEvent[]>();
  for (const event of unique) {
    if (rank(event) >= HEURISTIC_RANK) continue;
    const sameStart = byStart.get(event.startDate);
    if (sameStart) sameStart.push(event);
    else byStart.set(event.startDate, [event]);
  }
  return byStartThenTitle(
    unique.filter(
      (event) =>
        event.tier !== 'heuristic' ||
        !(byStart.get(event.startDate)?.some((known) => restates(event, known)) ?? false),
    ),
  );
}

/**
 * Events by start, then by title. Starts are UTC ISO strings of one shape, so their plain order is
 * time order; a listing's thousands of events share a few dozen starts, so they are grouped by start
 * first, the starts sorted, and titles compared (with a collator) only within a start.
 */
function byStartThenTitle(events: ExtractedEvent[]): ExtractedEvent[] {
  const byStart = new Map<string, ExtractedEvent[]>();
  for (const event of events) {
    const sameStart = byStart.get(event.startDate);
    if (sameStart) sameStart.push(event);
    else byStart.set(event.startDate, [event]);
  }
  const sorted: ExtractedEvent[] = [];
  for (const start of [...byStart.keys()].sort()) {
    const sameStart = byStart.get(start)!;
    if (sameStart.length > 1) sameStart.sort((a, b) => a.title.localeCompare(b.title));
    for (const event of sameStart) sorted.push(event);
  }
  return sorted;
}
