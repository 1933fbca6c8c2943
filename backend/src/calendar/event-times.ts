import { DateTime } from 'luxon';

export interface EventTimeFields {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  timeStart: string;
  /** HH:mm; absent: one hour after the start. */
  timeEnd: string | undefined;
}

/**
 * A wall-clock time on a date in a zone. Across the spring-forward gap luxon moves a missing time
 * forward (02:30 becomes 03:30); at fall-back the first of the two occurrences is taken, as RFC 5545
 * asks of calendar apps, so that what we store matches what they show.
 */
function zoned(date: string, time: string, zone: string): DateTime | null {
  const parsed = DateTime.fromISO(`${date}T${time}`, { zone });
  if (!parsed.isValid) return null;
  const candidates = parsed.getPossibleOffsets();
  return candidates.reduce((earliest, candidate) => (candidate < earliest ? candidate : earliest), parsed);
}

/**
 * The UTC instants of an event entered as a date and times in the user's zone; null for a date that
 * does not exist. An end at or before the start is read as the next day (an evening that runs late).
 */
export function eventTimes(
  fields: EventTimeFields,
  zone: string,
): { startDate: string; endDate: string } | null {
  const start = zoned(fields.date, fields.timeStart, zone);
  if (start === null) return null;
  if (fields.timeEnd === undefined) {
    return { startDate: utc(start), endDate: utc(start.plus({ hours: 1 })) };
  }
  let end = zoned(fields.date, fields.timeEnd, zone);
  if (end === null) return null;
  if (end <= start) {
    const nextDay = DateTime.fromISO(fields.date, { zone }).plus({ days: 1 }).toISODate();
    end = nextDay === null ? null : zoned(nextDay, fields.timeEnd, zone);
    if (end === null) return null;
  }
  return { startDate: utc(start), endDate: utc(end) };
}

function utc(time: DateTime): string {
  return time.toUTC().toISO() as string;
}
