import { DateTime } from 'luxon';
import { getDomain } from 'tldts';
import { similarTitles } from './normalisation/similar-titles';
import { type RawEvent } from './scanned-event';

/** Detail pages followed per scan at most: enough for a month's listing, polite to the venue. */
export const MAX_DETAIL_PAGES = 50;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The site a URL belongs to: its registrable domain (www.venue.org and tickets.venue.org share it;
 * two github.io sites do not, hence the private suffixes). An address without one is its own site.
 */
function siteOf(url: URL): string {
  return getDomain(url.hostname, { allowPrivateDomains: true }) ?? url.hostname.toLowerCase();
}

/** Same registrable site and a web address: a file, a mailto or another site's page is never followed. */
export function sameSite(link: string, page: string): boolean {
  if (!URL.canParse(link) || !URL.canParse(page)) return false;
  const [target, origin] = [new URL(link), new URL(page)];
  if (!/^https?:$/.test(target.protocol) || !/^https?:$/.test(origin.protocol)) return false;
  return siteOf(target) === siteOf(origin);
}

/** A listing entry that gives its day but not its time, on one day (a run of days is all-day by nature). */
export function wantsDetailTime(event: RawEvent, pageUrl: string): event is RawEvent & { url: string } {
  if (!event.url || !DATE_ONLY.test(event.start) || !URL.canParse(event.url, pageUrl)) return false;
  if (event.end && DATE_ONLY.test(event.end)) {
    const days = DateTime.fromISO(event.end).diff(DateTime.fromISO(event.start), 'days').days;
    if (days > 1) return false;
  }
  const link = detailAddress({ ...event, url: event.url }, pageUrl);
  return sameSite(link, pageUrl) && link !== new URL(pageUrl).href;
}

/** The detail link without its fragment, so two anchors on one page are one fetch. */
export function detailAddress(event: RawEvent & { url: string }, pageUrl: string): string {
  const link = new URL(event.url, pageUrl);
  link.hash = '';
  return link.href;
}

/** The calendar day an event starts on, as its own offset writes it, and in the scan's zone. */
function daysOf(start: string, timezone: string): string[] {
  const own = DateTime.fromISO(start, { setZone: true });
  if (!own.isValid) return [];
  return [own.toISODate()!, DateTime.fromISO(start, { zone: timezone }).toISODate()!];
}

/**
 * The listing entry completed with the time its detail page gives for that day: the detail event of
 * a similar title, else the page's only timed event that day. Unchanged when the page has neither.
 */
export function completeFromDetail(
  entry: RawEvent,
  detailEvents: RawEvent[],
  detailUrl: string,
  timezone: string,
): RawEvent | null {
  const sameDay = detailEvents.filter(
    (event) => !DATE_ONLY.test(event.start) && daysOf(event.start, timezone).includes(entry.start),
  );
  const match =
    sameDay.find((event) => similarTitles(event.title, entry.title)) ??
    (sameDay.length === 1 ? sameDay[0] : undefined);
  if (!match) return null;
  return {
    ...entry,
    start: match.start,
    end: match.end ?? null,
    allDay: false,
    location: entry.location ?? match.location ?? null,
    description: entry.description ?? match.description ?? null,
    provenance: `${entry.provenance ?? entry.tier}; time from its detail page ${detailUrl} (${match.tier})`,
  };
}
