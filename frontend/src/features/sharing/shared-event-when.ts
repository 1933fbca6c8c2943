import { type PublicEvent } from '@eventfold/contracts';
import { clockTime, fullDate, instantIn } from '../../lib/dates';

/**
 * The shared page's date (long US format with weekday) and start time (12-hour, with its zone); unreadable
 * values print as "Invalid Date" and "Invalid Time". An all-day event is read in its own zone.
 */
export function sharedEventWhen(
  event: Pick<PublicEvent, 'startDate' | 'allDay' | 'timezone'>,
  zone: string,
): { date: string; time: string } {
  if (event.allDay)
    return { date: fullDate(instantIn(event.startDate, event.timezone || zone)), time: 'All day' };
  const start = instantIn(event.startDate, zone);
  // A shared link travels: the zone the time is read in is named ("8:00 PM CDT").
  const time = start.isValid
    ? `${clockTime(start)} ${start.setLocale('en-US').toFormat('ZZZZ')}`
    : clockTime(start);
  return { date: fullDate(start), time };
}
