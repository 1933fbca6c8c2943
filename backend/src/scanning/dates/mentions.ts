import { type DateMatch, findDates } from './date-patterns';
import { ownCopy } from '../own-copy';
import { appended } from '../parse/appended';
import { isAsciiDigit, isAsciiLetter } from '../parse/character-codes';
import { findTimes, type TimeMatch } from './time-patterns';

/** The dates and times a text mentions, each with its index in that text. */
export interface Mentions {
  dates: DateMatch[];
  times: TimeMatch[];
}

const NONE: Mentions = { dates: [], times: [] };

/**
 * Every date or time the readers know needs one of these: a digit before a meridiem or a
 * separator, a named hour, a month name, a day counted from today ("Tonight"), or a labelled hour
 * ("Doors 7"). Most lines of a listing (titles, descriptions, prices without a separator) have
 * none and are never parsed.
 */
const MAY_MENTION =
  /\d\s*[ap]|\d[:/.\-\u2010-\u2015\u2212]\s*\d|noon|midnight|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|to(?:day|night|morrow)|(?:door|show|music|start)s?\s*(?:at|@|:)?\s*\d/i;

/**
 * Lines repeat across a page: a card's heading is read in its block and again as a title
 * candidate, and a listing writes the same dates and hours on many cards. Bounded by entries so a
 * hostile page cannot grow it.
 */
const MAX_REMEMBERED_LINES = 20_000;
const remembered = new Map<string, Mentions>();

/** `text` with each span overwritten by `filler`: the other readings keep their indexes. */
export function blankOut(
  text: string,
  spans: ReadonlyArray<{ index: number; text: string }>,
  filler = ' ',
): string {
  let blanked = text;
  for (const { index, text: span } of spans)
    blanked = blanked.slice(0, index) + filler.repeat(span.length) + blanked.slice(index + span.length);
  return blanked;
}

/** What a date is blanked out with before hours are read: no space, which a range's dash may stand between. */
const DATE_FILLER = '#';

function readLine(page: string): Mentions {
  if (!MAY_MENTION.test(page)) return NONE;
  return remembered.get(page) ?? readNewLine(page);
}

/**
 * A line not read before, read and remembered. Apart from `readLine`: a variable its closure holds lives in an object
 * made as the function starts, which `readLine` made for every line, though most lines are remembered or mention nothing.
 */
function readNewLine(page: string): Mentions {
  // Remembered beyond the page: read from a copy, so neither the key nor the readings' texts keep the page alive.
  const line = ownCopy(page);
  const dates = findDates(line);
  // A date's digits ("12/06", "2026-02-19") are never read again as an hour; nor is a range read over a date
  // ("10:00 AM 10:00 – Sunday, December 13, 2026 4:00 PM" is two hours of two days, not "10:00 – 4:00 PM").
  const times = findTimes(blankOut(line, dates, DATE_FILLER)).map((time) => ({
    ...time,
    text: line.slice(time.index, time.index + time.text.length),
  }));
  const mentions = { dates, times };
  if (remembered.size >= MAX_REMEMBERED_LINES) remembered.clear();
  remembered.set(line, mentions);
  return mentions;
}

/**
 * Where a date may run over a line break: a date badge puts the month and the day in blocks of
 * their own ("Feb" over "18"), a weekday may stand above its date, a year below it.
 */
const DATE_WORD =
  /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?$/i;
