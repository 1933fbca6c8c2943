import { DateTime } from 'luxon';
import { linesByDay } from '../detail-links';
import { readMentions } from '../dates/mentions';
import { HAS_OFFSET, offsetWrong, wallClock } from '../year-zone/iso-forms';
import { type ExtractionContext, type RawEvent } from '../scanned-event';

/** A markup event as the markup wrote it, whose start carries an offset its venue's zone does not have then. */
function offsetSuspect(event: RawEvent, asWritten: ReadonlySet<RawEvent>, timezone: string): boolean {
  return asWritten.has(event) && HAS_OFFSET.test(event.start.trim()) && offsetWrong(event.start, timezone);
}

/** The hours ("16:30") the lines write, each read once. */
function hoursOn(lines: readonly string[], indexes: readonly number[]): Set<string> {
  const hours = new Set<string>();
  for (const index of indexes)
    for (const time of readMentions(lines[index]!).times)
      hours.add(`${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`);
  return hours;
}

/**
 * Markup whose start carries an offset the venue's zone does not have at that time ("2026-12-08T19:30+00:00" for a
 * venue in Chicago: a plugin writing the venue's wall-clock time with UTC's offset), on a page whose text shows that
 * very wall-clock time on a line naming the day ("Tuesday, December 8 · 7:30 pm") and not the hour the offset would
 * make of it: the page's time is the event's, so the offset is dropped. Where no listing block is the event's twin
 * (`complementTiers` compares twins), the page's lines are the witness. Without such a line the offset stands. Only
 * the markup's own events as it wrote them (`asWritten`) are weighed: a start a listing block gave (with the zone
 * the page writes, "6 pm CST") is the page's already.
 */
export function wallClockFromPageText(
  events: RawEvent[],
  asWritten: ReadonlySet<RawEvent>,
  lines: () => readonly string[],
  context: ExtractionContext,
): RawEvent[] {
  if (!events.some((event) => offsetSuspect(event, asWritten, context.timezone))) return events;
  const text = lines();
  const naming = linesByDay(text, context);
  return events.map((event) => {
    if (!offsetSuspect(event, asWritten, context.timezone)) return event;
    const start = event.start.trim();
    const hours = hoursOn(text, naming.get(start.slice(0, 10)) ?? []);
    const written = start.slice(11, 16);
    const offsetHour = DateTime.fromISO(start, { setZone: true }).setZone(context.timezone).toFormat('HH:mm');
    if (!hours.has(written) || hours.has(offsetHour)) return event;
    const end = event.end?.trim();
    return {
      ...event,
      start: wallClock(start),
      end: end && HAS_OFFSET.test(end) ? wallClock(end) : (end ?? null),
      provenance: `${event.provenance ?? event.tier}; offset dropped, the page's text shows ${written} that day`,
    };
  });
}
