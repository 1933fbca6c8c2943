import { DateTime } from 'luxon';
import { type CalendarEventView } from '@eventfold/contracts';
import { type DayKey } from './calendar-dates';

type Timed = Pick<CalendarEventView, 'startDate' | 'allDay' | 'timezone'>;

/**
 * The day an event belongs to in the viewer's zone. An all-day event is stored as midnight in its
 * own zone, so its day is read there: a Friday festival stays on Friday for a viewer in Honolulu.
 */
export function eventDayKey(event: Timed, viewerZone: string): DayKey {
  const zone = event.allDay ? event.timezone || viewerZone : viewerZone;
  const instant = Date.parse(event.startDate);
  if (Number.isNaN(instant)) return '';
  const format = dayFormatter(zone);
  return format ? format.format(instant) : (DateTime.fromMillis(instant, { zone }).toISODate() ?? '');
}

const dayFormatters = new Map<string, Intl.DateTimeFormat | null>();

/**
 * One cached `yyyy-MM-dd` formatter per zone: a month of a busy user is thousands of events, and
 * Intl is several times faster than building a luxon DateTime for each. Null for a zone Intl refuses.
 */
function dayFormatter(zone: string): Intl.DateTimeFormat | null {
  let format = dayFormatters.get(zone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
      if (!/^\d{4}-\d{2}-\d{2}$/.test(format.format(0))) format = null;
    } catch {
      format = null;
    }
    dayFormatters.set(zone, format);
  }
  return format;
}

export function eventStart(event: Pick<CalendarEventView, 'startDate'>): number {
  return Date.parse(event.startDate);
}

/** Events by day in the viewer's zone, each day in start order (all-day events first). */
export function groupByDay<T extends Timed>(events: readonly T[], viewerZone: string): Map<DayKey, T[]> {
  const days = new Map<DayKey, T[]>();
  for (const event of events) {
    const key = eventDayKey(event, viewerZone);
    const list = days.get(key);
    if (list) list.push(event);
    else days.set(key, [event]);
  }
  for (const list of days.values()) list.sort(compareEvents);
  return days;
}

export function compareEvents(a: Timed, b: Timed): number {
  if (a.allDay !== b.allDay) return a.allDay ? -1 : 1;
  return eventStart(a) - eventStart(b);
}

/** What a day cell shows: the first `max` events, then "+N more" for the rest. */
export function splitOverflow<T>(events: readonly T[], max: number): { visible: T[]; hiddenCount: number } {
  const limit = Math.max(0, max);
  return { visible: events.slice(0, limit), hiddenCount: Math.max(0, events.length - limit) };
}

export function moreLabel(hiddenCount: number): string {
  return `+${hiddenCount} more`;
}

/** The grouped days from `fromKey` (inclusive) to `toKey` (exclusive), in date order. */
export function daysBetween<T>(
  grouped: ReadonlyMap<DayKey, T[]>,
  fromKey: DayKey,
  toKey: DayKey,
): Array<[DayKey, T[]]> {
  return [...grouped].filter(([key]) => key >= fromKey && key < toKey).sort(([a], [b]) => a.localeCompare(b));
}
