import { DateTime } from 'luxon';
import { type CalendarEventView } from '@eventfold/contracts';
import { DATE_LOCALE as LOCALE, clockTime, instantIn } from '../../lib/dates';

type Timed = Pick<CalendarEventView, 'startDate' | 'endDate' | 'allDay' | 'timezone'>;

/** The event's day in the viewer's zone (all-day events in their own zone). */
export function eventDay(event: Timed, viewerZone: string): DateTime {
  const zone = event.allDay ? event.timezone || viewerZone : viewerZone;
  return DateTime.fromISO(event.startDate, { zone });
}

/** "7:00 PM", or "All day". */
export function startLabel(event: Timed, zone: string): string {
  return event.allDay ? 'All day' : clockTime(instantIn(event.startDate, zone));
}

/** "7:00 PM – 9:00 PM CDT", "All day", or the start alone; an end on another day carries its date. */
export function timeRangeLabel(event: Timed, zone: string): string {
  if (event.allDay) return 'All day';
  const start = DateTime.fromISO(event.startDate, { zone }).setLocale(LOCALE);
  const abbreviation = start.toFormat('ZZZZ');
  if (!event.endDate) return `${start.toFormat('h:mm a')} ${abbreviation}`;
  const end = DateTime.fromISO(event.endDate, { zone }).setLocale(LOCALE);
  const endText = start.hasSame(end, 'day') ? end.toFormat('h:mm a') : end.toFormat('LLL d, h:mm a');
  return `${start.toFormat('h:mm a')} – ${endText} ${end.toFormat('ZZZZ')}`;
}

export function eventCountLabel(count: number): string {
  return count === 1 ? '1 event' : `${count} events`;
}
