import { type CheerioAPI } from 'cheerio';
import { type AnyNode, type Element } from 'domhandler';
import { DateTime } from 'luxon';
import { type ExtractionContext, type RawEvent } from '../scanned-event';
import { blockParts, type BlockParts } from '../records/block-parts';
import { blockText, readBlockText, UNREAD_TAGS } from '../parse/block-text';
import { isWhitespace } from '../parse/character-codes';
import { collapseWhitespace } from '../parse/plain-text';
import { type DateMatch } from '../dates/date-patterns';
import { dateTimeRun } from '../dates/date-time-runs';
import { namesDeadline, withoutDeadlines } from '../dates/deadlines';
import { type Mentions, readMentions, withoutMentions } from '../dates/mentions';
import {
  dayUnderHeading,
  type HeadingMonth,
  monthHeading,
  onlyACalendarHeading,
} from '../records/month-headings';
import { namedEntries, type NamedHours, namedHours } from '../dates/named-hours';
import { listedDays, type Performance, performanceSchedule } from '../dates/performances';
import { showColumnTime, withoutMarkedDoors } from '../records/show-column';
import { inZone, zoneAfterHour } from '../year-zone/written-zones';
import { firstLineTaken } from './stripped-lines';
import { eventTime, type TimeMatch } from '../dates/time-patterns';
import { resolveDate } from '../year-zone/year-inference';

/** A month or weekday alone is a date badge's half ("Feb" over "18"), never a title. */
const CALENDAR_WORD =
  /^(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sept?(ember)?|oct(ober)?|nov(ember)?|dec(ember)?|mon(day)?|tue(s|sday)?|wed(nesday)?|thu(rs|rsday)?|fri(day)?|sat(urday)?|sun(day)?|today|tonight|tomorrow)\.?$/i;
/**
 * Words that label a link or badge, never an event's name; the words that join a date and a time ("to", "and"), left
 * alone once those are taken out; and a post's byline ("Updated", "Posted").
 */
const NOT_A_TITLE =
  /^((buy |get )?(tickets?|more( info)?|details|info|rsvp|sold out|free|learn more|read more|book( now)?|register|doors|show|all ages|21\+|18\+|\$\s?\d.*)|(view |download )?(agenda|minutes|summary|video|pdf|map|directions)|add to (my )?calendar|at|from|on|to|and|until|till|through|thru|by|of|the|with|(originally )?(published|posted|updated|last updated|modified)( on| at)?|(\d+|no) (events?|results?)(,? \d{1,2})?|all[\s-]day( event)?|time tba|tba|tbd|(start|end|closing|effective|expiration|release|posting) date)$/i;
const firstLine = (line: string): string => line;
/** A visitor's question ("When do doors open?", "How do I get tickets?"): a page of answers, not an event's name. */
const FAQ_QUESTION =
  /^(?:when|where|how|what time|can (?:i|we|you)|do (?:i|we|you)|does|will (?:i|we|you|there))\b[^?]*\?$/i;
/** A field's label, one to three words and a colon ("Date:", "Event:", "Start time:"): what follows it is the value. */
const FIELD_LABEL = /^\p{L}+(?: \p{L}+){0,2}:$/u;
/** Named once: a regular expression literal makes a new object each time it is evaluated. */
const TWO_LETTERS = /\p{L}{2}/u;
const THREE_LETTERS = /\p{L}{3}/u;
/**
 * Opening hours and closures written as a day's entry ("Thursday, December 24: Open 9 am – 1 pm", "Regular hours",
 * "Closed", "Pool closed for maintenance", "City Offices Closed - Christmas Day", "Road closure"): the venue's hours, never an event. The whole name must be
 * such words: "Open Mic" is an event.
 */
