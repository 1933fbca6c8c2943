import { DateTime } from 'luxon';
import { getDomain } from 'tldts';
import { DATE_ONLY } from './year-zone/iso-forms';
import { type RawEvent } from './scanned-event';

/** Detail pages followed per scan at most: enough for a month's listing, polite to the venue. */
export const MAX_DETAIL_PAGES = 50;

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
