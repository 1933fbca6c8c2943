import { DateTime } from 'luxon';
import { DATE_LOCALE as LOCALE } from './dates';

interface Timed {
  startDate: string;
  endDate: string | null;
  allDay: boolean;
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

/**
 * The same range on the venue's own clock ("7:30 PM – 10:00 PM PST"), when that clock differs from
 * the viewer's at the event's start: someone in Chicago looking at a Seattle show sees both.
 * Null for all-day events and events in a zone that reads the same as the viewer's.
 */
export function venueTimeRangeLabel(event: Timed & { timezone: string }, viewerZone: string): string | null {
  if (event.allDay) return null;
  const start = DateTime.fromISO(event.startDate);
  const atVenue = start.setZone(event.timezone);
  if (!atVenue.isValid || atVenue.offset === start.setZone(viewerZone).offset) return null;
  return timeRangeLabel(event, event.timezone);
}
