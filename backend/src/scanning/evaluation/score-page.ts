import { DateTime } from 'luxon';
import { type ExtractedEvent } from '../scanned-event';
import { similarTitles } from '../merge/similar-titles';
import { type CorpusPage, type ExpectedEvent } from './corpus-page';

/** An extracted event as the corpus writes events: local wall-clock time in the page's zone. */
export interface LocalEvent {
  title: string;
  start: string;
  event: ExtractedEvent;
}

export interface PageScore {
  /** Required expected events the scanner found. */
  found: number;
  /** Required expected events: those starting on or after `now` (and within the horizon). */
  expected: number;
  /** Extracted events matching nothing on the page, optional items included. */
  extra: LocalEvent[];
  missed: ExpectedEvent[];
}

/** What a person adding the page would call read well (the extraction issue's measure). */
export const READ_WELL = { recall: 0.8, precision: 0.9 } as const;

/**
 * Recall at least 0.8 and precision at least 0.9 on the page, and nothing invented on a page that
 * lists no event (its precision is then 0 or, with nothing extracted, 1).
 */
export function readWell(score: Pick<PageScore, 'found' | 'expected' | 'extra'>): boolean {
  const returned = score.found + score.extra.length;
  const precision = returned === 0 ? 1 : score.found / returned;
  const recall = score.expected === 0 ? 1 : score.found / score.expected;
  return recall >= READ_WELL.recall && precision >= READ_WELL.precision;
}

function sameStart(expected: ExpectedEvent, got: LocalEvent): boolean {
  if (expected.start.length === 10) return got.start.slice(0, 10) === expected.start;
  return got.start === expected.start;
}

function matches(expected: ExpectedEvent, got: LocalEvent): boolean {
  return sameStart(expected, got) && similarTitles(expected.title, got.title);
}

export function toLocal(event: ExtractedEvent, timezone: string): LocalEvent {
  const start = DateTime.fromISO(event.startDate, { zone: timezone });
  return {
    title: event.title,
    start: start.toFormat(event.allDay ? 'yyyy-MM-dd' : "yyyy-MM-dd'T'HH:mm"),
    event,
  };
}

/**
 * Matches expected to extracted events one to one (same start date, same start time when the
 * expected start has one, a fuzzy title). Events before `now` are optional, as the corpus says;
 * extracted events past a feed's horizon count neither way.
 */
export function scorePage(page: CorpusPage, events: ExtractedEvent[]): PageScore {
  const horizon = page.horizonDays
    ? DateTime.fromISO(page.now).plus({ days: page.horizonDays }).toISODate()!
    : null;
  const required = page.events.filter((event) => event.start.slice(0, 10) >= page.now);
  const optional = [...page.optional, ...page.events.filter((event) => event.start.slice(0, 10) < page.now)];
  const unmatched = new Set(required);
  const unusedOptional = new Set(optional);
  const extra: LocalEvent[] = [];
  const locals = events
    .map((event) => toLocal(event, page.timezone))
    .filter((event) => horizon === null || event.start.slice(0, 10) <= horizon);
  // Exact-time matches first, so a date-only expectation does not take a timed one's partner.
  const ordered = [...locals].sort((a, b) => b.start.length - a.start.length);
  for (const local of ordered) {
    const hit =
      [...unmatched].find((expected) => expected.start.length > 10 && matches(expected, local)) ??
      [...unmatched].find((expected) => matches(expected, local));
    if (hit) {
      unmatched.delete(hit);
      continue;
    }
    const optionalHit = [...unusedOptional].find((expected) => matches(expected, local));
    if (optionalHit) unusedOptional.delete(optionalHit);
    else extra.push(local);
  }
  return {
    found: required.length - unmatched.size,
    expected: required.length,
    extra: extra.sort((a, b) => a.start.localeCompare(b.start)),
    missed: [...unmatched],
  };
}
