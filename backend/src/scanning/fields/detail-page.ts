import { type Element } from 'domhandler';
import { type DateTime } from 'luxon';
import { collapseWhitespace } from '../parse/plain-text';
import { type ExtractionContext, type RawEvent } from '../scanned-event';
import { blockText, readBlockText, UNREAD_TAGS } from '../parse/block-text';
import { eventEnd, iso, lastDay, namesOneDay } from './event-block';
import { readMentions } from '../dates/mentions';
import { performanceSchedule } from '../dates/performances';
import { eventTime } from '../dates/time-patterns';
import { resolveDate } from '../year-zone/year-inference';

/** A class that calls an element the event's date or time: "event-single__date", "mec-single-event-date", "tribe-events-schedule". */
const WHEN_CLASS = /event[\w-]*(?:date|time|when|schedule)|(?:date|time|when|schedule)[\w-]*event/i;
/** A class that calls an element the event's name: "event-title", "mec-event-title", "tribe-events-single-event-title". */
const TITLE_CLASS = /event[\w-]*(?:title|name)|(?:title|name)[\w-]*event/i;

/** A class token that is only a day or an hour ("date", "time", "datetime"), no one else's ("post-date"). */
const BARE_WHEN_CLASS = /^(?:date|time|datetime|when)$/i;
/** A class that calls an element an event ("event-node", "event-preview"). */
const EVENT_CLASS = /(?:^|[\s_-])events?(?:$|[\s_-])/i;
/** How far above a bare "date" an element may call itself the event: its card, not the whole page's body. */
const EVENT_CARD_DEPTH = 4;

/** A date and time line is short; past this it is a description that mentions days. */
const MAX_WHEN_TEXT = 300;

interface PageParts {
  heading: Element | null;
  address: Element | null;
  when: Element[];
}

function pageParts(bodies: readonly Element[]): PageParts {
  const parts: PageParts = { heading: null, address: null, when: [] };
  const visit = (element: Element): void => {
    if (UNREAD_TAGS.has(element.name)) return;
    if (element.name === 'h1') parts.heading ??= element;
    if (element.name === 'address') parts.address ??= element;
    if (isWhen(element)) parts.when.push(element);
    for (const child of element.children) if (child.type === 'tag') visit(child as Element);
  };
  bodies.forEach(visit);
  return parts;
}

/**
 * Whether the markup calls an element the event's date or time: its class says so ("event-single__date"), or its
 * class is only a day or an hour ("date", "time") inside an element a few levels up whose class calls it an event
 * (`<div class="event-node"> … <article class="date">`).
 */
export function isWhen(element: Element): boolean {
  const classes = element.attribs['class'] ?? '';
  if (WHEN_CLASS.test(classes)) return true;
  if (!classes.split(/\s+/).some((token) => BARE_WHEN_CLASS.test(token))) return false;
  let ancestor = element.parent;
  for (let depth = 0; depth < EVENT_CARD_DEPTH && ancestor?.type === 'tag'; depth += 1) {
    const above = ancestor as Element;
    if (above.name === 'body' || above.name === 'html') return false;
    if (EVENT_CLASS.test(above.attribs['class'] ?? '')) return true;
    ancestor = above.parent;
  }
  return false;
}

/** An element's text on one line, trimmed. */
const textOf = (element: Element) => collapseWhitespace(blockText([element])).trim();

/** The first link's address in an element (a card's title links its page). */
function firstLink(element: Element): string | null {
  if (element.name === 'a' && element.attribs['href']) return element.attribs['href'];
  for (const child of element.children) {
    const found = child.type === 'tag' ? firstLink(child as Element) : null;
    if (found) return found;
  }
  return null;
}

/** The element among an element's siblings whose class calls it the event's name. */
function namedSibling(element: Element): Element | null {
  const parent = element.parent;
  if (!parent || parent.type !== 'tag') return null;
  for (const sibling of (parent as Element).children)
    if (
      sibling !== element &&
      sibling.type === 'tag' &&
      TITLE_CLASS.test((sibling as Element).attribs['class'] ?? '')
    )
      return sibling as Element;
  return null;
}

/**
 * The events of cards whose parts the markup names by class, each part an element of its own (a sidebar's
 * "Featured event": <li class="event-date">, <li class="event-title">, <li class="event-excerpt">), which no block
 * of the listing reader holds whole. Their day may come without a time: the markup says it is an event's.
 */
