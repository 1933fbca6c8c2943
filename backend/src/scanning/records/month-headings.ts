import { type AnyNode, type Element } from 'domhandler';
import { joinsAcross, UNREAD_TAGS } from '../parse/block-text';
import { isWhitespace } from '../parse/character-codes';
import { type DateMatch } from '../dates/date-patterns';

/** The month a heading puts over the rows after it ("November 2026", "December"). */
export interface HeadingMonth {
  month: number;
  year: number | null;
  /** The heading names a whole day ("Thursday, December 3, 2026"), over rows that give only its hours. */
  day?: DateMatch;
}

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_HEADING =
  /^(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?,?(?:\s+(\d{4}))?$/i;
/** "Wednesday, September 30th, 2026" is the longest heading read; a longer text is a sentence, not a heading. */
const MAX_HEADING_TEXT = 32;
/** Elements looked at before giving up: a month heading is one or two wrapped words. */
const MAX_HEADING_NODES = 8;

/**
 * The text of an element when it is as short as a heading, else null; it stops as soon as the
 * element holds more, so looking at every sibling of a listing costs a few nodes each. Its length
 * is measured first without writing it out: nearly every sibling looked at (a listing's cards) is
 * no heading.
 */
function shortText(element: Element): string | null {
  if (!measure.from(element)) return null;
  return new ShortTextWriter().write(element).text.replace(/\s+/g, ' ').trim();
}

/**
 * The walk behind `shortText`: one object per element looked at rather than a closure and a callback per node. It
 * counts the text's length and the whitespace at either end, as the text read so far would have them.
 */
class ShortTextMeasure {
  private nodes = 0;
  private length = 0;
  /** Whether the text read so far is all whitespace, and how much of it leads or trails. */
  private blank = true;
  private leading = 0;
  private trailing = 0;

  /** Whether the element's text may be a heading's, measured afresh. */
  from(element: Element): boolean {
    this.nodes = 0;
    this.length = 0;
    this.blank = true;
    this.leading = 0;
    this.trailing = 0;
    return this.read(element);
  }

  /** Whether the text read so far, this node's included, may still be a heading's. */
  private read(node: AnyNode): boolean {
    if (node.type === 'text') {
      // The markup's indentation between tags is no node of the heading's.
      if (this.add(node.data)) this.nodes += 1;
      if (this.nodes > MAX_HEADING_NODES) return false;
      // As long as the text with its whitespace trimmed.
      return this.length <= MAX_HEADING_TEXT || this.trimmedLength() <= MAX_HEADING_TEXT;
    }
    if (node.type !== 'tag') return true;
    this.nodes += 1;
    if (this.nodes > MAX_HEADING_NODES) return false;
    const child = node as Element;
    if (UNREAD_TAGS.has(child.name)) return true;
    this.add(' ');
    for (const grandchild of child.children) if (!this.read(grandchild)) return false;
    return true;
  }

  /** Adds a text node's length; whether it holds more than whitespace. */
  private add(text: string): boolean {
    let leading = 0;
    while (leading < text.length && isWhitespace(text.charCodeAt(leading))) leading += 1;
    this.length += text.length;
    if (leading === text.length) {
      if (this.blank) this.leading += text.length;
      this.trailing += text.length;
      return false;
    }
    if (this.blank) this.leading += leading;
    this.blank = false;
    let trailing = 0;
    while (isWhitespace(text.charCodeAt(text.length - 1 - trailing))) trailing += 1;
    this.trailing = trailing;
    return true;
  }

  private trimmedLength(): number {
    return this.blank ? 0 : this.length - this.leading - this.trailing;
  }
}

/** One measure for every element looked at (the listing looks at each child of each element it visits). */
const measure = new ShortTextMeasure();

/** The text of an element `ShortTextMeasure` found short, as its walk reads it. */
class ShortTextWriter {
  text = '';
  /** A tag began or ended since the last text: its words stand apart, unless they go on a word (`joinsAcross`). */
  private boundary = false;

  write(node: AnyNode): this {
    if (node.type === 'text') {
      if (this.boundary && !joinsAcross(this.text, node.data)) this.text += ' ';
      this.boundary = false;
      this.text += node.data;
    } else if (node.type === 'tag' && !UNREAD_TAGS.has((node as Element).name)) {
      this.boundary = true;
      for (const child of (node as Element).children) this.write(child);
      this.boundary = true;
    }
    return this;
  }
}

const WEEKDAY = String.raw`(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?`;
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const monthNumber = (name: string) => MONTH_NAMES.indexOf(name.slice(0, 3).toLowerCase()) + 1;

/** A heading that is nothing but a day: "Thursday, December 3, 2026", "Sat Dec 12", "Monday 12/7". */
const DAY_HEADING = new RegExp(
  String.raw`^(?:${WEEKDAY}\s*)?(?:(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+${DAY}|(\d{1,2})/(\d{1,2}))(?:,?\s+(\d{4}))?$`,
  'i',
);

function dayHeading(text: string): HeadingMonth | null {
  const match = DAY_HEADING.exec(text);
  if (!match) return null;
  const [, weekdayName, monthName, namedDay, numericMonth, numericDay, yearText] = match;
  const month = monthName ? monthNumber(monthName) : Number(numericMonth);
  const day = Number(namedDay ?? numericDay);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const year = yearText ? Number(yearText) : null;
  const weekday = weekdayName ? WEEKDAYS.indexOf(weekdayName.toLowerCase()) + 1 : null;
  return { month, year, day: { month, day, year, weekday, index: 0, text: '' } };
}

/**
 * The month an element names when it is nothing but a month (and year): a heading over the days after it; or the
 * day it names when it is nothing but a day, over the hours after it.
 */
export function monthHeading(element: Element): HeadingMonth | null {
  const text = shortText(element);
  if (!text) return null;
  return namedMonth(text) ?? dayHeading(text);
}

/** The month a text names when it is nothing but a month and perhaps its year ("May 2026", "December"). */
export function namedMonth(text: string): HeadingMonth | null {
  const match = MONTH_HEADING.exec(text);
  return match ? { month: monthNumber(match[1]!), year: match[2] ? Number(match[2]) : null } : null;
}
/** Whether a text is nothing but a month ("December 2026") or a day ("Saturday, December 19"): a heading, no name. */
export function onlyACalendarHeading(text: string): boolean {
  return text.length <= MAX_HEADING_TEXT && (MONTH_HEADING.test(text) || dayHeading(text) !== null);
}

/**
 * A line that is nothing but a day under a month heading: "18", "Wed 18", "Wed 18 - Sun 22", "30 – 2". Only a whole
 * line: within a sentence a bare number is a count, a price or an hour.
 */
const DAY_LINE = new RegExp(
  String.raw`^(?:${WEEKDAY}\s*)?${DAY}(?:\s*[-\u2010-\u2015\u2212]\s*(?:${WEEKDAY}\s*)?${DAY})?$`,
  'i',
);

function dayLine(line: string, heading: HeadingMonth, index: number): DateMatch | null {
  const match = DAY_LINE.exec(line);
  if (!match) return null;
  const [text, weekdayName, dayText, , throughText] = match;
  const day = Number(dayText);
  if (day < 1 || day > 31) return null;
  const date: DateMatch = {
    month: heading.month,
    day,
    year: heading.year,
    weekday: weekdayName ? WEEKDAYS.indexOf(weekdayName.toLowerCase()) + 1 : null,
    index,
    text: text!,
  };
  const through = throughText ? Number(throughText) : null;
  if (through !== null && through >= 1 && through <= 31 && through !== day) {
    // "Sun 29 - Tue 1" under November ends in December, and "Wed 30 - Sat 2" under December in January.
    const nextMonth = through < day;
    const month = nextMonth ? (heading.month % 12) + 1 : heading.month;
    const year = heading.year !== null && nextMonth && heading.month === 12 ? heading.year + 1 : heading.year;
    date.through = { month, day: through, year };
  }
  return date;
}

/**
 * The day a block gives under a month heading: its one line that is only a day (or a run of days). Two such lines
 * are no reading (a count column, a grid of numbers).
 */
export function dayUnderHeading(text: string, heading: HeadingMonth): DateMatch | null {
  let found: DateMatch | null = null;
  let offset = 0;
  for (const line of text.split('\n')) {
    const date = line.length <= 24 ? dayLine(line, heading, offset) : null;
    if (date) {
      if (found) return null;
      found = date;
    }
    offset += line.length + 1;
  }
  return found;
}