const OPENING_HOURS =
  /^(?:(?:we(?:'re| are) |now )?open(?: (?:today|late|early|daily))?|(?:[\p{L}'’]+ ){0,2}closed?(?: (?:today|early|all day|for .+|on .+)|\s*[-–—:]\s*.+)?|closing early|early closing|(?:[\p{L}'’]+ ){0,2}closures?|(?:[\p{L}'’]+ ){0,2}hours(?: of operation)?|(?:[\p{L}'’]+ ){0,2}schedule)$/iu;

/** What follows a day that opens a name and goes on as a phrase: a lower-case word, then more words. */
const PHRASE_GOES_ON = /^\s*\p{Ll}{2,}\s+\p{L}/u;

/**
 * Whether a name opens with a day and goes on as a phrase about it ("4th of July on the Pier", "1st of May in the
 * Square"): the day is the name's subject, not a date written before it ("June 12, 2027 – Kite Day"), and stays in it.
 */
function opensWithItsDay(candidate: string, mentions: Mentions): boolean {
  const { dates, times } = mentions;
  if (dates.length !== 1 || times.length > 0) return false;
  const date = dates[0]!;
  if (candidate.slice(0, date.index).trim() !== '') return false;
  const rest = candidate.slice(date.index + date.text.length);
  const lineEnd = rest.indexOf('\n');
  return PHRASE_GOES_ON.test(lineEnd < 0 ? rest : rest.slice(0, lineEnd));
}

function usableTitle(candidate: string): string | null {
  if (FIELD_LABEL.test(candidate.trim())) return null;
  const mentions = readMentions(candidate);
  const line =
    (opensWithItsDay(candidate, mentions)
      ? collapseWhitespace(candidate.trim().split('\n', 1)[0]!)
      : firstLineTaken(candidate, mentions, firstLine)) ?? '';
  if (line.length < 2 || line.length > 200 || !TWO_LETTERS.test(line)) return null;
  if (NOT_A_TITLE.test(line) || CALENDAR_WORD.test(line) || onlyACalendarHeading(line)) return null;
  if (FAQ_QUESTION.test(line)) return null;
  return line;
}

export interface TitleCandidate {
  title: string;
  /** Which kind of element held it (selector rank, tag, class), comparable across a listing's blocks. */
  slot: string;
  /** An element marks it as a name; false for a line of bare text. */
  marked: boolean;
}

const MAX_TITLE_CANDIDATES = 6;
/**
 * An event's block is a card or a row; past this much text it is a container of many (a whole
 * listing, a page), and reading its dates would cost time for nothing.
 */
const MAX_BLOCK_TEXT = 8000;

/**
 * The block being read's title candidates, gathered in one list reused from block to block (each block keeps a copy
 * of exactly its own), and a one-entry memo of usable titles: a card's heading, its link and its first line are often
 * one text, one after the other, read once. Both are cleared after each block, so no page's text stays behind.
 */
const gathered: TitleCandidate[] = [];
/** What a cleared place of `gathered` holds. */
const NO_CANDIDATE: TitleCandidate = { title: '', slot: '', marked: false };
let gatheredCount = 0;
let lastCandidate: string | null = null;
let lastTitle: string | null = null;

function usableOnce(candidate: string): string | null {
  if (candidate !== lastCandidate) {
    lastTitle = usableTitle(candidate);
    lastCandidate = candidate;
  }
  return lastTitle;
}

function gather(candidate: TitleCandidate): void {
  gathered[gatheredCount] = candidate;
  gatheredCount += 1;
}

function gatheredSlot(slot: string): boolean {
  for (let index = 0; index < gatheredCount; index += 1) if (gathered[index]!.slot === slot) return true;
  return false;
}

/**
 * Where the event's name may stand, most likely first: headings and emphasised elements, then the
 * first line left after dates and times. The listing picks one slot for all its blocks.
 */
function titleCandidates(parts: BlockParts, text: string, mentions: Mentions): TitleCandidate[] {
  gatheredCount = 0;
  for (let rank = 0; rank < parts.titles.length && gatheredCount < MAX_TITLE_CANDIDATES; rank += 1) {
    const elements = parts.titles[rank]!;
    for (let index = 0; index < elements.length; index += 1) {
      const { text: candidate, slot } = elements[index]!;
      if (gatheredCount >= MAX_TITLE_CANDIDATES) break;
      if (gatheredSlot(slot)) continue;
      const title = usableOnce(candidate);
      if (title) gather({ title, slot, marked: true });
    }
  }
  const title = firstLineTaken(text, mentions, usableOnce);
  if (title) gather({ title, slot: 'text', marked: false });
  // Exactly as long as it is: the listing keeps every block's candidates until its slot is chosen.
  const found = gathered.slice(0, gatheredCount);
  gathered.fill(NO_CANDIDATE, 0, gatheredCount);
  lastCandidate = null;
  lastTitle = null;
  return found;
}

/**
 * Whether a date without a time reads as an event's day rather than a post's or a document's:
 * written out with a month name (numeric "10/13" names minutes and agendas far more often), and
 * either as listings of what is coming write it (a weekday, or no year: "Thursday, February 19",
 * "Feb 18") or inside markup that calls itself an event.
 */
function looksLikeEventDay(date: DateMatch, parts: BlockParts, text: string): boolean {
  // An exhibition's run of months ("Sept 12, 2026 – March 14, 2027", "Through January 31"): on view any day of it.
  if (date.through && isExhibition(parts, text)) return true;
  // A quarter's or a year's span ("January 1 – March 31, 2027") dates a report, a term or a budget.
  if (runDays(date) > MAX_RUN_DAYS) return false;
  if (isRunOnItsOwnLine(date, text) || ALL_DAY_LINE.test(text)) return true;
  // "Today" without an hour: a notice's or a news item's day ("Today: council approves budget").
  if (!THREE_LETTERS.test(date.text) || date.fromToday !== undefined) return false;
  return date.weekday !== null || date.year === null || parts.eventClass;
}

/** A museum's exhibition: its markup or its words say so ("exhibition", "on view"). */
const EXHIBITION_WORDS = /\bexhibit(?:ion)?s?\b|\bon view\b/i;
const isExhibition = (parts: BlockParts, text: string) =>
  parts.exhibitionClass || EXHIBITION_WORDS.test(text);

/** The words that make a lone day an exhibition's last ("Through January 31, 2027", "On view until March 8"). */
const UNTIL_WORDS = /\b(?:through|thru|until|till)\s*$/i;

/**
 * An exhibition shown as open until a day ("Through January 31, 2027"): a run from today, the day it is seen on view,
 * to that day. Null for any other block, or when the day has no "through" before it.
 */
function onViewUntil(
  text: string,
  dates: readonly DateMatch[],
  context: ExtractionContext,
): DateMatch | null {
  const date = dates[0];
  if (dates.length !== 1 || !date || date.through || date.text === '') return null;
  // What stands before the day on its line.
  const lineStart = text.lastIndexOf('\n', date.index) + 1;
  if (!UNTIL_WORDS.test(text.slice(lineStart, date.index))) return null;
  const today = DateTime.fromJSDate(context.now, { zone: context.timezone });
  return {
    month: today.month,
    day: today.day,
    year: today.year,
    weekday: null,
    index: date.index,
    text: date.text,
    through: { month: date.month, day: date.day, year: date.year },
  };
}

const DAY_MS = 86_400_000;
/** The longest run of days without an hour read as one event's: a production's, a fair's or a show's, not a quarter's. */
const MAX_RUN_DAYS = 80;
/** The page says in a line of its own that the day is an event's whole day. */
const ALL_DAY_LINE = /^all[\s-]day$/im;
/** What may stand beside a date on its line and leave it alone there: punctuation and a label ("Dates:"). */
const ONLY_A_LABEL = /^[\s\p{P}]*(?:\p{L}+:)?[\s\p{P}]*$/u;

/**
 * A run of days alone on its line ("Jan 9 – Feb 1, 2027", "March 5–28, 2027", "12/19/2026 - 12/20/2026"): a season's
 * production, a fair, an exhibition. A post or a document is dated by one day, never by a run.
 */
function isRunOnItsOwnLine(date: DateMatch, text: string): boolean {
  if (!date.through || date.text === '') return false;
  return ONLY_A_LABEL.test(lineOf(text, date).replace(date.text, ''));
}

/** How many days a run spans ("Jan 9 – Feb 1, 2027": 23); 0 for a single day. */
function runDays({ year, month, day, through }: DateMatch): number {
  if (!through) return 0;
  const from = year ?? through.year ?? 2000;
  const days =
    (Date.UTC(through.year ?? from, through.month - 1, through.day) - Date.UTC(from, month - 1, day)) /
    DAY_MS;
  return days < 0 ? days + 365 : days;
}

/**
 * Whether a block names one day, the rule for an event's block. A run ("July 20–24", "Dec 30 – Jan 2")
 * is one event's days, named by its first.
 */
export function namesOneDay(dates: readonly DateMatch[]): boolean {
  const first = dates[0];
  if (first === undefined) return false;
  // A loop rather than `every`: a closure holding `first` needs an object made on every call, one per block.
  for (let index = 1; index < dates.length; index += 1)
    if (dates[index]!.month !== first.month || dates[index]!.day !== first.day) return false;
  return true;
}

/**
 * The last day of a run ("July 20–24", "Nov 28 – Dec 3", "Dec 30 – Jan 2" into the next year), for an event that
 * lasts over days; null for a single day.
 */
export function lastDay(date: DateMatch, first: DateTime): DateTime | null {
  const { through } = date;
  if (!through) return null;
  let last = first.set({ year: through.year ?? first.year, month: through.month, day: through.day });
  if (!last.isValid) return null;
  if (last <= first && through.year === null) last = last.plus({ years: 1 });
  return last > first ? last : null;
}

/**
 * Where an event read at `time` on `day` ends: a run of days on its last day, at the time's end, else at the hour its
 * last day starts, else (no hour) on that day; a range of hours on the day itself, "9 pm – 1 am" the next day.
 */
export function eventEnd(day: DateTime, last: DateTime | null, time: TimeMatch | null): DateTime | null {
  const end = time?.end
    ? (last ?? day).set(time.end)
    : time && last
      ? last.set({ hour: time.hour, minute: time.minute })
      : time
        ? null
        : last;
  return end && end < (time ? day.set({ hour: time.hour, minute: time.minute }) : day)
    ? end.plus({ days: 1 })
    : end;
}

/** A line of running prose: many words, ending as a sentence does. */
const PROSE_LINE = /^(?:\S+\s+){11,}\S*[.!?]["')”]?$/u;
/** The fewest blanks a line of running prose holds: one after each of its first eleven words. */
const PROSE_BLANKS = 11;

/**
 * Whether the line holding `at` has blanks enough to be running prose, counted in place: most blocks' lines (a date,
 * an hour) are then never cut out of their text only to fail `PROSE_LINE`.
 */
function mayBeProse(text: string, at: { index: number }): boolean {
  const lineStart = text.lastIndexOf('\n', at.index) + 1;
  const lineEnd = text.indexOf('\n', at.index);
  const end = lineEnd === -1 ? text.length : lineEnd;
  let blanks = 0;
  for (let index = lineStart; index < end && blanks < PROSE_BLANKS; index += 1)
    if (isWhitespace(text.charCodeAt(index))) blanks += 1;
  return blanks >= PROSE_BLANKS;
}

/** Whether the line holding `at` is running prose. */
const onProseLine = (text: string, at: { index: number }) =>
  mayBeProse(text, at) && PROSE_LINE.test(lineOf(text, at));

/**
 * Whether a block's date stands in a sentence that also holds its would-be name ("The Court will host the show from
 * October 11 through November 1, 2019."): a paragraph of a description, not a listed event. A card whose heading
 * names the event and whose prose gives the day is still one.
 */
function namedInProse(text: string, date: DateMatch, title: TitleCandidate): boolean {
  if (!mayBeProse(text, date)) return false;
  const line = lineOf(text, date);
  return PROSE_LINE.test(line) && (title.slot === 'text' || line.includes(title.title));
}

function lineOf(text: string, date: { index: number }): string {
  const lineStart = text.lastIndexOf('\n', date.index) + 1;
  const lineEnd = text.indexOf('\n', date.index);
  return text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd);
}

/** A wall-clock time without its offset, as the listing's readers write one. */
export const iso = (value: DateTime) => value.toISO({ includeOffset: false, suppressMilliseconds: true })!;

/**
 * A day's wall-clock start at an hour, as luxon sets it (a time in a spring-forward gap moves on).
 * A listing repeats a few hours over its days, and the days come remembered (resolveDate): each
 * day and hour is asked of luxon once. Weakly held, so it lives no longer than the days do.
 */
const startsOfDay = new WeakMap<DateTime, Map<number, string>>();
export function startAt(day: DateTime, hour: number, minute: number): string {
  let starts = startsOfDay.get(day);
  if (!starts) {
    starts = new Map();
    startsOfDay.set(day, starts);
  }
  const key = hour * 60 + minute;
  let start = starts.get(key);
  if (start === undefined) {
    start = iso(day.set({ hour, minute }));
    starts.set(key, start);
  }
  return start;
}

/**
 * A day's box holding several events, each named by a heading of its own at an hour of its own (a month grid's day
 * cell, a mobile list's day, a festival's day): not one event, so the listing inside it is read instead.
 */
const NAMED_LINK = /^\s*\D.*\p{L}{2}/u;

function holdsSeveralEvents(parts: BlockParts, times: readonly TimeMatch[]): boolean {
  // Most blocks give one hour: no set for them.
  if (!twoHours(times)) return false;
  const hours = new Set<number>();
  for (const { hour, minute, label } of times) if (label !== 'doors') hours.add(hour * 60 + minute);
  const names = new Set(parts.titles[0].map(({ text }) => text.trim().toLowerCase()));
  if (names.size >= 3) return true;
  // A day's schedule of acts, each a link at an hour of its own ("11:00 am The Ferris Sisters", "1:30 pm …"): from
  // three acts on, or from two under a heading that names only the day (no event's name over them).
  if (hours.size < 3 && !headedByDayOnly(parts)) return false;
  // Links named by hours ("1:00", "4:00 PM": a film's showtimes, each to its tickets) are one event's, not acts.
  const links = new Set<string | undefined>();
  for (const { element, text } of parts.titles[2])
    if (element.name === 'a' && NAMED_LINK.test(text) && usableTitle(text))
      links.add(element.attribs['href']);
  return links.size >= hours.size;
}

/** Whether a box's headings are all a day alone ("Saturday, January 16"), naming no event. */
function headedByDayOnly(parts: BlockParts): boolean {
  const headings = parts.titles[0];
  return headings.length > 0 && headings.every(({ element }) => monthHeading(element)?.day !== undefined);
}

/** Whether the times name two different hours, doors aside. */
function twoHours(times: readonly TimeMatch[]): boolean {
  let first: number | null = null;
  for (const { hour, minute, label } of times) {
    if (label === 'doors') continue;
    const at = hour * 60 + minute;
    if (first === null) first = at;
    else if (at !== first) return true;
  }
  return false;
}

/**
 * A day's box: a heading that is only the day, then two or more entries each at an hour of its own (Google
 * Calendar's agenda, a schedule's day). Several events, read under their day heading, not one.
 */
const NAMED_ENTRY = /\p{L}{3}/u;
const ALL_DAY_WORDS = /all[\s-]day/gi;

function dayOfEntries(block: readonly AnyNode[], text: string, times: readonly TimeMatch[]): boolean {
  // Two entries need two hours, or an hour and a day-long one: most cards (one hour, a range) are left at once.
  if (block.length !== 1 || block[0]!.type !== 'tag' || times.length === 0) return false;
  // A definition list's day keeps its entries: read inside, its <dt> and <dd>s are one block again.
  if ((block[0] as Element).name === 'dl') return false;
  if (!(times.length >= 2 && !sameHour(times[0]!, times[1]!)) && !ALL_DAY_LINE.test(text)) return false;
  const entries = (block[0] as Element).children.filter(
    (child): child is Element => child.type === 'tag' && !UNREAD_TAGS.has((child as Element).name),
  );
  if (entries.length < 3 || monthHeading(entries[0]!)?.day === undefined) return false;
  let timed = 0;
  // Each an hour (or "All day") beside a name: a row's cells of bare hours (doors, show) are one event's.
  for (const entry of entries.slice(1)) {
    const text = blockText([entry]);
    const mentions = readMentions(text);
    const allDay = ALL_DAY_LINE.test(text);
    if (
      (mentions.times.length > 0 || allDay) &&
      NAMED_ENTRY.test(withoutMentions(text, mentions).replace(ALL_DAY_WORDS, ''))
    )
      timed += 1;
  }
  return timed >= 2;
}

/**
 * An element's text with a space where one child element ends and the next begins: a venue's name and street in
 * spans of their own ("The Orange Peel" "101 Biltmore Ave") are not one word.
 */
function spacedText(element: Element): string {
  let text = '';
  const walk = (node: AnyNode): void => {
    if (node.type === 'text') text += (node as unknown as { data: string }).data;
    else if (node.type === 'tag') {
      text += ' ';
      (node as Element).children.forEach(walk);
      text += ' ';
    }
  };
  element.children.forEach(walk);
  return text.replace(/\s+/g, ' ').trim();
}

const PROVENANCE = 'listing block: ';
const PROVENANCE_TEXT = 160;
const PROVENANCE_LENGTH = PROVENANCE.length + PROVENANCE_TEXT;
const LINE_BREAK = 0x0a;
const SPACE = 0x20;
const SLASH = 0x2f;
/** The provenance being written, as character codes (at most its length), reused from block to block. */
const provenanceCodes: number[] = [...PROVENANCE].map((character) => character.charCodeAt(0));

/**
 * Where a block's event came from: its first 160 characters, each break written " / ", all cut to the length of
 * "listing block: " and 160 characters. Written as codes and made one string of its own: every event keeps its
 * provenance (a long listing's events all at once, while the listing reads on), so it must hold no piece of the
 * block's text, and splitting and joining made several strings and a list per block on the way (a global `replace`
 * keeps ~300 bytes more per string, measured).
 */
function blockProvenance(text: string): string {
  const codes = provenanceCodes;
  let length = PROVENANCE.length;
  const end = Math.min(text.length, PROVENANCE_TEXT);
  for (let index = 0; index < end && length < PROVENANCE_LENGTH; index += 1) {
    const code = text.charCodeAt(index);
    if (code !== LINE_BREAK) codes[length++] = code;
    else {
      codes[length++] = SPACE;
      if (length < PROVENANCE_LENGTH) codes[length++] = SLASH;
      if (length < PROVENANCE_LENGTH) codes[length++] = SPACE;
    }
  }
  codes.length = length;
  return String.fromCharCode(...codes);
}

/**
 * The texts of a block's entries: its elements when it is several (a <dt> and its <dd>s), else the children of its
 * element, past wrappers of one child.
 */
function entryTexts(block: readonly AnyNode[]): string[] {
  let entries = block.filter((node): node is Element => node.type === 'tag');
  while (entries.length === 1) {
    entries = entries[0]!.children.filter(
      (child): child is Element => child.type === 'tag' && !UNREAD_TAGS.has((child as Element).name),
    );
  }
  return entries.map((entry) => blockText([entry]));
}

/** When one of an event's later showings starts and ends. */
export interface Showing {
  start: string;
  end: string | null;
  /** Its own page, where it has a link of its own (a calendar cell's second event). */
  url?: string;
}

export interface BlockReading {
  event: RawEvent;
  titles: TitleCandidate[];
  /**
   * The event's later showings, each an event: a film's 4:00 and 7:00 after its 1:00, a show's performances on its
   * other days.
   */
  laterShowings?: Showing[];
  /** A day's events each under its own name at its own hour: the first is the event's, the others its showings'. */
  ownNames?: NamedHours;
}

/**
 * The hours of an event's showings on its day: each a link of its own named by nothing but its hour (a cinema's
 * "1:00 PM" "4:00 PM" "7:00 PM", each to its tickets), or a line of nothing but hours ("7:00 PM & 9:30 PM", a comedy
 * club's shows of a night): one showing each, a user picks the 7:00 or the 9:30. Null when fewer than two hours are
 * so written; a range, a doors hour or an hour in words beside a name is no showing.
 */
function showings(parts: BlockParts, text: string, times: readonly TimeMatch[]): TimeMatch[] | null {
  // Each showing is one of the block's hours: most blocks have one.
  return times.length < 2 ? null : showingsAmong(parts, text, times);
}

/** `showings` of a block of two hours or more: apart, as its closures hold `shown` (see `namedLaterHours`). */
function showingsAmong(parts: BlockParts, text: string, times: readonly TimeMatch[]): TimeMatch[] | null {
  const shown: TimeMatch[] = [];
  const add = (time: TimeMatch) => {
    if (!time.end && time.label === null && !shown.some((other) => sameHour(other, time))) shown.push(time);
  };
  for (const { element, text: linkText } of parts.titles[2]) {
    if (element.name !== 'a') continue;
    const time = times.find((candidate) => candidate.text === linkText);
    if (time) add(time);
  }
  if (shown.length < 2) hoursLine(text, times)?.forEach(add);
  return shown.length >= 2 ? shown : null;
}

/** What may stand between the hours of a line of showings (commas, ampersands, bars, "and"), after a "Shows" label. */
const BETWEEN_SHOWINGS = /^\s*(?:(?:show|performance)s?|show ?times|times)?:?(?:[\s,&|/·•+]|and\b)*$/i;

/** The hours on the first line that holds two or more and nothing else but what joins them; null if none does. */
function hoursLine(text: string, times: readonly TimeMatch[]): TimeMatch[] | null {
  for (let first = 0; first < times.length - 1;) {
    const lineStart = text.lastIndexOf('\n', times[first]!.index) + 1;
    const lineEnd = text.indexOf('\n', times[first]!.index);
    let last = first;
    while (last + 1 < times.length && (lineEnd < 0 || times[last + 1]!.index < lineEnd)) last += 1;
    const onLine = times.slice(first, last + 1);
    if (onLine.length >= 2) {
      let rest = text.slice(lineStart, lineEnd < 0 ? undefined : lineEnd);
      for (const time of onLine) rest = rest.replace(time.text, ' ');
      if (BETWEEN_SHOWINGS.test(rest)) return onLine;
    }
    first = last + 1;
  }
  return null;
}

const sameHour = (one: TimeMatch, other: TimeMatch) => one.hour === other.hour && one.minute === other.minute;

/**
 * The time a link's tooltip gives for the block's day ("View Agenda for City Council on 9/27/2022 10:00:00 AM"), for
 * a block that shows the day only.
 */
function tooltipTime(parts: BlockParts, date: DateMatch): TimeMatch | null {
  for (const tooltip of parts.tooltips) {
    const mentions = readMentions(tooltip);
    if (
      mentions.times.length > 0 &&
      mentions.dates.some(({ month, day }) => month === date.month && day === date.day)
    )
      return eventTime(mentions.times);
  }
  return null;
}

/** A machine date in an attribute: "2024-01-17", "20240117". */
const MACHINE_DATE = /^(\d{4})-?(\d{2})-?(\d{2})$/;

/**
 * The day a block's element states in its attributes (`datetime`, `data-date`, a calendar cell's `data-mec-cell`),
 * as a calendar grid's day cells do; null when it states none.
 */
export function attributeDate(node: AnyNode): DateMatch | null {
  if (node.type !== 'tag') return null;
  const { attribs } = node as Element;
  for (const name in attribs) {
    if (name !== 'datetime' && !name.startsWith('data-')) continue;
    const found = MACHINE_DATE.exec(attribs[name]!);
    if (!found) continue;
    const [, year, month, day] = found.map(Number) as [number, number, number, number];
    if (month >= 1 && month <= 12 && day >= 1 && day <= 31)
      return { month, day, year, weekday: null, index: 0, text: '' };
  }
  return null;
}

/** The dates and times of a block, its day read under the month heading in force when it names no date itself. */
function blockMentions(
  text: string,
  month: HeadingMonth | null,
): Mentions & { deadlines?: boolean; dayHeading?: boolean } {
  const read = readMentions(text);
  const run = read.dates.length >= 2 ? dateTimeRun(text, read) : null;
  if (run) return run;
  const mentions = read.dates.length > 0 ? withoutDeadlines(text, read) : read;
  if (mentions !== read) return { ...mentions, deadlines: true };
  if (!month) return mentions;
  // Under a month heading a row's own day stands on a line of its own ("Wed 29 - Thu 30"), before any date its note
  // gives ("(Ends May 3)", "(Begins Apr 29)": the run's other end, on a row of another month).
  if (!month.day) {
    const day = dayUnderHeading(text, month);
    return day ? { dates: [day], times: mentions.times } : mentions;
  }
  if (mentions.dates.length > 0) return mentions;
  // Under a day heading an entry has its hour, or says it lasts the whole day ("All day").
  return mentions.times.length > 0 || ALL_DAY_LINE.test(text)
    ? { dates: [month.day], times: mentions.times, dayHeading: true }
    : mentions;
}

export function readEventBlock(
  $: CheerioAPI,
  block: readonly AnyNode[],
  context: ExtractionContext,
  month: HeadingMonth | null = null,
  /** The block is a run of loose nodes (text, <b>, <a>) rather than elements that each hold a card. */
  loose = false,
  /** The day its parent states in its attributes (a grid's day cell holding several events). */
  parentDay: DateMatch | null = null,
  /** The block is a heading and what follows it up to the next (flat content): its day stands on a line of meta. */
  headed = false,
): BlockReading | null {
  const read = readBlockText(block, MAX_BLOCK_TEXT);
  if (read === null) return null;
  const { text } = read;
  // A block that is nothing but a day or a month is a heading, whatever its elements ("<b>F</b><b>riday</b>, Dec 4").
  if (onlyACalendarHeading(text)) return null;
  const mentions = blockMentions(text, month);
  const { times } = mentions;
  // A day cell's own machine date outweighs the dates its hidden notes and tooltips mention.
  const cellDay =
    (block.length === 1 ? attributeDate(block[0]!) : null) ??
    (mentions.dates.length === 0 ? parentDay : null);
  const dates = cellDay ? [cellDay] : mentions.dates;
  // Several days, each with its hours ("December 11, 12 & 13 at 7:30 pm; December 13 at 2 pm"): a show's performances.
  const schedule = cellDay ? null : performanceSchedule(text, mentions);
  const performance = schedule?.performances[0];
  // Several days without an hour ("December 5, 6, 12 & 13"): the event's days, a run of days in a row one event.
  const dayList = schedule || cellDay ? null : listedDays(text, mentions);
  if (!performance && !namesOneDay(dates)) return null;
  // A cell of several events at several hours is a day of a grid, not one event; so is a box under a day heading.
  const sharedDay = cellDay !== null || mentions.dayHeading === true;
  if (sharedDay && new Set(times.map(({ hour, minute }) => hour * 60 + minute)).size > 1) return null;
  // Under a day heading, an hour in running prose is a story's, not a listed event's.
  if (mentions.dayHeading && times.length > 0 && onProseLine(text, times[0]!)) return null;
  let time = performance?.time ?? showColumnTime($, block) ?? eventTime(withoutMarkedDoors(block, times));
  const parts = blockParts(block, read, loose);
  // "Through January 31, 2027" on an exhibition: on view from today to that day.
  const until = times.length === 0 ? onViewUntil(text, dates, context) : null;
  const date =
    performance?.date ?? dayList?.runs[0] ?? (until && isExhibition(parts, text) ? until : dates[0]!);
  const day = resolveDate(date, context.now, context.timezone);
  if (!day) return null;
  if (holdsSeveralEvents(parts, times) || dayOfEntries(block, text, times)) return null;
  time ??= tooltipTime(parts, date);
  // "4:00 pm Family Eucharist · 10:30 pm Choral Prelude": a day's events, each at its hour under its own name.
  const ownNames =
    !schedule && !mentions.dayHeading && twoHours(times)
      ? (namedHours(text, mentions) ?? namedEntries(entryTexts(block), times))
      : null;
  if (ownNames) time = ownNames.hours[0]!.time;
  const shows =
    time && !time.end && !mentions.dayHeading && !schedule && !ownNames ? showings(parts, text, times) : null;
  if (shows) time = shows[0]!;
  const titles = titleCandidates(parts, text, schedule?.mentions ?? dayList?.mentions ?? mentions);
  const named = titles[0];
  if (!named || namesDeadline(named.title) || OPENING_HOURS.test(named.title)) return null;
  if (!time && !(named.marked && looksLikeEventDay(date, parts, text))) return null;
  if (!sharedDay && namedInProse(text, date, named)) return null;
  // Under a heading in flat content, a day in running prose is a story's (a post's paragraph), not a listed event's.
  if (headed && onProseLine(text, date)) return null;
  // Beside a deadline, only a day with its hour on a line of its own is the event's (a library's "Date:" and "Time:"
  // over "Registration closes …"); a notice's other dates ("Winners announced February 1") are not.
  if (mentions.deadlines && (!time || onProseLine(text, date))) return null;
  const { title } = named;
  const end = eventEnd(day, lastDay(date, day), time);
  const description = parts.description ? $(parts.description).text() || null : null;
  const event: RawEvent = {
    tier: 'heuristic',
    provenance: blockProvenance(text),
    title,
    start: time ? startAt(day, time.hour, time.minute) : day.toISODate()!,
    end: end ? (time ? iso(end) : end.toISODate()) : null,
    allDay: !time,
    location: parts.location ? spacedText(parts.location) || null : null,
    url: parts.link,
    imageUrl: parts.image,
    description,
  };
  if (date === until) event.startsWhenSeen = true;
  // "7 pm ET" on a page read in Chicago: the hour is Eastern time whatever the venue's or the user's zone.
  const zone = time && times.includes(time) ? zoneAfterHour(text, time) : null;
  if (zone) {
    event.start = inZone(event.start, zone);
    event.end = event.end ? inZone(event.end, zone) : null;
  }
  if (schedule)
    return { event, titles, laterShowings: laterPerformances(schedule.performances, text, context) };
  if (dayList) return { event, titles, laterShowings: laterDays(dayList.runs, context) };
  if (ownNames)
    return { event, titles, laterShowings: namedLaterHours(ownNames, parts, date, text, context), ownNames };
  if (!shows) return { event, titles };
  return { event, titles, laterShowings: laterShowings(shows, day, zone, event.end ?? null) };
}

/*
 * The closures that make a block's later showings stand in functions of their own: a variable a closure holds lives
 * in an object made as its function starts, which `readEventBlock` made for every block, with or without showings.
 */

/** A day's named hours after its first, each with the link its name has in the block, if any. */
function namedLaterHours(
  ownNames: NamedHours,
  parts: BlockParts,
  date: DateMatch,
  text: string,
  context: ExtractionContext,
): Showing[] {
  const day = ownNames.hours.map(({ time }) => ({ date, time }));
  return laterPerformances(day, text, context).map((showing, index) => {
    const url = linkNamed(parts, ownNames.hours[index + 1]!.name);
    return url ? { ...showing, url } : showing;
  });
}

/** The showings of a day after its first, each ending when the first does. */
function laterShowings(
  shows: readonly TimeMatch[],
  day: DateTime,
  zone: string | null,
  end: string | null,
): Showing[] {
  const later = shows.slice(1).map(({ hour, minute }) => startAt(day, hour, minute));
  return later.map((start) => ({ start: zone ? inZone(start, zone) : start, end }));
}

/** The address of the block's link whose text is the name, if one is. */
function linkNamed(parts: BlockParts, name: string): string | undefined {
  for (const { element, text } of parts.titles[2])
    if (element.name === 'a' && text.trim() === name) return element.attribs['href'];
  return undefined;
}

/** The runs of days after an event's first, each all day from its first day to its last. */
function laterDays(runs: readonly DateMatch[], context: ExtractionContext): Showing[] {
  const later: Showing[] = [];
  for (const run of runs.slice(1)) {
    const day = resolveDate(run, context.now, context.timezone);
    const last = day ? lastDay(run, day) : null;
    if (day) later.push({ start: day.toISODate()!, end: last ? last.toISODate() : null });
  }
  return later;
}

/** A show's performances after its first, each at its day and hour (in the zone written after its hour). */
function laterPerformances(
  performances: readonly Performance[],
  text: string,
  context: ExtractionContext,
): Showing[] {
  const later: Showing[] = [];
  for (const { date, time } of performances.slice(1)) {
    const day = resolveDate(date, context.now, context.timezone);
    if (!day) continue;
    const end = eventEnd(day, null, time);
    const zone = zoneAfterHour(text, time);
    const start = startAt(day, time.hour, time.minute);
    later.push(
      zone
        ? { start: inZone(start, zone), end: end ? inZone(iso(end), zone) : null }
        : { start, end: end ? iso(end) : null },
    );
  }
  return later;
}
