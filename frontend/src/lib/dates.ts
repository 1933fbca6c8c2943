import { DateTime } from 'luxon';

/** Dates are written in US English everywhere, whatever the browser's language. */
export const DATE_LOCALE = 'en-US';

export const INVALID_DATE = 'Invalid Date';
export const INVALID_TIME = 'Invalid Time';

/** "Saturday, March 14, 2026" */
export function fullDate(day: DateTime): string {
  return day.isValid ? day.setLocale(DATE_LOCALE).toFormat('cccc, LLLL d, yyyy') : INVALID_DATE;
}

/** "Sat, Mar 14" */
export function shortDate(day: DateTime): string {
  return day.isValid ? day.setLocale(DATE_LOCALE).toFormat('ccc, LLL d') : INVALID_DATE;
}

/** "7:00 PM" */
export function clockTime(moment: DateTime): string {
  return moment.isValid ? moment.setLocale(DATE_LOCALE).toFormat('h:mm a') : INVALID_TIME;
}

/** An ISO instant from the API, read in a zone; invalid input stays invalid (and prints as such). */
export function instantIn(iso: string | null | undefined, zone: string): DateTime {
  return DateTime.fromISO(iso ?? '', { zone });
}
