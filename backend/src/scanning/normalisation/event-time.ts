import { DateTime } from 'luxon';

export interface EventInstant {
  instant: DateTime;
  /** The page gave a date without a time of day. */
  dateOnly: boolean;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Reads an ISO-8601 value from a page. Values without an offset are wall-clock times at the venue,
 * so they are read in the source's timezone (luxon applies that zone's DST rules for the date).
 */
export function readEventTime(value: string | null | undefined, timezone: string): EventInstant | null {
  if (!value) return null;
  const text = value.trim();
  if (DATE_ONLY.test(text)) {
    const day = DateTime.fromISO(text, { zone: timezone });
    return day.isValid ? { instant: day.startOf('day'), dateOnly: true } : null;
  }
  const parsed = HAS_OFFSET.test(text)
    ? DateTime.fromISO(text, { setZone: true })
    : DateTime.fromISO(text, { zone: timezone });
  return parsed.isValid ? { instant: parsed, dateOnly: false } : null;
}

/** Start of `now`'s calendar day in the timezone: events ending before it are in the past. */
export function startOfToday(now: Date, timezone: string): DateTime {
  return DateTime.fromJSDate(now, { zone: timezone }).startOf('day');
}
