import { DateTime } from 'luxon';
import { LIMITS } from '@eventfold/contracts';

export type CalendarViewName = 'month' | 'week' | 'list';

/** A calendar day as `yyyy-MM-dd`: the key events are grouped by, independent of clock time. */
export type DayKey = string;

export interface DateRange {
  /** Inclusive, ISO 8601 in UTC. */
  from: string;
  /** Exclusive, ISO 8601 in UTC. */
  to: string;
}

/** Today's date in the zone, at midnight there. */
export function todayIn(zone: string, now: DateTime = DateTime.now()): DateTime {
  return now.setZone(zone).startOf('day');
}

/** Luxon counts Monday as 1 and Sunday as 7; the calendar's weeks start on Sunday. */
export function startOfSundayWeek(day: DateTime): DateTime {
  return day.startOf('day').minus({ days: day.weekday % 7 });
}

/**
 * The month view's 42 days (6 weeks, Sunday first) around the month of `anchor`. Days are stepped
 * with calendar arithmetic in the anchor's zone, so a 23- or 25-hour DST day is still one cell.
 */
export function monthGridDays(anchor: DateTime): DateTime[] {
  const first = startOfSundayWeek(anchor.startOf('month'));
  return Array.from({ length: LIMITS.monthViewCells }, (_, index) => first.plus({ days: index }));
}

/** The week view's 7 days from a start date ("Next 7 days"). */
export function weekDays(start: DateTime): DateTime[] {
  const first = start.startOf('day');
  return Array.from({ length: LIMITS.weekViewDays }, (_, index) => first.plus({ days: index }));
}

/** The list view's window: today onward, the next 30 days. */
export function listWindow(today: DateTime): { start: DateTime; end: DateTime } {
  const start = today.startOf('day');
  return { start, end: start.plus({ days: LIMITS.listViewDays }) };
}

export function dayKey(day: DateTime): DayKey {
  return day.toISODate() ?? '';
}

/** From the first day's midnight to the midnight after the last day, padded by `marginDays`. */
export function rangeOf(days: readonly DateTime[], marginDays = 0): DateRange {
  const first = days[0]!.startOf('day').minus({ days: marginDays });
  const last = days[days.length - 1]!.startOf('day').plus({ days: 1 + marginDays });
  return { from: first.toUTC().toISO()!, to: last.toUTC().toISO()! };
}

export function sameMonth(a: DateTime, b: DateTime): boolean {
  return a.year === b.year && a.month === b.month;
}
