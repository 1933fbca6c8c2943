import { DateTime } from 'luxon';
import { type TimeMatch } from '../dates/time-patterns';

/** US zone abbreviations a page writes after an hour ("7 pm ET", "6:00 PM - 8:00 PM CST"), as the zones they name. */
const ZONES: Record<string, string> = {
  ET: 'America/New_York',
  EST: 'America/New_York',
  EDT: 'America/New_York',
  CT: 'America/Chicago',
  CST: 'America/Chicago',
  CDT: 'America/Chicago',
  MT: 'America/Denver',
  MST: 'America/Denver',
  MDT: 'America/Denver',
  PT: 'America/Los_Angeles',
  PST: 'America/Los_Angeles',
  PDT: 'America/Los_Angeles',
  AKST: 'America/Anchorage',
  AKDT: 'America/Anchorage',
  HST: 'Pacific/Honolulu',
};
/**
 * Capitals only: "pt" or "et" in a word is no zone. "EST" written in July means Eastern time as people use it, so each
 * abbreviation names its zone with that zone's own DST rules.
 */
const AFTER_HOUR = /^\s*\(?(ET|EST|EDT|CT|CST|CDT|MT|MST|MDT|PT|PST|PDT|AKST|AKDT|HST)\b/;

/** The zone a page writes right after the block's hour, if any. */
export function zoneAfterHour(text: string, time: TimeMatch): string | null {
  const end = time.index + time.text.length;
  const found = AFTER_HOUR.exec(text.slice(end, end + 8));
  return found ? ZONES[found[1]!]! : null;
}

/** A wall-clock ISO value ("2026-12-09T18:00:00") as the instant it is in `zone`, with that offset written. */
export function inZone(wallClock: string, zone: string): string {
  return DateTime.fromISO(wallClock, { zone }).toISO() ?? wallClock;
}
