import { isWhitespace } from '../parse/character-codes';
import { type DateMatch } from './date-patterns';
import { type Mentions } from './mentions';
import { type TimeMatch } from './time-patterns';

/** One performance of a show: one of its days at one of its hours. */
export interface Performance {
  date: DateMatch;
  time: TimeMatch;
}

/** A block's performances, and its mentions with the days a list adds to a date ("12 & 13") read as dates. */
export interface PerformanceSchedule {
  performances: Performance[];
  mentions: Mentions;
}

/**
 * More days of a date's month listed after it: ", 12 & 13", " and 12", ", 5, 11 & 12", "& 11–13". Whether they are
 * a show's days is settled by what follows them (an hour, through nothing but joining words).
 */
const MORE_DAYS =
  /(?:\s*(?:,|&|\+|\band\b)\s*\d{1,2}(?:st|nd|rd|th)?(?:\s*[-–—]\s*\d{1,2}(?:st|nd|rd|th)?)?(?![\d:.]))+/giy;
const LISTED_DAY = /(\d{1,2})(?:st|nd|rd|th)?(?:\s*[-–—]\s*(\d{1,2}))?/g;
/** The year a list of days ends with ("December 11 and 12, 2026"). */
const LIST_YEAR = /\s*,?\s*(\d{4})\b/y;

/**
 * What may stand between the days and hours of a performance list: punctuation, "and", "at", weekdays, "(Sold out)",
 * a "Performances:" label, each performance's "Buy Tickets", a line break between the lines of a list. A word of any
 * other kind (a title, "Doors open", "Tickets on sale") ends the list.
 */
const JOINING =
  /^(?:[\s,;:&|·•/+*()[\]\-–—.@]|\b(?:and|at|on|also|plus|performances?|shows?|showtimes?|matinees?|evenings?|dates?|times?|sold[\s-]out|(?:buy|get)\s+tickets?|tickets?|book(?:\s+now)?|select|few left|limited|(?:mon|tues?|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|rsday|urday|sday)?s?)\b)*$/i;

/** A day's words and an hour's: a schedule of hours the venue keeps is its opening hours, not shows. */
const HOURS_WORDS = /\b(?:hours|closed|closes)\b|\bopens? (?:daily|from|until|till)\b/i;

/** The longest run of days a list expands, day by day ("December 11–13 at 7:30 pm; December 13 at 2 pm"). */
const MAX_LISTED_RUN = 14;

interface DayToken {
  kind: 'day';
  index: number;
  end: number;
  dates: DateMatch[];
  /** Days listed after the date ("12 & 13"), not only a run's. */
  listed: boolean;
}
interface HourToken {
  kind: 'hour';
  index: number;
  end: number;
  time: TimeMatch;
}

/** No days listed: one frozen list for every date without a list after it (most blocks' one date). */
const NO_DAYS: DateMatch[] = Object.freeze([]) as unknown as DateMatch[];

/** A date's days: itself, or each day of a short run within its month. */
function daysOf(date: DateMatch): DateMatch[] | null {
  const { through } = date;
  if (!through) return [date];
  if (through.month !== date.month || through.day - date.day > MAX_LISTED_RUN || through.day < date.day)
    return null;
  const days: DateMatch[] = [];
  for (let day = date.day; day <= through.day; day += 1)
    days.push({ month: date.month, day, year: date.year, weekday: null, index: date.index, text: date.text });
  return days;
}

/**
 * The days listed after a date ("12 & 13"), ascending within its month, and where the list ends (after a year it
 * closes with: "December 11 and 12, 2026"); no days when they are anything else.
 */
