import { ownCopy } from '../own-copy';
import { DateTime } from 'luxon';
import { DATE_ONLY, HAS_OFFSET } from './iso-forms';

export interface EventInstant {
  /** The instant as ISO-8601 in UTC, with milliseconds ("2026-12-06T03:00:00.000Z"). */
  utc: string;
  epochMs: number;
  /** The page gave a date without a time of day. */
  dateOnly: boolean;
}

/** Month, day and hour may come unpadded ("2019-9-20T8:30", EventON's microdata): no reader of ISO takes those. */
const WALL_CLOCK = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:T(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/i;
/** EventON writes its offset unpadded too ("2026-12-3T19:00-5:00"): padded here, as no ISO reader takes it. */
const UNPADDED_WITH_OFFSET =
  /^(\d{4})-(\d{1,2})-(\d{1,2})T(\d{1,2}):(\d{2})(?::(\d{2}))?([+-])(\d{1,2}):?(\d{2})$/;
const pad = (part: string | undefined) => (part ?? '0').padStart(2, '0');

function unpaddedWithOffset(text: string): EventInstant | null | undefined {
  const found = UNPADDED_WITH_OFFSET.exec(text);
  if (!found) return undefined;
  const [, year, month, day, hour, minute, second, sign, offsetHours, offsetMinutes] = found;
  const epochMs = Date.parse(
    `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${minute}:${pad(second)}${sign}${pad(offsetHours)}:${offsetMinutes}`,
  );
  return Number.isNaN(epochMs) ? null : { utc: new Date(epochMs).toISOString(), epochMs, dateOnly: false };
}

/**
 * How far the venue's zone puts a wall-clock minute from the same digits read as UTC, as luxon
 * reckons it (DST rules of that date, a time in a spring-forward gap moved on). Asking the zone
 * costs an Intl call per event; a listing repeats its hours, so the answer is kept per zone and
 * minute. Bounded by entries.
 */
const MAX_REMEMBERED_MINUTES = 50_000;
/** By zone, then by the wall-clock minute read as UTC milliseconds (a number: no key string per event). */
const zoneShift = new Map<string, Map<number, number | null>>();
let rememberedMinutes = 0;

function shiftOf(timezone: string, fields: number[]): number | null {
  const [year, month, day, hour, minute] = fields as [number, number, number, number, number];
  const minuteMs = Date.UTC(year, month - 1, day, hour, minute);
  let shifts = zoneShift.get(timezone);
  const known = shifts?.get(minuteMs);
  if (known !== undefined) return known;
  const local = DateTime.fromObject({ year, month, day, hour, minute }, { zone: timezone });
  const shift = local.isValid ? local.toMillis() - minuteMs : null;
  if (rememberedMinutes >= MAX_REMEMBERED_MINUTES) {
    zoneShift.clear();
    rememberedMinutes = 0;
    shifts = undefined;
  }
  if (!shifts) {
    shifts = new Map();
    zoneShift.set(timezone, shifts);
  }
  shifts.set(minuteMs, shift);
  rememberedMinutes += 1;
  return shift;
}

/** The instant of a plain wall-clock value, or undefined for an odd one luxon should judge. */
function wallClockInstant(match: RegExpExecArray, timezone: string): EventInstant | null | undefined {
  const fields = match.slice(1, 7).map((part) => Number(part ?? 0));
  const [year, month, day, hour, minute, second] = fields as [number, number, number, number, number, number];
  if (year < 1000 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59)
    return undefined;
  const wallClockMs = Date.UTC(year, month - 1, day, hour, minute, second);
  // Date.UTC rolls "February 30" over into March; luxon (and the calendar) call it invalid.
  if (new Date(wallClockMs).getUTCDate() !== day) return undefined;
  const shift = shiftOf(timezone, fields);
  if (shift === null) return null;
  const epochMs = wallClockMs + shift;
  return { utc: new Date(epochMs).toISOString(), epochMs, dateOnly: match[4] === undefined };
}

function fromLuxon(parsed: DateTime, dateOnly: boolean): EventInstant | null {
  return parsed.isValid ? { utc: parsed.toUTC().toISO()!, epochMs: parsed.toMillis(), dateOnly } : null;
}

/**
 * Reads an ISO-8601 value from a page. Values without an offset are wall-clock times at the venue,
 * so they are read in the source's timezone (with that zone's DST rules for the date).
 */
export function readEventTime(value: string | null | undefined, timezone: string): EventInstant | null {
  if (!value) return null;
  let inZone = instants.get(timezone);
  const known = inZone?.get(value);
  if (known !== undefined) return known;
  const instant = readInstant(value, timezone);
  if (rememberedValues >= MAX_REMEMBERED_VALUES) {
    instants.clear();
    rememberedValues = 0;
    inZone = undefined;
  }
  if (inZone === undefined) {
    inZone = new Map();
    instants.set(ownCopy(timezone), inZone);
  }
  // A copy: the value is a slice of the page, which the remembered key must not keep alive.
  inZone.set(ownCopy(value), instant ? Object.freeze(instant) : null);
  rememberedValues += 1;
  return instant;
}

/**
 * A listing writes a few starts over and over (a handful of hours on each of its days): each value
 * is read once per zone. Frozen, since every reader shares it. Bounded by entries. By zone, then value: no key
 * string made per event.
 */
const MAX_REMEMBERED_VALUES = 20_000;
const instants = new Map<string, Map<string, Readonly<EventInstant> | null>>();
let rememberedValues = 0;

/** A database's "2026-12-05 19:30:00", as plugins write schema.org dates: a space where ISO writes "T". */
const SPACE_BEFORE_HOUR = /^(\d{4}-\d{1,2}-\d{1,2}) (?=\d{1,2}:\d{2})/;

function readInstant(value: string, timezone: string): EventInstant | null {
  const text = value.trim().replace(SPACE_BEFORE_HOUR, '$1T');
  const wallClock = WALL_CLOCK.exec(text);
  const fast = wallClock ? wallClockInstant(wallClock, timezone) : undefined;
  if (fast !== undefined) return fast;
  if (DATE_ONLY.test(text)) {
    const day = DateTime.fromISO(text, { zone: timezone });
    return day.isValid ? fromLuxon(day.startOf('day'), true) : null;
  }
  if (WITH_OFFSET.test(text)) {
    const epochMs = Date.parse(text);
    return Number.isNaN(epochMs) ? null : { utc: new Date(epochMs).toISOString(), epochMs, dateOnly: false };
  }
  const unpadded = unpaddedWithOffset(text);
  if (unpadded !== undefined) return unpadded;
  // Other ISO forms (basic format, week dates, "+0100") are rare: luxon reads them.
  return HAS_OFFSET.test(text)
    ? fromLuxon(DateTime.fromISO(text, { setZone: true }), false)
    : fromLuxon(DateTime.fromISO(text, { zone: timezone }), false);
}

/** Start of `now`'s calendar day in the timezone: events ending before it are in the past. */
export function startOfToday(now: Date, timezone: string): DateTime {
  return DateTime.fromJSDate(now, { zone: timezone }).startOf('day');
}
