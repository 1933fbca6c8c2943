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
  return (
    unique
      .filter(
        (event) =>
          event.tier !== 'heuristic' ||
          !(byStart.get(event.startDate)?.some((known) => restates(event, known)) ?? false),
      )
      // Starts are UTC ISO strings of one shape: plain comparison orders them, without a collator per pair.
      .sort((a, b) =>
        a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.title.localeCompare(b.title),
      )
  );
}