function listedAfter(
  text: string,
  date: DateMatch,
  times: readonly TimeMatch[],
): { days: DateMatch[]; end: number } {
  const from = date.index + date.text.length;
  const none = { days: NO_DAYS, end: from };
  MORE_DAYS.lastIndex = from;
  const found = MORE_DAYS.exec(text);
  if (!found) return none;
  let to = from + found[0].length;
  // "Dec 5, 8-11 PM": an hour's range, not days.
  if (times.some((time) => time.index < to && time.index + time.text.length > from)) return none;
  LIST_YEAR.lastIndex = to;
  const year = LIST_YEAR.exec(text);
  if (year) to = LIST_YEAR.lastIndex;
  const days: DateMatch[] = [];
  let last = date.through?.day ?? date.day;
  for (const listed of found[0].matchAll(LISTED_DAY)) {
    const first = Number(listed[1]);
    const through = listed[2] === undefined ? first : Number(listed[2]);
    if (first <= last || through < first || through > 31 || through - first > MAX_LISTED_RUN) return none;
    for (let day = first; day <= through; day += 1)
      days.push({
        month: date.month,
        day,
        year: year ? Number(year[1]) : date.year,
        weekday: null,
        index: from + listed.index!,
        text: listed[0],
      });
    last = through;
  }
  return { days, end: to };
}

const COMMA = 0x2c;
const AMPERSAND = 0x26;
const PLUS = 0x2b;

/**
 * Whether more days may be listed after a date: after any whitespace, a comma, "&", "+" or "and" must come first (see
 * `MORE_DAYS`). Most blocks' one date has none, and are told so without running the expression.
 */
function mayListDays(text: string, date: DateMatch): boolean {
  let at = date.index + date.text.length;
  while (at < text.length && isWhitespace(text.charCodeAt(at))) at += 1;
  const code = text.charCodeAt(at);
  return code === COMMA || code === AMPERSAND || code === PLUS || (code | 0x20) === 0x61;
}

/** A number of a list ("12", "13th", "2026"): taken out of a gap with the hours before it is weighed. */
const LISTED_NUMBER = /\d+(?:st|nd|rd|th)?/g;

/**
 * Whether nothing but hours, listed days and joining words stand between a block's first two dates, as in any list of
 * performances: a box of several cards has a title or a description there, and is told so before its dates and hours
 * are gathered.
 */
function joinedDates(
  text: string,
  first: DateMatch,
  second: DateMatch,
  times: readonly TimeMatch[],
): boolean {
  const from = first.index + first.text.length;
  let gap = text.slice(from, second.index);
  for (const time of times)
    if (time.index >= from && time.index < second.index) gap = gap.replace(time.text, ' ');
  return JOINING.test(gap.replace(LISTED_NUMBER, ' '));
}

/** A date's own days and the days listed after it: a list's days share their weekdays ("Friday & Saturday, December 11 & 12"), so none is the first day's alone. */
const withListed = (own: DateMatch[], listed: DateMatch[]): DateMatch[] => [
  { ...own[0]!, weekday: null },
  ...own.slice(1),
  ...listed,
];

/** The days of a list once each by where they stand in the text (the first of each kept). */
const onceEach = (days: DateMatch[]): DateMatch[] =>
  days.filter((day, index) => days.findIndex((other) => other.index === day.index) === index);

function tokens(text: string, { dates, times }: Mentions): Array<DayToken | HourToken> | null {
  const found: Array<DayToken | HourToken> = [];
  for (const date of dates) {
    const own = daysOf(date);
    if (!own) return null;
    const { days: listed, end } = listedAfter(text, date, times);
    const days = listed.length > 0 ? withListed(own, listed) : own;
    found.push({ kind: 'day', index: date.index, end, dates: days, listed: listed.length > 0 });
  }
  for (const time of times)
    found.push({ kind: 'hour', index: time.index, end: time.index + time.text.length, time });
  return found.sort((a, b) => a.index - b.index);
}

/**
 * A show's performances written as its days, each followed by its hours: "December 11, 12 & 13 at 7:30 pm; December
 * 13 at 2 pm", "Fri, Dec 11 · 7:30 PM" on a line per performance, "Dec 11 & 12 at 8 pm". One event each, since a user
 * goes to one. Null unless every date of the block stands in one such list, each of its days has an hour, the list
 * names two days at least, and nothing but joining words stands between its days and hours.
 */
