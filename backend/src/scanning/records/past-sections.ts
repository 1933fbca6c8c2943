import { type CheerioAPI } from 'cheerio';
import { type Element } from 'domhandler';

/**
 * Publishing systems mark past items in their classes: Squarespace `eventlist-event--past`, Modern
 * Events Calendar `mec-past-event`, The Events Calendar `…__event--past`, and hand-made `past-events`.
 */
const PAST_CLASS = /(^|[\s_-])past([\s_-]|$)/i;
/**
 * A heading that opens a section of what is over: "Past events", "Previous shows", "Past 2022 Commission Meetings",
 * "Event archive".
 */
const PAST_HEADING =
  /^\s*((past|previous|earlier)\s+(?:[\w'-]+\s+){0,2}(events?|shows?|performances?|concerts?|programs?|exhibitions?|meetings?)|events?\s+archive)\b/i;
const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** Shorter than "past", a value cannot name it: most elements of a listing have no id, and many a short class. */
const namesPast = (value: string | undefined) =>
  value !== undefined && value.length >= 4 && PAST_CLASS.test(value);

export function marksPast(element: Element): boolean {
  return namesPast(element.attribs['class']) || namesPast(element.attribs['id']);
}

function isPastHeading($: CheerioAPI, element: Element): boolean {
  if (!HEADING_TAGS.has(element.name)) return false;
  const text = $(element).text();
  return text.length <= 80 && PAST_HEADING.test(text);
}

/**
 * The children of one element that belong to a past section: marked past themselves, or following
 * a "Past events" heading up to the next heading of the same level. Their events carry the mark:
 * markup may be stale by days, so it never outweighs a near date, but it does outweigh a yearless
 * date rolled forward months ahead (see normalisation). Told child by child, in the children's order.
 */
export class PastSections {
  private pastUnder: string | null = null;

  constructor(private readonly $: CheerioAPI) {}

  /** Whether the next child belongs to a past section. */
  isPast(child: Element): boolean {
    if (HEADING_TAGS.has(child.name) && this.pastUnder !== null && child.name <= this.pastUnder)
      this.pastUnder = null;
    if (isPastHeading(this.$, child)) this.pastUnder = child.name;
    return this.pastUnder !== null || marksPast(child);
  }
}
