import type { RawEvent } from '../scanned-event';
import { typedTitle } from './typed-title';

const dayOf = (event: RawEvent) => event.start.slice(0, 10);
const titleDay = (event: RawEvent) => `${typedTitle(event.title)}|${dayOf(event)}`;

/**
 * What the automatic readers add beside a taught pattern's events. Markup (JSON-LD, microdata, microformats, embedded
 * state) adds what the pattern does not read: a markup event of a title and day the pattern read is that event,
 * as the page shows it (a CMS's markup at another hour than its listing). A listing guess counts only where it is
 * about something else, neither the title nor the day of an event the pattern read: the person showed us how those
 * records read.
 */
export function besideTaught(taught: readonly RawEvent[], automatic: readonly RawEvent[]): RawEvent[] {
  const titles = new Set(taught.map((event) => typedTitle(event.title)));
  const days = new Set(taught.map(dayOf));
  const read = new Set(taught.map(titleDay));
  const others = automatic.filter((event) =>
    event.tier === 'heuristic'
      ? !titles.has(typedTitle(event.title)) && !days.has(dayOf(event))
      : !read.has(titleDay(event)),
  );
  return [...taught, ...others];
}
