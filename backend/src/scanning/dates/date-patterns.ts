import type { ParsedResult } from 'chrono-node';
// The English readers only: the package's main entry also loads its dozen other languages (~5 MB per thread).
import * as en from 'chrono-node/en';

export interface DateMatch {
  month: number;
  day: number;
  year: number | null;
  /** Luxon weekday, Monday 1 … Sunday 7. */
  weekday: number | null;
  /** The last day of a run ("Nov 20 – Dec 2", "November 20-22"). */
  through?: { month: number; day: number; year: number | null };
  /** Days after the day the page is read, for a day written as "Tonight" or "Tomorrow" (month 0, day this count). */
  fromToday?: number;
  index: number;
  text: string;
}

/**
 * chrono-node reads the calendar dates (ISO, "12/06", "1/8/27", "Sat, Dec 5", "Nov 3rd", "9th of January", "01Feb",
 * "Nov 20 - Dec 2"). Only its date parsers run, each with its weekday parser so a weekday prefix is merged into the
 * date: times stay ours (see time-patterns.ts), and relative phrases ("in 2 weeks", "3 days ago") name no listed day.
 * US order ("July 20") reads first and the day-first order ("18 Feb", date badges) only where it found nothing:
 * left to choose by length, chrono reads "July 20–24 July 20, 2026" as "20–24 July 20" (of the year 2020), and
 * "Mar 27" over a "March …" title as "27 March".
 */
const US_ORDER = [
  'ISOFormatParser',
  'ENYearMonthDayParser',
  'SlashDateFormatParser',
  'ENMonthNameMiddleEndianParser',
];
const DAY_FIRST = ['ENMonthNameLittleEndianParser'];

function dateParser(names: string[]): en.Chrono {
  const wanted = new Set([...names, 'ENWeekdayParser']);
  const configuration = en.configuration.createConfiguration(true, false);
  configuration.parsers = configuration.parsers.filter((parser) => wanted.has(parser.constructor.name));
  if (configuration.parsers.length !== wanted.size)
    throw new Error('chrono-node no longer has the date parsers the listing reader expects');
  return new en.Chrono(configuration);
}
const usOrder = dateParser(US_ORDER);
const dayFirst = dateParser(DAY_FIRST);

/** chrono reads a range's hyphen but not the dashes pages write it with; same length, so indices hold. */
const DASHES = /[\u2010-\u2015\u2212]/g;
/**
 * A weekday in parentheses after a day ("October 12(W) - 13(TH), 2022", "Jan 5 (Mon)"), which chrono does not read
 * as part of the date: blanked (same length) so the run and its year are read whole.
 */
const WEEKDAY_AFTER_DAY =
  /(?<=\d(?:st|nd|rd|th)?\s?)\((?:m|mo|mon|t|tu|tue|tues|w|we|wed|th|thu|thur|thurs|f|fr|fri|sa|sat|su|sun)\.?\)/gi;
/** chrono's reference date only fills what a page leaves out; the listing infers the year itself (year-inference.ts). */
const REFERENCE = new Date(Date.UTC(2000, 0, 1));

const WEEKDAY_LETTERS: Record<string, number> = { m: 1, t: 2, tu: 2, w: 3, th: 4, f: 5, sa: 6, su: 7 };

/** The weekday a date writes in parentheses after its (first) day: "October 12(W)" is a Wednesday. */
function weekdayAfterDay(text: string): number | null {
  WEEKDAY_AFTER_DAY.lastIndex = 0;
  const found = WEEKDAY_AFTER_DAY.exec(text);
  if (!found) return null;
  const letters = found[0].replace(/[().]/g, '').toLowerCase();
  return (
    WEEKDAY_LETTERS[letters] ?? WEEKDAY_LETTERS[letters.slice(0, 2)] ?? WEEKDAY_LETTERS[letters[0]!] ?? null
  );
}

/**
 * "December 11, 12 & 13", "Dec 4, 5": a written-out date followed by a comma and two digits, which chrono reads as a
 * two-digit year (2012). Listings write the year in full after a month's name; two digits there are the next day of
 * a list of days (a show's performances).
 */