function classedCards(context: ExtractionContext, when: readonly Element[]): RawEvent[] {
  const events: RawEvent[] = [];
  for (const element of when) {
    const named = namedSibling(element);
    const text = named ? readBlockText([element], MAX_WHEN_TEXT)?.text : null;
    if (!named || !text) continue;
    const title = textOf(named);
    const { dates, times } = readMentions(text);
    if (!namesOneDay(dates) || title.length < 2 || title.length > 200 || !/\p{L}{2}/u.test(title)) continue;
    const first = dates[0]!;
    const day = resolveDate(first, context.now, context.timezone);
    if (!day) continue;
    const time = eventTime(times);
    const start = time ? day.set({ hour: time.hour, minute: time.minute }) : day;
    // A range of hours ends on the last day, the day itself for a one-day card ("5:00 pm - 7:00 pm").
    const end = eventEnd(day, lastDay(first, day), time);
    events.push({
      tier: 'heuristic',
      provenance: `event card: ${title} / ${text.replace(/\n/g, ' / ').slice(0, 120)}`,
      title,
      start: time ? iso(start) : start.toISODate()!,
      end: end ? (time ? iso(end) : end.toISODate()) : null,
      allDay: !time,
      url: firstLink(named),
    });
  }
  return events;
}

/**
 * What an event's own page, or a page that shows one event card, holds, where nothing else was found on it: the
 * cards whose parts are named by class, else the page's one event.
 */
export function extractDetailEvents(context: ExtractionContext, bodies: readonly Element[]): RawEvent[] {
  const parts = pageParts(bodies);
  if (parts.when.length === 0) return [];
  const cards = classedCards(context, parts.when);
  if (cards.length > 0) return cards;
  const event = pageEvent(context, parts);
  return event ? [event] : pagePerformances(context, parts);
}

/**
 * A show's own page that lists its performances in the element its markup calls the event's date ("December 11, 12
 * & 13 at 7:30 pm; December 13 at 2 pm"): one event per performance, named by its <h1>.
 */
function pagePerformances(context: ExtractionContext, { heading, address, when }: PageParts): RawEvent[] {
  const title = heading ? textOf(heading) : '';
  if (title.length < 2 || title.length > 200) return [];
  for (const element of when) {
    const text = readBlockText([element], MAX_WHEN_TEXT)?.text;
    const schedule = text ? performanceSchedule(text, readMentions(text)) : null;
    if (!text || !schedule) continue;
    const location = address ? textOf(address) || null : null;
    return schedule.performances.flatMap(({ date, time }) => {
      const day = resolveDate(date, context.now, context.timezone);
      if (!day) return [];
      const end = eventEnd(day, null, time);
      return [
        {
          tier: 'heuristic' as const,
          provenance: `event page: ${title} / ${text.replace(/\n/g, ' / ').slice(0, 120)}`,
          title,
          start: iso(day.set({ hour: time.hour, minute: time.minute })),
          end: end ? iso(end) : null,
          allDay: false,
          location,
        },
      ];
    });
  }
  return [];
}

/**
 * The day and the hour of an event's page whose markup gives them in elements of their own (`<article class="date">Feb
 * 25</article>`, `<article class="time">10:00 am</article>`): together they name one day and one time.
 */
function splitWhen(
  context: ExtractionContext,
  when: readonly Element[],
): { start: DateTime; end: DateTime | null; text: string } | null {
  const text = when
    .map((element) => readBlockText([element], MAX_WHEN_TEXT)?.text ?? '')
    .join('\n')
    .slice(0, MAX_WHEN_TEXT);
  const { dates, times } = readMentions(text);
  const time = eventTime(times);
  if (
    !time ||
    !namesOneDay(dates) ||
    times.some(({ hour, minute }) => hour !== time.hour || minute !== time.minute)
  )
    return null;
  const day = resolveDate(dates[0]!, context.now, context.timezone);
  if (!day) return null;
  return { start: day.set({ hour: time.hour, minute: time.minute }), end: eventEnd(day, null, time), text };
}

/**
 * The one event of an event's own page: its <h1> names it, and the elements its markup calls the event's date or
 * time ("event-single__date") give one day and a time. Read only where nothing else was found on the page, and
 * never from a day without a time or from two different days and times (a page about several).
 */
function pageEvent(context: ExtractionContext, { heading, address, when }: PageParts): RawEvent | null {
  if (!heading) return null;
  const title = textOf(heading);
  if (title.length < 2 || title.length > 200) return null;
  let found: { start: DateTime; end: DateTime | null; text: string } | null = null;
  for (const element of when) {
    const text = readBlockText([element], MAX_WHEN_TEXT)?.text;
    if (!text) continue;
    const { dates, times } = readMentions(text);
    const time = eventTime(times);
    if (!time || !namesOneDay(dates)) continue;
    const first = dates[0]!;
    const day = resolveDate(first, context.now, context.timezone);
    if (!day) continue;
    const start = day.set({ hour: time.hour, minute: time.minute });
    const end = eventEnd(day, null, time);
    if (found && +found.start !== +start) return null;
    found ??= { start, end, text };
  }
  found ??= splitWhen(context, when);
  if (!found) return null;
  const location = address ? textOf(address) || null : null;
  return {
    tier: 'heuristic',
    provenance: `event page: ${title} / ${found.text.replace(/\n/g, ' / ').slice(0, 120)}`,
    title,
    start: iso(found.start),
    end: found.end ? iso(found.end) : null,
    allDay: false,
    location,
  };
}