export function performanceSchedule(text: string, mentions: Mentions): PerformanceSchedule | null {
  const { dates, times } = mentions;
  if (dates.length === 0 || times.length === 0) return null;
  // Most blocks name one day without a list after it: one sticky test each.
  if (
    dates.length === 1 &&
    (!mayListDays(text, dates[0]!) || listedAfter(text, dates[0]!, times).days.length === 0)
  )
    return null;
  if (dates.length > 1 && !joinedDates(text, dates[0]!, dates[1]!, times)) return null;
  if (HOURS_WORDS.test(text)) return null;
  return scheduleOf(text, mentions);
}

/**
 * `performanceSchedule` past its quick refusals: its closures hold variables, which live in an object made as their
 * function starts, so most blocks, refused before, make none.
 */
function scheduleOf(text: string, mentions: Mentions): PerformanceSchedule | null {
  const { dates, times } = mentions;
  const found = tokens(text, mentions);
  const first = found?.findIndex((token) => token.kind === 'day') ?? -1;
  if (!found || first < 0) return null;
  const performances: Performance[] = [];
  let pending: DateMatch[] = [];
  let timed = false;
  let pendingRun = false;
  for (let index = first; index < found.length; index += 1) {
    const token = found[index]!;
    if (index > first && !JOINING.test(text.slice(found[index - 1]!.end, token.index))) {
      // The list ends here; a date after it is no performance of this list.
      if (found.slice(index).some(({ kind }) => kind === 'day')) return null;
      break;
    }
    if (token.kind === 'day') {
      // A run and another date before any hour ("July 13–17, 2026 / July 13, 2026 / 9 am – 4 pm"): a camp's days
      // and its first, not a list of performances.
      const run = token.dates.length > 1 && !token.listed;
      if (!timed && pending.length > 0 && (run || pendingRun)) return null;
      pending = timed ? [...token.dates] : [...pending, ...token.dates];
      pendingRun = timed ? run : pendingRun || run;
      timed = false;
    } else if (token.time.label !== 'doors' && pending.length > 0) {
      for (const date of pending) performances.push({ date, time: token.time });
      timed = true;
    }
  }
  if (!timed) return null;
  const days = new Set(performances.map(({ date }) => date.month * 32 + date.day));
  if (days.size < 2) return null;
  const listed = found.flatMap((token) => (token.kind === 'day' ? token.dates : []));
  const extra = listed.filter((date) => !dates.some((own) => own.index === date.index));
  return {
    performances,
    mentions: { dates: [...dates, ...onceEach(extra)].sort((a, b) => a.index - b.index), times },
  };
}

/** A block's listed days without an hour, each run of days in a row one run, and its mentions with those days read. */
export interface ListedDays {
  runs: DateMatch[];
  mentions: Mentions;
}

/**
 * Days listed after a date in a block that gives no hour ("Holiday Market · December 5, 6, 12 & 13", "Dec. 4, 5, 11
 * & 12"): the event's days, each run of days in a row one event over them (the weekend of the 5th and 6th, the one of
 * the 12th and 13th), as a run written with a dash is. Null unless the block names that one date and its list.
 */
export function listedDays(text: string, mentions: Mentions): ListedDays | null {
  const { dates, times } = mentions;
  const date = dates[0];
  if (dates.length !== 1 || times.length > 0 || !date) return null;
  if (!mayListDays(text, date)) return null;
  return runsAfter(text, date, times);
}

/** `listedDays` of a block naming one date and no hour (in a function of its own, as `scheduleOf` is). */
function runsAfter(text: string, date: DateMatch, times: TimeMatch[]): ListedDays | null {
  const own = daysOf(date);
  const { days: listed } = listedAfter(text, date, times);
  if (!own || listed.length === 0) return null;
  const runs: DateMatch[] = [];
  for (const day of withListed(own, listed)) {
    const last = runs[runs.length - 1];
    const lastDay = last?.through?.day ?? last?.day;
    if (last && lastDay === day.day - 1) last.through = { month: day.month, day: day.day, year: day.year };
    else runs.push({ ...day, through: undefined });
  }
  for (const run of runs) if (!run.through) delete run.through;
  return { runs, mentions: { dates: [date, ...onceEach(listed)], times } };
}
