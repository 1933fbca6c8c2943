import { DateTime } from 'luxon';

/** An ISO date without a time of day ("2026-12-20"). */
export const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** An ISO value ending in its offset from UTC ("…-06:00", "…Z"). */
export const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

/** An ISO value as the venue's clock reads it: one with an offset moved into `timezone`, one without read in it. */
export function inZone(value: string, timezone: string): DateTime {
  const text = value.trim();
  return HAS_OFFSET.test(text)
    ? DateTime.fromISO(text, { setZone: true }).setZone(timezone)
    : DateTime.fromISO(text, { zone: timezone });
}