const DAY_AFTER_COMMA = /^(\D.*?\d(?:st|nd|rd|th)?)\s*,\s*\d{2}$/i;

function toMatch(result: ParsedResult, text: string): DateMatch | null {
  const { start, end } = result;
  if (!start.isCertain('day') || !start.isCertain('month')) return null;
  const weekday = start.isCertain('weekday') ? start.get('weekday')! : null;
  const written = text.slice(result.index, result.index + result.text.length);
  const listed = start.isCertain('year') && !end ? DAY_AFTER_COMMA.exec(written) : null;
  const match: DateMatch = {
    month: start.get('month')!,
    day: start.get('day')!,
    year: start.isCertain('year') && !listed ? start.get('year')! : null,
    // chrono counts Sunday 0; luxon counts it 7.
    weekday: weekday === null ? null : weekday === 0 ? 7 : weekday,
    index: result.index,
    text: listed ? listed[1]! : written,
  };
  if (match.weekday === null) match.weekday = weekdayAfterDay(match.text);
  if (end?.isCertain('day'))
    match.through = {
      month: end.get('month')!,
      day: end.get('day')!,
      year: end.isCertain('year') ? end.get('year')! : match.year,
    };
  return match;
}

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const WEEKDAY = String.raw`(mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:r|rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\.?`;

/**
 * "Fri 12.5": dotted month.day, read only after a weekday since a bare "12.5" is usually a price. chrono reads a
 * weekday and "12.5" apart, so this listing form stays ours.
 */
const WEEKDAY_DOTTED = new RegExp(
  String.raw`\b${WEEKDAY},?\s+(\d{1,2})\.(\d{1,2})(?:\.(\d{4}|\d{2}))?(?![\d.])`,
  'gi',
);

function weekdayDotted(match: RegExpExecArray): DateMatch | null {
  const [text, weekdayName, monthText, dayText, yearText] = match;
  const month = Number(monthText);
  const day = Number(dayText);
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= 31)) return null;
  let year = yearText ? Number(yearText) : null;
  if (year !== null && year < 100) year += 2000;
  const weekday = WEEKDAYS.indexOf(weekdayName!.slice(0, 3).toLowerCase()) + 1;
  return { month, day, year, weekday, index: match.index, text };
}

/**
 * "Tonight", "TODAY · 8 pm", "Tomorrow, 7:00 PM": a listing's day counted from the day it is read. Only where the word
 * opens its line and a separator, an hour or the line's end follows it: in a sentence ("buy tickets today") it names
 * no event's day.
 */
const RELATIVE_DAY = /^\s*(today|tonight|tomorrow)\b(?=\s*(?:$|[,·|•:@\-–—]|\d))/i;

function relativeDay(text: string): DateMatch | null {
  const found = RELATIVE_DAY.exec(text);
  if (!found) return null;
  const fromToday = found[1]!.toLowerCase() === 'tomorrow' ? 1 : 0;
  const index = found[0].length - found[1]!.length;
  return { month: 0, day: fromToday, year: null, weekday: null, index, text: found[1]!, fromToday };
}

/** Calendar dates written in the ways US venue pages write them, chrono's readings first. */
export function findDates(text: string): DateMatch[] {
  const found: DateMatch[] = [];
  const add = (date: DateMatch | null): void => {
    const end = date ? date.index + date.text.length : 0;
    if (date && !found.some((other) => date.index < other.index + other.text.length && end > other.index))
      found.push(date);
  };
  const plain = text.replace(DASHES, '-').replace(WEEKDAY_AFTER_DAY, (weekday) => ' '.repeat(weekday.length));
  for (const result of usOrder.parse(plain, REFERENCE)) add(toMatch(result, text));
  for (const result of dayFirst.parse(plain, REFERENCE)) add(toMatch(result, text));
  for (const match of text.matchAll(WEEKDAY_DOTTED)) add(weekdayDotted(match as RegExpExecArray));
  // "Today, Dec 1": the calendar's day is the one read.
  if (found.length === 0) add(relativeDay(text));
  return found.sort((a, b) => a.index - b.index);
}
