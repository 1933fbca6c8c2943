import { DateTime } from 'luxon';

/** When an event of the history happened, in the auditor's own timezone and saying which it is. */
export function auditTime(instant: string, timezone: string): string {
  const time = DateTime.fromISO(instant, { zone: timezone });
  return time.isValid ? time.setLocale('en-US').toFormat('MMM d, yyyy, h:mm:ss a ZZZZ') : instant;
}

/** A datetime-local value, read in the auditor's timezone, as an ISO instant; empty or unreadable stays empty. */
export function localToInstant(local: string, timezone: string): string {
  if (local === '') return '';
  const time = DateTime.fromISO(local, { zone: timezone });
  return time.isValid ? time.toUTC().toISO()! : '';
}
