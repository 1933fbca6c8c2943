import { type DateMatch } from './date-patterns';
import { type Mentions } from './mentions';
import { type TimeMatch } from './time-patterns';

/** Between a start's day and its end's day: the start's hour and a dash ("Dec 31, 2026, 7:00 PM – Jan 01, 2027"). */
const JOIN = /^[\s,@|·]*(?:at\s*)?[\s,]*(?:[-\u2010-\u2015\u2212]|to|until|through|thru)\s*$/i;
/** Between the end's day and its hour: a comma, an "@" or "at" ("January 1, 2027 @ 1:00 am"). */
const BEFORE_HOUR = /^[\s,@|·]*(?:at\s*)?$/i;

/**
 * A start and an end each written with its day and hour and joined by a dash ("Dec 31, 2026, 7:00 PM – Jan 01, 2027,
 * 12:30 AM", "December 31, 2026 @ 9:00 pm - January 1, 2027 @ 1:00 am"): one event over the night, read as a run of
 * days whose hours run from the start's to the end's. Null for any other pair of days (two performances, a deadline).
 */
export function dateTimeRun(text: string, { dates, times }: Mentions): Mentions | null {
  if (dates.length !== 2) return null;
  const [first, second] = dates as [DateMatch, DateMatch];
  const gapStart = first.index + first.text.length;
  const startHour = times.filter((time) => time.index >= gapStart && time.index < second.index);
  if (startHour.length !== 1 || startHour[0]!.end) return null;
  const start = startHour[0]!;
  const gap = text.slice(gapStart, start.index) + text.slice(start.index + start.text.length, second.index);
  if (!JOIN.test(gap)) return null;
  const afterSecond = second.index + second.text.length;
  const endHour = times.find((time) => time.index >= afterSecond);
  if (!endHour || endHour.end || !BEFORE_HOUR.test(text.slice(afterSecond, endHour.index))) return null;
  const run: DateMatch = {
    ...first,
    through: { month: second.month, day: second.day, year: second.year ?? first.year },
  };
  const hours: TimeMatch = { ...start, end: { hour: endHour.hour, minute: endHour.minute } };
  return { dates: [run], times: [hours] };
}
