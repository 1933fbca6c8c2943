import type { FieldPath, PatternStep, TaughtPattern } from '@eventfold/contracts';
import type { AnyNode, Element } from 'domhandler';
import type { DateTime } from 'luxon';
import type { DateMatch } from '../dates/date-patterns';
import { attributeDate, eventEnd, iso, lastDay, startAt } from '../fields/event-block';
import { readMentions, withoutMentions } from '../dates/mentions';
import { dayUnderHeading, type HeadingMonth } from '../records/month-headings';
import { eventTime, type TimeMatch } from '../dates/time-patterns';
import { inZone, zoneAfterHour } from '../year-zone/written-zones';
import { resolveDate } from '../year-zone/year-inference';
import type { ExtractionContext, RawEvent } from '../scanned-event';
import { headingsOver } from './headings';
import { childElements, elementAtField, elementsAt, lineOf, textOf } from './page-tree';

// A taught pattern read over a page: every record its path reaches, each record's fields at their paths, the day and
// hour read by the listing reader's own date, time, year and zone readers.

/** A record as the pattern reads it: its event, or null when it gives no title or no day. */
export interface ReadRecord {
  element: Element;
  event: RawEvent | null;
}

/** Separators left at a title's ends once its day and hour are taken out ("Jazz Night —", "· 8 pm"). */
const LOOSE_ENDS = /^[\s\-–—|·•:,@/]+|[\s\-–—|·•:,@/]+$/g;

/** The day an element states in its own or a descendant's attributes (`<time datetime>`, `data-date`). */
function attributeDay(element: Element): DateMatch | null {
  const stack: Element[] = [element];
  while (stack.length > 0) {
    const at = stack.pop()!;
    const day = attributeDate(at);
    if (day) return day;
    stack.push(...childElements(at).reverse());
  }
  return null;
}

/** Whether `inner` is `outer` or stands inside it. */
function within(inner: Element, outer: Element): boolean {
  for (let at: AnyNode | null = inner; at; at = at.parent) if (at === outer) return true;
  return false;
}

/**
 * The record's title. Where the title's element is also where the record gives its day ("Jazz Night — Dec 5, 8 pm"),
 * the name without the day; a title that only names a day the record gives elsewhere keeps it ("Board Meeting (MAY
 * 28)" over its own date line).
 */
function titleOf(element: Element, dateElement: Element): string {
  const text = textOf(element);
  if (!within(dateElement, element)) return lineOf(text);
  const mentions = readMentions(text);
  if (mentions.dates.length === 0 && mentions.times.length === 0) return lineOf(text);
  const name = lineOf(withoutMentions(text, mentions)).replace(LOOSE_ENDS, '');
  return name.length > 0 ? name : lineOf(text);
}

/** When the record's event starts and ends, as the listing reader writes it (wall clock, or with a written zone). */
function when(day: DateTime, date: DateMatch, time: TimeMatch | null, timeText: string) {
  const end = eventEnd(day, lastDay(date, day), time);
  const start = time ? startAt(day, time.hour, time.minute) : day.toISODate()!;
  const endText = end ? (time ? iso(end) : end.toISODate()!) : null;
  const zone = time ? zoneAfterHour(timeText, time) : null;
  if (!zone) return { start, end: endText };
  return { start: inZone(start, zone), end: endText ? inZone(endText, zone) : null };
}

/** The day a record's text gives: its own, else the day under the heading over it (or the heading's own day). */
export function recordDay(text: string, element: Element, heading: HeadingMonth | null): DateMatch | null {
  const own = readMentions(text).dates[0] ?? attributeDay(element);
  if (own || !heading) return own;
  return dayUnderHeading(text, heading) ?? heading.day ?? null;
}

/**
 * The hours at the record's time path; where that element is missing or holds none (the example listed "Doors 7:00
 * PM" and "Show 8:00 PM", this record one hour), those of the element around it.
 */
function recordHours(record: Element, path: FieldPath | null): { text: string; times: TimeMatch[] } {
  if (path === null) return { text: '', times: [] };
  for (let steps = path.length; steps >= Math.max(0, path.length - 1); steps -= 1) {
    const element = elementAtField(record, path.slice(0, steps));
    const text = element ? textOf(element) : '';
    const { times } = readMentions(text);
    if (times.length > 0) return { text, times };
  }
  return { text: '', times: [] };
}

export function readRecord(
  record: Element,
  pattern: TaughtPattern,
  context: ExtractionContext,
  heading: HeadingMonth | null = null,
  provenance = `taught pattern: ${describePath(pattern.record)}`,
): RawEvent | null {
  const { fields } = pattern;
  const titleElement = elementAtField(record, fields.title);
  const dateElement = (fields.date && elementAtField(record, fields.date)) || record;
  const title = titleElement ? titleOf(titleElement, dateElement) : '';
  if (title.length === 0) return null;
  const dateText = textOf(dateElement);
  const date = recordDay(dateText, dateElement, heading);
  const day = date ? resolveDate(date, context.now, context.timezone) : null;
  if (!date || !day) return null;
  const { text: timeText, times } = recordHours(record, fields.time);
  const time = eventTime(times);
  const place = fields.location ? elementAtField(record, fields.location) : null;
  const location = place ? lineOf(textOf(place)) : '';
  const link = fields.link ? elementAtField(record, fields.link) : null;
  return {
    tier: 'taught',
    title,
    ...when(day, date, time, timeText),
    allDay: time === null,
    location: location.length > 0 && location !== title ? location : null,
    url: link?.attribs['href'] ?? null,
    provenance,
  };
}

/** Every record the pattern reaches, read. */
export function readRecords(root: AnyNode, pattern: TaughtPattern, context: ExtractionContext): ReadRecord[] {
  const elements = elementsAt(root, pattern.record);
  const headings = headingsOver(root, new Set(elements));
  const provenance = `taught pattern: ${describePath(pattern.record)}`;
  return elements.map((element) => ({
    element,
    event: readRecord(element, pattern, context, headings.get(element) ?? null, provenance),
  }));
}

/** The events a pattern reads on a page, and how many of its records gave none. */
export function readPattern(
  root: AnyNode,
  pattern: TaughtPattern,
  context: ExtractionContext,
): { events: RawEvent[]; unreadable: number } {
  const records = readRecords(root, pattern, context);
  const events = records.flatMap(({ event }) => (event ? [event] : []));
  return { events, unreadable: records.length - events.length };
}

/** A record path in the words of a stylesheet's selector, its last steps only: for `--explain` and provenance. */
export function describePath(path: readonly PatternStep[], steps = 3): string {
  const shown = path.slice(-steps).map(({ tag, classes }) => [tag, ...classes].join('.'));
  return `${path.length > steps ? '… > ' : ''}${shown.join(' > ')}`;
}
