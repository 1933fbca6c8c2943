import { DateTime } from 'luxon';
import { type CalendarEventView } from '@eventfold/contracts';
import { clockTime, instantIn } from '../../lib/dates';

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

// Shared with Nearby, so it lives in lib/.
export { timeRangeLabel, venueTimeRangeLabel } from '../../lib/event-time-range';

export function eventCountLabel(count: number): string {
  return count === 1 ? '1 event' : `${count} events`;
}
