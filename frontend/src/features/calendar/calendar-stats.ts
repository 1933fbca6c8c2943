import { DateTime } from 'luxon';
import { type CalendarEventView, type MonthCount } from '@eventfold/contracts';
import { eventDayKey, eventStart } from './event-days';

type StatEvent = Pick<CalendarEventView, 'startDate' | 'allDay' | 'timezone' | 'source'>;

/** `yyyy-MM` of the event's day in the viewer's zone. */
export function eventMonthKey(event: StatEvent, zone: string): string {
  return eventDayKey(event, zone).slice(0, 7);
}

export function monthKey(month: DateTime): string {
  return month.toFormat('yyyy-MM');
}

export function eventsInMonth<T extends StatEvent>(events: readonly T[], month: DateTime, zone: string): T[] {
  const key = monthKey(month);
  return events.filter((event) => eventMonthKey(event, zone) === key);
}

/** Categories that have at least one event; the user's own events have no category. */
export function activeCategoryCount(events: readonly StatEvent[]): number {
  return new Set(events.flatMap((event) => (event.source ? [event.source.category] : []))).size;
}

/** The first event that has not started yet; an all-day event counts for the whole of its day. */
export function nextEvent<T extends StatEvent>(events: readonly T[], now: DateTime, zone: string): T | null {
  const today = now.setZone(zone).toISODate() ?? '';
  const nowMs = now.toMillis();
  let best: T | null = null;
  for (const event of events) {
    const upcoming = event.allDay ? eventDayKey(event, zone) >= today : eventStart(event) >= nowMs;
    if (upcoming && (best === null || eventStart(event) < eventStart(best))) best = event;
  }
  return best;
}

/**
 * The first-load jump: when the current month has no events but others do, the month with the
 * most events (the earlier one on a tie). Null means stay. `counts` come from
 * GET /api/events/month-counts, read in the viewer's zone.
 */
export function busiestMonthIfCurrentEmpty(
  counts: readonly MonthCount[],
  currentMonth: DateTime,
  zone: string,
): DateTime | null {
  const withEvents = counts.filter((entry) => entry.count > 0);
  if (withEvents.length === 0 || withEvents.some((entry) => entry.month === monthKey(currentMonth)))
    return null;
  let best = withEvents[0]!;
  for (const entry of [...withEvents].sort((a, b) => a.month.localeCompare(b.month))) {
    if (entry.count > best.count || (entry.count === best.count && entry.month < best.month)) best = entry;
  }
  return DateTime.fromFormat(best.month, 'yyyy-MM', { zone }).startOf('month');
}
