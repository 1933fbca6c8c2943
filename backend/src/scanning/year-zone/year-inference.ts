import { DateTime } from 'luxon';
import { type DateMatch } from '../dates/date-patterns';

/** A date without a year this long before today is next year's (a listing shows what is coming). */
const PAST_WINDOW_DAYS = 90;

/**
 * Days are reckoned as floating calendar dates (zone UTC, read as wall-clock): the page writes
 * local dates and times, and asking the venue's zone for an offset per block is costly.
 */
const FLOATING = { zone: 'utc' } as const;
/** Today at the venue, and the days resolved against it: a listing asks for every block. */
let lastToday: {
  ms: number;
  timezone: string;
  day: DateTime;
  resolved: Map<number, DateTime | null>;
} | null = null;
const MAX_RESOLVED = 10_000;

/** Today's calendar date at the venue, with the days already resolved against it. */
function localToday(now: Date, timezone: string): NonNullable<typeof lastToday> {
  if (lastToday?.ms !== now.getTime() || lastToday.timezone !== timezone) {
    const local = DateTime.fromJSDate(now, { zone: timezone });
    const day = DateTime.fromObject({ year: local.year, month: local.month, day: local.day }, FLOATING);
    // The same calendar day in another instant or zone keeps what was resolved for it.
    const resolved = lastToday?.day.equals(day) ? lastToday.resolved : new Map<number, DateTime | null>();
    lastToday = { ms: now.getTime(), timezone, day, resolved };
  }
  return lastToday;
}

/** A number per (year, month, day, weekday) a page may write: no key string per block. */
function dateKey({ year, month, day, weekday }: DateMatch): number {
  return (((year === null ? 0 : year + 1) * 16 + month) * 32 + day) * 8 + (weekday ?? 0);
}

/**
 * The calendar date a listing means, as a floating date. A stated year wins; a stated weekday picks the year in which
 * the date falls on it; otherwise this year, unless that lies well in the past.
 */
export function resolveDate(date: DateMatch, now: Date, timezone: string): DateTime | null {
  const { day: today, resolved } = localToday(now, timezone);
  // A listing repeats its days; the answer depends only on them and today.
  const key = dateKey(date);
  const known = resolved.get(key);
  if (known !== undefined) return known;
  const day = inferDate(date, today);
  if (resolved.size >= MAX_RESOLVED) resolved.clear();
  resolved.set(key, day);
  return day;
}

function inferDate(date: DateMatch, today: DateTime): DateTime | null {
  if (date.fromToday !== undefined) return today.plus({ days: date.fromToday });
  const on = (year: number) => DateTime.fromObject({ year, month: date.month, day: date.day }, FLOATING);
  if (date.year !== null) {
    const stated = on(date.year);
    return stated.isValid ? stated : null;
  }
  const candidates = [on(today.year), on(today.year + 1)].filter((candidate) => candidate.isValid);
  if (date.weekday !== null) {
    const matching = candidates.find((candidate) => candidate.weekday === date.weekday);
    // A weekday that fits neither this year's date nor next year's dates another year: an archive's.
    return matching ?? null;
  }
  const thisYear = candidates[0];
  if (thisYear && thisYear.year === today.year && thisYear >= today.minus({ days: PAST_WINDOW_DAYS }))
    return thisYear;
  return candidates.find((candidate) => candidate.year === today.year + 1) ?? null;
}
