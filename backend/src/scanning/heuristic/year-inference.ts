import { DateTime } from 'luxon';
import { type DateMatch } from './date-patterns';

/** A date without a year this long before today is next year's (a listing shows what is coming). */
const PAST_WINDOW_DAYS = 90;

/**
 * Days are reckoned as floating calendar dates (zone UTC, read as wall-clock): the page writes
 * local dates and times, and asking the venue's zone for an offset per block is costly.
 */
const FLOATING = { zone: 'utc' } as const;
let lastToday: { key: string; day: DateTime } | null = null;

/** Today's calendar date at the venue; one listing asks it for every block. */
function localToday(now: Date, timezone: string): DateTime {
  const key = `${now.getTime()}|${timezone}`;
  if (lastToday?.key !== key) {
    const local = DateTime.fromJSDate(now, { zone: timezone });
    lastToday = {
      key,
      day: DateTime.fromObject({ year: local.year, month: local.month, day: local.day }, FLOATING),
    };
  }
  return lastToday.day;
}

/**
 * The calendar date a listing means, as a floating date. A stated year wins; a stated weekday picks the year in which
 * the date falls on it; otherwise this year, unless that lies well in the past.
 */
export function resolveDate(date: DateMatch, now: Date, timezone: string): DateTime | null {
  const today = localToday(now, timezone);
  // A listing repeats its days; the answer depends only on them and today.
  const key = `${today.toMillis()}|${date.month}/${date.day}/${date.year}/${date.weekday}`;
  const known = resolved.get(key);
  if (known !== undefined) return known;
  const day = inferDate(date, today);
  if (resolved.size >= MAX_RESOLVED) resolved.clear();
  resolved.set(key, day);
  return day;
}

const MAX_RESOLVED = 10_000;
const resolved = new Map<string, DateTime | null>();

function inferDate(date: DateMatch, today: DateTime): DateTime | null {
  const on = (year: number) => DateTime.fromObject({ year, month: date.month, day: date.day }, FLOATING);
  if (date.year !== null) {
    const stated = on(date.year);
    return stated.isValid ? stated : null;
  }
  const candidates = [on(today.year), on(today.year + 1)].filter((candidate) => candidate.isValid);
  if (date.weekday !== null) {
    const matching = candidates.find((candidate) => candidate.weekday === date.weekday);
    if (matching) return matching;
  }
  const thisYear = candidates[0];
  if (thisYear && thisYear.year === today.year && thisYear >= today.minus({ days: PAST_WINDOW_DAYS }))
    return thisYear;
  return candidates.find((candidate) => candidate.year === today.year + 1) ?? null;
}