const STARTS_WITH_MONTH = /^(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;
/** The first letters of "of" and of the month names, lower case: a line starting otherwise starts with no month. */
const MONTH_INITIALS = new Set([...'ojfmasnd'].map((letter) => letter.charCodeAt(0)));
const ENDS_WITH_DAY = /\d(?:st|nd|rd|th)?,?$/i;
const STARTS_WITH_YEAR = /^\d{4}\b/;
/** Enough of each side for the longest date ("Wednesday, September 30th, 2026"). */
const SEAM_REACH = 32;

/** A letter, a dot or a comma (`[a-z.,]` ignoring case). */
const isWordCharacter = (code: number) => isAsciiLetter(code) || code === 0x2e || code === 0x2c;

/**
 * Where the last word of a line starts, found from its end: a regex anchored at the end tries every position of the
 * line. At most 12 characters, well within the seam's reach.
 */
function lastWordStart(line: string): number {
  let start = line.length;
  while (start > 0 && line.length - start < 12 && isWordCharacter(line.charCodeAt(start - 1))) start -= 1;
  return start;
}

/**
 * Each test runs only where its line's first or last characters allow it to match (see `character-codes`); the
 * line's end is cut out only for a test that runs, as most seams of a listing run over nothing.
 */
function mayRunOver(before: string, after: string): boolean {
  const wordStart = lastWordStart(before);
  const first = after.charCodeAt(0);
  return (
    // The shortest date word is three letters ("Feb", "Sat").
    (before.length - wordStart >= 3 && DATE_WORD.test(before.slice(wordStart))) ||
    (MONTH_INITIALS.has(first | 0x20) && STARTS_WITH_MONTH.test(after)) ||
    (isAsciiDigit(first) && STARTS_WITH_YEAR.test(after) && ENDS_WITH_DAY.test(before.slice(-SEAM_REACH)))
  );
}

const NO_DATES: readonly DateMatch[] = [];
/** Seams repeat across a listing as lines do ("Feb" over "18" on every card): each window is read once. */
const rememberedSeams = new Map<string, readonly DateMatch[]>();

/** Dates that run over the break between two lines, indexed from the start of `before`. */
function datesOverSeam(before: string, after: string): readonly DateMatch[] {
  return mayRunOver(before, after) ? datesOverNear(before, after) : NO_DATES;
}

/** `datesOverSeam` where a date may run over the break (apart from it for the reason `readNewLine` is). */
function datesOverNear(before: string, after: string): readonly DateMatch[] {
  const tailStart = Math.max(0, before.length - SEAM_REACH);
  const window = `${before.slice(tailStart)}\n${after.slice(0, SEAM_REACH)}`;
  let crossing = rememberedSeams.get(window);
  if (!crossing) {
    const seam = before.length - tailStart;
    crossing = findDates(window).filter((date) => date.index < seam && date.index + date.text.length > seam);
    if (rememberedSeams.size >= MAX_REMEMBERED_LINES) rememberedSeams.clear();
    rememberedSeams.set(window, crossing);
  }
  return tailStart === 0 ? crossing : crossing.map((date) => ({ ...date, index: date.index + tailStart }));
}

/** The list with the item added at its end, where the list may be the first line's, which stays as it is. */
function added<T>(list: T[], firstLines: readonly T[], item: T): T[] {
  return list === firstLines && list.length > 0 ? [...list, item] : appended(list, item);
}

/**
 * A line's time indexed from the start of its block: written out field by field (the same fields in the same order),
 * it is a smaller object than a spread copy of a time made by spreads.
 */
function shiftedTime(time: TimeMatch, offset: number): TimeMatch {
  const index = time.index + offset;
  const { hour, minute, label, end, text } = time;
  return end === undefined ? { hour, minute, label, index, text } : { hour, minute, label, end, index, text };
}

const fromToday = (date: DateMatch) => date.fromToday !== undefined;

const overlaps = (a: { index: number; text: string }, b: { index: number; text: string }) =>
  a.index < b.index + b.text.length && b.index < a.index + a.text.length;

/**
 * Dates and times in a block's text, read line by line (each line once per page), plus the dates
 * that run over a line break, which replace the partial readings of either line.
 */
export function readMentions(text: string): Mentions {
  if (!text.includes('\n')) return readLine(text);
  let end = text.indexOf('\n');
  let line = text.slice(0, end);
  // The first line's lists stand as they are, shared as a one-line text's are (with the lines remembered), and
  // copied before a later line adds to them; `appended` never adds to an empty list.
  const first = readLine(line);
  let dates = first.dates;
  let times = first.times;
  let crossing: DateMatch[] | null = null;
  // Line by line without an array of lines: a long listing reads thousands of blocks.
  let offset = 0;
  for (;;) {
    if (offset > 0) {
      const found = readLine(line);
      for (const date of found.dates)
        dates = added(dates, first.dates, { ...date, index: date.index + offset });
      for (const time of found.times) times = added(times, first.times, shiftedTime(time, offset));
    }
    if (end < 0) break;
    const nextEnd = text.indexOf('\n', end + 1);
    const next = text.slice(end + 1, nextEnd < 0 ? text.length : nextEnd);
    for (const date of datesOverSeam(line, next))
      (crossing ??= []).push({ ...date, index: date.index + offset });
    offset = end + 1;
    end = nextEnd;
    line = next;
  }
  // "Tonight" over "Tue, Dec 1": the calendar's day is the one read.
  if (dates.length > 1 && dates.some(fromToday) && !dates.every(fromToday))
    dates = dates.filter((date) => !fromToday(date));
  if (crossing) {
    const over = crossing;
    dates = dates.filter((date) => !over.some((seam) => overlaps(seam, date)));
    dates.push(
      ...over.filter((seam, index) => !over.slice(0, index).some((earlier) => overlaps(earlier, seam))),
    );
    dates.sort((a, b) => a.index - b.index);
  }
  return { dates, times };
}

/** The text with every date and time mentioned in it (read here unless given) taken out, line breaks kept. */
export function withoutMentions(text: string, { dates, times }: Mentions = readMentions(text)): string {
  if (dates.length === 0 && times.length === 0) return text;
  return blankOut(text, [...dates, ...times]);
}
