import { DATE_ONLY, HAS_OFFSET, inZone, offsetWrong, wallClock } from '../year-zone/iso-forms';
import { similarTitles } from './similar-titles';
import { type RawEvent } from '../scanned-event';

/** The local calendar day a raw value names, in the venue's zone. */
function localDay(value: string, timezone: string): string | null {
  if (DATE_ONLY.test(value.trim())) return value.trim();
  const parsed = inZone(value, timezone);
  return parsed.isValid ? parsed.toISODate() : null;
}

/**
 * The listed events by their local day, each day's in the page's order: a markup event's twin is of its day, so it is
 * looked for among that day's only (a page of a thousand of each compared every pair, a few seconds of zone math).
 */
function listedByDay(listing: readonly RawEvent[], timezone: string): Map<string, RawEvent[]> {
  const byDay = new Map<string, RawEvent[]>();
  for (const listed of listing) {
    const day = localDay(listed.start, timezone);
    if (day === null) continue;
    const ofDay = byDay.get(day);
    if (ofDay) ofDay.push(listed);
    else byDay.set(day, [listed]);
  }
  return byDay;
}

/**
 * A start at the venue's midnight without an end ("2026-12-20T00:00:00-06:00"): many CMSs write midnight for a day
 * whose hour they do not hold, so a visible hour that day is the event's, as for a date-only start. A page that
 * shows midnight itself ("12 am") leaves it as it is.
 */
export function midnightWithoutHour(event: RawEvent, timezone: string): boolean {
  if (event.end || !event.start.includes('T00:00')) return false;
  const local = inZone(event.start, timezone);
  return local.isValid && local.hour === 0 && local.minute === 0;
}

/**
 * Some calendar plugins write the venue's wall-clock time with the wrong UTC offset (today's
 * offset on every date, across a DST change). When the page shows that very wall-clock time for
 * the event, the page is right and the offset is dropped.
 */
function wallClockWhenOffsetWrong(event: RawEvent, twin: RawEvent): RawEvent {
  const start = event.start.trim();
  if (!HAS_OFFSET.test(start) || wallClock(start) !== wallClock(twin.start)) return event;
  // The page writes the hour with its zone ("1 pm ET"): its instant stands, whatever offset the markup wrote.
  if (HAS_OFFSET.test(twin.start))
    return {
      ...event,
      start: twin.start,
      end: twin.end ?? event.end ?? null,
      provenance: `${event.provenance}; the hour and zone the page's ${twin.provenance} writes`,
    };
  const end = event.end?.trim();
  return {
    ...event,
    start: wallClock(start),
    end: end && HAS_OFFSET.test(end) ? wallClock(end) : (end ?? null),
    provenance: `${event.provenance}; offset dropped, the page's ${twin.provenance} shows ${wallClock(start).slice(11)}`,
  };
}

/**
 * Lets the structured tier and the listing heuristic complete each other on one page. Markup
 * wins for what it states (name, place, link); a date-only markup event takes its time from the
 * visible block of the same day and title, since many CMSs write only the date into JSON-LD, and
 * the page's wall-clock time corrects a wrong offset. A listed event the markup lacks is kept:
 * markup often covers only some of a page's widgets, or some of its blocks are invalid JSON.
 */
export function complementTiers(structured: RawEvent[], listing: RawEvent[], timezone: string): RawEvent[] {
  if (listing.length === 0) return structured;
  if (structured.length === 0) return listing;
  const unused = new Set(listing);
  const byDay = listedByDay(listing, timezone);
  const merged = structured.map((event) => {
    const day = localDay(event.start, timezone);
    // The first listed event of the same day and a similar title that no markup event took yet.
    const twin =
      day === null
        ? undefined
        : byDay.get(day)?.find((listed) => unused.has(listed) && similarTitles(event.title, listed.title));
    if (!twin) return event;
    unused.delete(twin);
    if (twin.allDay) return event;
    if (DATE_ONLY.test(event.start.trim()) || midnightWithoutHour(event, timezone))
      return {
        ...event,
        start: twin.start,
        end: twin.end ?? null,
        allDay: false,
        provenance: `${event.provenance}; time from the page's ${twin.provenance}`,
      };
    return wallClockWhenOffsetWrong(event, twin);
  });
  return [...sameOffsetMistake(structured, merged, timezone), ...unused];
}

const offsetOf = (start: string): string | null => HAS_OFFSET.exec(start.trim())?.[1] ?? null;

/**
 * A plugin that wrote one event's wall-clock time with an offset its date does not have (shown by the page's own
 * time for it) wrote every event that way: the others with that offset on dates that do not have it are read as
 * wall-clock too, though the page shows no time for them one by one (a day cell of two events, a hidden card).
 */
function sameOffsetMistake(structured: RawEvent[], merged: RawEvent[], timezone: string): RawEvent[] {
  const mistaken = new Set<string>();
  merged.forEach((event, index) => {
    const original = structured[index]!.start;
    if (event.start !== original && !HAS_OFFSET.test(event.start) && offsetWrong(original, timezone)) {
      const offset = offsetOf(original);
      if (offset) mistaken.add(offset);
    }
  });
  if (mistaken.size === 0) return merged;
  return merged.map((event) => {
    const offset = offsetOf(event.start);
    if (!offset || !mistaken.has(offset) || !offsetWrong(event.start, timezone)) return event;
    const end = event.end?.trim();
    return {
      ...event,
      start: wallClock(event.start),
      end: end && offsetOf(end) === offset ? wallClock(end) : (end ?? null),
      provenance: `${event.provenance}; offset ${offset} dropped, as the page's other events show it is not this date's`,
    };
  });
}
