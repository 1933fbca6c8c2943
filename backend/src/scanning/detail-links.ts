import { DateTime } from 'luxon';
import { DATE_ONLY } from './year-zone/iso-forms';
import { readMentions } from './dates/mentions';
import { eventTime, type TimeMatch } from './dates/time-patterns';
import { resolveDate } from './year-zone/year-inference';
import { similarTitles } from './merge/similar-titles';
import { type ExtractionContext, type RawEvent } from './scanned-event';

// Which entries want a detail page, and its address, are in detail-address.ts: the scan's own thread decides
// what to fetch, without the date readers this file needs to complete an entry.

/** The calendar day an event starts on, as its own offset writes it, and in the scan's zone. */
function daysOf(start: string, timezone: string): string[] {
  const own = DateTime.fromISO(start, { setZone: true });
  if (!own.isValid) return [];
  return [own.toISODate()!, DateTime.fromISO(start, { zone: timezone }).toISODate()!];
}

/** What a detail page offers: its events as the tiers read them, and its readable text. */
export interface DetailPage {
  url: string;
  events: RawEvent[];
  text: string | null;
}

/** The listing entry completed from its detail page: by the page's tiers, else by its text. */
export function completeFromDetail(
  entry: RawEvent,
  page: DetailPage,
  context: ExtractionContext,
): RawEvent | null {
  return fromDetailEvents(entry, page, context.timezone) ?? fromDetailText(entry, page, context);
}

/**
 * The detail event of a similar title that day, else the page's only timed event that day.
 */
function fromDetailEvents(entry: RawEvent, page: DetailPage, timezone: string): RawEvent | null {
  const sameDay = page.events.filter(
    (event) => !DATE_ONLY.test(event.start) && daysOf(event.start, timezone).includes(entry.start),
  );
  const match =
    sameDay.find((event) => similarTitles(event.title, entry.title)) ??
    (sameDay.length === 1 ? sameDay[0] : undefined);
  if (!match) return null;
  return {
    ...entry,
    start: match.start,
    end: match.end ?? null,
    allDay: false,
    location: entry.location ?? match.location ?? null,
    description: entry.description ?? match.description ?? null,
    provenance: `${entry.provenance ?? entry.tier}; time from its detail page ${page.url} (${match.tier})`,
  };
}

/**
 * A detail page without event markup writes its day and time as text ("December 3, 2026, doors 7 pm,
 * show 8 pm"). A lone date makes no event on a page of its own, but here the listing already vouches
 * for the event and its day: the first line naming that day, with a time on it or on the next line,
 * gives the time (the show, not the doors).
 */
function fromDetailText(entry: RawEvent, page: DetailPage, context: ExtractionContext): RawEvent | null {
  const found = hourInText(entry.start, (page.text ?? '').split('\n'), context);
  return found
    ? withTime(entry, found.time, `${entry.provenance ?? entry.tier}; time from the text of ${page.url}`)
    : null;
}

/**
 * The hour a text gives a day (an ISO date): on the first line naming that day with a time on it or on the next line
 * (the show, not the doors). Reads the lines only as far as that one.
 */
function hourInText(
  day: string,
  lines: readonly string[],
  context: ExtractionContext,
): { time: TimeMatch } | null {
  for (let index = 0; index < lines.length; index += 1) {
    const namesDay = readMentions(lines[index]!).dates.some(
      (date) => resolveDate(date, context.now, context.timezone)?.toISODate() === day,
    );
    const found = namesDay ? hourOnLines(lines, [index]) : null;
    if (found) return found;
  }
  return null;
}

/** The lines naming each day (an ISO date), by their index: read once for all the lookups of one text. */
export function linesByDay(lines: readonly string[], context: ExtractionContext): Map<string, number[]> {
  const byDay = new Map<string, number[]>();
  lines.forEach((line, index) => {
    for (const date of readMentions(line).dates) {
      const day = resolveDate(date, context.now, context.timezone)?.toISODate();
      if (!day) continue;
      const named = byDay.get(day);
      if (!named) byDay.set(day, [index]);
      else if (named[named.length - 1] !== index) named.push(index);
    }
  });
  return byDay;
}

/** The hour of the first of the `naming` lines (a day's, by `linesByDay`) that `wanted` accepts, as `hourInText` reads one. */
export function hourOnLines(
  lines: readonly string[],
  naming: readonly number[],
  wanted: (line: string) => boolean = () => true,
): { time: TimeMatch; line: string } | null {
  for (const index of naming) {
    const line = lines[index]!;
    if (!wanted(line)) continue;
    const { times } = readMentions(line);
    const time = eventTime(times.length > 0 ? times : readMentions(lines[index + 1] ?? '').times);
    if (time) return { time, line };
  }
  return null;
}

export function withTime(entry: RawEvent, time: TimeMatch, provenance: string): RawEvent {
  const day = DateTime.fromISO(entry.start);
  const iso = (value: DateTime) => value.toISO({ includeOffset: false, suppressMilliseconds: true })!;
  const start = day.set({ hour: time.hour, minute: time.minute });
  let end = time.end ? day.set(time.end) : null;
  // "9 pm – 1 am" ends the next day.
  if (end && end < start) end = end.plus({ days: 1 });
  return { ...entry, start: iso(start), end: end ? iso(end) : null, allDay: false, provenance };
}
