import { DateTime } from 'luxon';
import { type DateMatch } from './date-patterns';

/** A date without a year this long before today is next year's (a listing shows what is coming). */
const PAST_WINDOW_DAYS = 90;

/**
 * The calendar date a listing means. A stated year wins; a stated weekday picks the year in which
 * the date falls on it; otherwise this year, unless that lies well in the past.
 */
export function resolveDate(date: DateMatch, now: Date, timezone: string): DateTime | null {
  const today = DateTime.fromJSDate(now, { zone: timezone }).startOf('day');
  const on = (year: number) =>
    DateTime.fromObject({ year, month: date.month, day: date.day }, { zone: timezone });
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
