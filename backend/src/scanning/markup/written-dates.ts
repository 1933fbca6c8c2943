import { paddedIso } from '../year-zone/iso-forms';
import { findDates } from '../dates/date-patterns';
import { blankOut } from '../dates/mentions';
import { findTimes } from '../dates/time-patterns';

const MACHINE_DATE = /^\s*\d{4}-\d{1,2}-\d{1,2}/;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A schema.org date as some plugins write it for people ("December 4, 2026 8:00 pm", "12/08/2026 7:00 PM") instead of
 * ISO 8601: read as the venue's wall-clock time when it is one day with its year and at most one hour; ISO values and
 * anything else are left as they are (an unreadable one is then dropped as before). An ISO value is padded
 * (`paddedIso`).
 */
export function machineDate(value: string): string {
  if (MACHINE_DATE.test(value)) return paddedIso(value);
  if (value.length > 60) return value;
  const dates = findDates(value);
  const date = dates[0];
  if (dates.length !== 1 || !date || date.year === null || date.through) return value;
  const times = findTimes(blankOut(value, dates));
  if (times.length > 1) return value;
  const day = `${date.year}-${pad(date.month)}-${pad(date.day)}`;
  const time = times[0];
  return time ? `${day}T${pad(time.hour)}:${pad(time.minute)}` : day;
}
