import { type Cheerio, type CheerioAPI } from 'cheerio';
import { type AnyNode } from 'domhandler';
import { type ExtractionContext, type RawEvent } from '../scanned-event';
import { blockText } from './block-text';
import { findDates } from './date-patterns';
import { eventTime, findTimes } from './time-patterns';
import { resolveDate } from './year-inference';

const TITLE_SELECTORS =
  'h1, h2, h3, h4, h5, h6, [class*="title" i], [class*="name" i], [class*="headline" i], strong, b, a';
/** Words that label a link or badge, never an event's name. */
const NOT_A_TITLE =
  /^(buy |get )?(tickets?|more( info)?|details|info|rsvp|sold out|free|learn more|read more|book( now)?|register|doors|show|all ages|21\+|18\+|\$\s?\d.*)$/i;
const SEPARATORS = /^[\s\-–—|·•@,:/()]+|[\s\-–—|·•@,:/(]+$/g;

function stripDatesAndTimes(text: string): string {
  let stripped = text;
  for (const date of findDates(text)) stripped = stripped.replace(date.text, ' ');
  for (const time of findTimes(stripped)) stripped = stripped.replace(time.text, ' ');
  return stripped
    .replace(/\b(at|from|on)\s*$/i, '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').replace(SEPARATORS, '').trim())
    .filter((line) => line.length > 0)
    .join('\n');
}

function usableTitle(candidate: string): string | null {
  const line = stripDatesAndTimes(candidate).split('\n')[0]?.trim() ?? '';
  if (line.length < 2 || line.length > 200 || !/\p{L}{2}/u.test(line) || NOT_A_TITLE.test(line)) return null;
  return line;
}

/** The event's name: a heading or emphasised element first, else the first line left after dates and times. */
function titleOf($: CheerioAPI, block: Cheerio<AnyNode>, text: string): string | null {
  for (const element of block.find(TITLE_SELECTORS).toArray()) {
    const title = usableTitle(blockText($(element)));
    if (title) return title;
  }
  for (const line of stripDatesAndTimes(text).split('\n')) {
    const title = usableTitle(line);
    if (title) return title;
  }
  return null;
}

function attribute(block: Cheerio<AnyNode>, selector: string, name: string): string | null {
  return block.find(selector).first().attr(name) ?? block.filter(selector).first().attr(name) ?? null;
}

/**
 * Reads one repeated listing block as an event, or null when it does not carry exactly one date,
 * a time and a title: a block with several dates is a container, not an event.
 */
export function readEventBlock(
  $: CheerioAPI,
  block: Cheerio<AnyNode>,
  context: ExtractionContext,
): RawEvent | null {
  const text = blockText(block);
  const dates = findDates(text);
  const distinct = new Set(dates.map((date) => `${date.month}/${date.day}`));
  if (distinct.size !== 1) return null;
  let withoutDates = text;
  for (const date of dates) withoutDates = withoutDates.replace(date.text, ' ');
  const time = eventTime(findTimes(withoutDates));
  const day = resolveDate(dates[0]!, context.now, context.timezone);
  if (!time || !day) return null;
  const title = titleOf($, block, text);
  if (!title) return null;
  const start = day.set({ hour: time.hour, minute: time.minute });
  const description = block.find('[class*="desc" i], [class*="summary" i]').first().text() || null;
  return {
    tier: 'heuristic',
    title,
    start: start.toISO({ includeOffset: false, suppressMilliseconds: true })!,
    location: block.find('[class*="venue" i], [class*="location" i], address').first().text() || null,
    url: attribute(block, 'a[href]', 'href'),
    imageUrl: attribute(block, 'img[src]', 'src'),
    description,
  };
}
