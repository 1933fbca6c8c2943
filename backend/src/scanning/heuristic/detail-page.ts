import { type Element } from 'domhandler';
import { type DateTime } from 'luxon';
import { type ExtractionContext, type RawEvent } from '../scanned-event';
import { blockText, readBlockText, UNREAD_TAGS } from './block-text';
import { readMentions } from './mentions';
import { eventTime } from './time-patterns';
import { resolveDate } from './year-inference';

/** A class that calls an element the event's date or time: "event-single__date", "mec-single-event-date", "tribe-events-schedule". */
const WHEN_CLASS = /event[\w-]*(?:date|time|when|schedule)|(?:date|time|when|schedule)[\w-]*event/i;
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
    if (WHEN_CLASS.test(element.attribs['class'] ?? '')) parts.when.push(element);
    for (const child of element.children) if (child.type === 'tag') visit(child as Element);
  };
  bodies.forEach(visit);
  return parts;
}

const iso = (value: DateTime) => value.toISO({ includeOffset: false, suppressMilliseconds: true })!;

/**
 * The one event of an event's own page: its <h1> names it, and the elements its markup calls the event's date or
 * time ("event-single__date") give one day and a time. Read only where nothing else was found on the page, and
 * never from a day without a time or from two different days and times (a page about several).
 */
export function extractDetailEvent(context: ExtractionContext, bodies: readonly Element[]): RawEvent | null {
  const { heading, address, when } = pageParts(bodies);
  if (!heading || when.length === 0) return null;
  const title = blockText([heading]).replace(/\s+/g, ' ').trim();
  if (title.length < 2 || title.length > 200) return null;
  let found: { start: DateTime; end: DateTime | null; text: string } | null = null;
  for (const element of when) {
    const text = readBlockText([element], MAX_WHEN_TEXT)?.text;
    if (!text) continue;
    const { dates, times } = readMentions(text);
    const first = dates[0];
    const time = eventTime(times);
    if (!first || !time || dates.some(({ month, day }) => month !== first.month || day !== first.day))
      continue;
    const day = resolveDate(first, context.now, context.timezone);
    if (!day) continue;
    const start = day.set({ hour: time.hour, minute: time.minute });
    let end = time.end ? day.set(time.end) : null;
    if (end && end < start) end = end.plus({ days: 1 });
    if (found && +found.start !== +start) return null;
    found ??= { start, end, text };
  }
  if (!found) return null;
  const location = address ? blockText([address]).replace(/\s+/g, ' ').trim() || null : null;
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
