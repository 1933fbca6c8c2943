import { DateTime } from 'luxon';
import { type ExtractedEvent, TIERS } from '../scanned-event';
import { titleKey } from './external-id';
import { similarTitles } from './similar-titles';

const rank = (event: ExtractedEvent) => TIERS.indexOf(event.tier);
const HEURISTIC_RANK = TIERS.indexOf('heuristic');

/**
 * Whether a page's event restates one a more reliable tier found: a listing-heuristic event any markup's or feed's, a
 * markup event its page's feed's (the feed is the calendar itself; the page's markup a copy). At the same timed start a
 * page's copy often words the title differently ("NYE Bash" for "New Year's Eve Bash"); a day-long event needs the
 * title to agree too.
 */
function restates(guess: ExtractedEvent, known: ExtractedEvent): boolean {
  if (rank(known) >= rank(guess)) return false;
  if (guess.tier !== 'heuristic' && !(guess.tier === 'structured' && known.tier === 'ical')) return false;
  if (guess.startDate !== known.startDate) return false;
  return !guess.allDay || similarTitles(guess.title, known.title);
}

/**
 * Folds the events several tiers or pages found into one list: the same title starting at the same
 * instant is one event, and the copy from the more reliable tier wins. Sorted by start, then by
 * title.
 */
export function mergeEvents(events: ExtractedEvent[]): ExtractedEvent[] {
  // By start, then by title: a listing's thousands of events share a few dozen starts.
  const byStart = new Map<string, Map<string, ExtractedEvent>>();
  // Index loops: run once per page, this is seldom optimised before a long listing is through, and unoptimised, each
  // step of a for-of makes an object.
  for (let index = 0; index < events.length; index += 1) {
    const event = events[index]!;
    let sameStart = byStart.get(event.startDate);
    if (!sameStart) {
      sameStart = new Map();
      byStart.set(event.startDate, sameStart);
    }
    const key = titleKey(event.title);
    const kept = sameStart.get(key);
    if (!kept || rank(event) < rank(kept)) sameStart.set(key, event);
  }
  // Starts are UTC ISO strings of one shape, so their plain order is time order; titles are compared
  // with a collator only within a start.
  const merged: ExtractedEvent[] = [];
  for (const start of [...byStart.keys()].sort()) {
    const sameStart = [...byStart.get(start)!.values()];
    // Only a more reliable tier's event can be restated: a listing of thousands compares nothing.
    const known = sameStart.filter((event) => rank(event) < HEURISTIC_RANK);
    const kept =
      known.length === 0
        ? sameStart
        : sameStart.filter((event) => !known.some((other) => restates(event, other)));
    if (kept.length > 1) kept.sort((a, b) => a.title.localeCompare(b.title));
    for (let index = 0; index < kept.length; index += 1) merged.push(kept[index]!);
  }
  return withoutDaysTheFeedTimes(merged);
}

const localDay = (event: ExtractedEvent) =>
  DateTime.fromISO(event.startDate, { zone: event.timezone }).toISODate() ?? '';

/**
 * A page's all-day event (its markup or listing gave the day without the hour) that a feed gives at its hour that day,
 * under a like title, is the feed's: the feed states what the page left out.
 */
function withoutDaysTheFeedTimes(events: ExtractedEvent[]): ExtractedEvent[] {
  if (!events.some((event) => event.tier === 'ical')) return events;
  const fromPage = (event: ExtractedEvent) => event.tier === 'structured' || event.tier === 'heuristic';
  if (!events.some((event) => event.allDay && fromPage(event))) return events;
  const timedByDay = new Map<string, ExtractedEvent[]>();
  for (const event of events) {
    if (event.tier !== 'ical' || event.allDay) continue;
    const day = localDay(event);
    timedByDay.set(day, [...(timedByDay.get(day) ?? []), event]);
  }
  return events.filter(
    (event) =>
      !event.allDay ||
      !fromPage(event) ||
      !timedByDay.get(localDay(event))?.some((timed) => similarTitles(timed.title, event.title)),
  );
}
