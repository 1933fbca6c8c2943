import { type DateMatch } from './date-patterns';
import { type Mentions } from './mentions';
import { type TimeMatch } from './time-patterns';

/** Between a start's day and its end's day: the start's hour and a dash ("Dec 31, 2026, 7:00 PM – Jan 01, 2027"). */
const JOIN = /^[\s,@|·]*(?:at\s*)?[\s,]*(?:[-\u2010-\u2015\u2212]|to|until|through|thru)\s*$/i;
/** Between the end's day and its hour: a comma, an "@" or "at" ("January 1, 2027 @ 1:00 am"). */
const BEFORE_HOUR = /^[\s,@|·]*(?:at\s*)?$/i;

const sameHour = (one: TimeMatch, other: TimeMatch) =>
  !one.end && one.hour === other.hour && one.minute === other.minute;

/**
 * A start and an end each written with its day and hour and joined by a dash ("Dec 31, 2026, 7:00 PM – Jan 01, 2027,
 * 12:30 AM", "December 31, 2026 @ 9:00 pm - January 1, 2027 @ 1:00 am"): one event over the night, read as a run of
 * days whose hours run from the start's to the end's. Null for any other pair of days (two performances, a deadline).
 */
export function dateTimeRun(text: string, { dates, times }: Mentions): Mentions | null {
  if (dates.length < 2 || dates.length > MAX_DATES) return null;
  // A date badge may repeat a day ("Dec 12" over "Saturday, December 12, 2026 10:00 AM – Sunday, December 13 …"):
  // the two days are the page's only ones, and the dash stands between a written copy of each.
  const firstDay = dates[0]!;
  const secondDay = dates.find((date) => !sameDay(date, firstDay));
  if (!secondDay || !dates.every((date) => sameDay(date, firstDay) || sameDay(date, secondDay))) return null;
  for (let index = 1; index < dates.length; index += 1) {
    const [first, second] = [dates[index - 1]!, dates[index]!];
    if (!sameDay(first, firstDay) || !sameDay(second, secondDay)) continue;
    const run = joinedRun(text, times, first, second);
    if (run) return run;
  }
  return null;
}

/** At most a badge's and a written copy of each of the two days. */
const MAX_DATES = 4;
const sameDay = (one: DateMatch, other: DateMatch) => one.month === other.month && one.day === other.day;

function joinedRun(text: string, times: TimeMatch[], first: DateMatch, second: DateMatch): Mentions | null {
  const gapStart = first.index + first.text.length;
  const startHours = times.filter((time) => time.index >= gapStart && time.index < second.index);
  const start = startHours[0];
  if (!start || start.end || !startHours.every((time) => sameHour(time, start))) return null;
  // The hour and its copies (Squarespace's "10:00 AM 10:00", a 12 and a 24 hour clock) stand between the days.
  const last = startHours[startHours.length - 1]!;
  const gap = text.slice(gapStart, start.index) + text.slice(last.index + last.text.length, second.index);
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
