import { DateTime } from 'luxon';

/** An ISO date without a time of day ("2026-12-20"). */
export const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** An ISO value ending in its offset from UTC ("…-06:00", "…Z"). */
export const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

/** An ISO value some plugins write without its zeros ("2024-5-28T16:30+0:00", EventON's JSON-LD). */
const UNPADDED =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:T(\d{1,2}):(\d{2})(:\d{2}(?:\.\d+)?)?(?:(Z)|([+-])(\d{1,2}):?(\d{2}))?)?$/i;
const pad = (part: string) => part.padStart(2, '0');

/**
 * An ISO value in its standard form: an unpadded month, day, hour or offset is valid on the pages that write it, so
 * every reader (the day it names, its offset, its wall-clock time) reads it as the padded one. Others are left as
 * they are.
 */
export function paddedIso(value: string): string {
  const text = value.trim();
  const found = UNPADDED.exec(text);
  if (!found) return value;
  const [, year, month, day, hour, minute, seconds, utc, sign, offsetHours, offsetMinutes] = found;
  const date = `${year}-${pad(month!)}-${pad(day!)}`;
  if (hour === undefined) return date;
  const offset = utc ?? (sign ? `${sign}${pad(offsetHours!)}:${offsetMinutes}` : '');
  return `${date}T${pad(hour)}:${minute}${seconds ?? ''}${offset}`;
}

/** An ISO value as the venue's clock reads it: one with an offset moved into `timezone`, one without read in it. */
export function inZone(value: string, timezone: string): DateTime {
  const text = value.trim();
  return HAS_OFFSET.test(text)
    ? DateTime.fromISO(text, { setZone: true }).setZone(timezone)
    : DateTime.fromISO(text, { zone: timezone });
}

/** An ISO value's wall-clock minute as written ("2026-12-08T19:30"), whatever offset follows. */
export const wallClock = (value: string) => value.trim().slice(0, 16);

/** Whether an ISO start's offset is not the one the venue's zone has at its wall-clock time. */
export function offsetWrong(start: string, timezone: string): boolean {
  const wall = DateTime.fromISO(wallClock(start), { zone: timezone });
  const stated = DateTime.fromISO(start.trim(), { setZone: true });
  return wall.isValid && stated.isValid && wall.offset !== stated.offset;
}
