import { type CheerioAPI } from 'cheerio';
import { type Element } from 'domhandler';
import { toHttpUrl } from '../parse/plain-text';

// Named once here: a regular expression literal makes a new object each time it is evaluated, and a
// listing's every link is looked at.
const CALENDAR_TYPE = /calendar/i;
const ALTERNATE = /(^|\s)alternate(\s|$)/;
/** An .ics path, whatever query follows (not an .ics address in the query itself). */
const ICS_PATH = /^[^?#]*\.ics(?:[?#]|$)/i;
const WEBCAL = /^webcals?:/i;
const FEED_HINT = /ics|webcal|calendar/i;

/** Whether an address (absolute or relative) is an iCalendar feed's by its form: a webcal: one or an .ics path. */
const isFeedAddress = (href: string) => WEBCAL.test(href) || ICS_PATH.test(href);

/**
 * Feed addresses an address carries in its query: a calendar widget's embed told which feed to show
 * ("…/widget?ics=https%3A%2F%2Fvenue.example%2Fevents.ics"), a "Subscribe" link handing the feed to a calendar
 * service ("…?cid=webcal%3A%2F%2Fvenue.example%2Fevents.ics").
 */
function feedsInQuery(href: string, pageUrl: string): string[] {
  // Most of a listing's links carry a query (tracking, paging): only one that may hold a feed is parsed.
  if (!href.includes('?') || !FEED_HINT.test(href)) return [];
  let url: URL;
  try {
    url = new URL(href, pageUrl);
  } catch {
    return [];
  }
  const found: string[] = [];
  url.searchParams.forEach((value) => {
    if (/^(https?:|webcals?:|\/)/i.test(value) && isFeedAddress(value)) found.push(value);
  });
  return [...found, ...namedCalendarFeeds(url)];
}

/** A calendar id as a calendar service's subscribe link writes it: plain, or in base64 ("cid=Y2FsQGV4YW1wbGU"). */
function calendarId(value: string): string | null {
  if (value.includes('@')) return value;
  if (!/^[A-Za-z0-9+/_-]+=*$/.test(value)) return null;
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  return /^[\w.+-]+@[\w.-]+$/.test(decoded) ? decoded : null;
}

const GOOGLE_CALENDAR = /^(www\.)?calendar\.google\.com$/i;

/**
 * A calendar service's embed or subscribe address that names a calendar publishes that calendar's public feed at an
 * address of its own: Google Calendar's embed (`/calendar/embed?src=ID`, one `src` per calendar shown) and
 * subscribe links (`?cid=ID`) at `/calendar/ical/ID/public/basic.ics`. A private calendar's feed answers 404, a
 * page failure like any other linked feed's.
 */
function namedCalendarFeeds(url: URL): string[] {
  if (!GOOGLE_CALENDAR.test(url.hostname) || !url.pathname.startsWith('/calendar')) return [];
  return [...url.searchParams.getAll('src'), ...url.searchParams.getAll('cid')]
    .map(calendarId)
    .filter((id): id is string => id !== null)
    .map((id) => `https://calendar.google.com/calendar/ical/${encodeURIComponent(id)}/public/basic.ics`);
}

/**
 * Linked iCalendar feeds a venue page advertises, as absolute http(s) URLs (webcal:// is https): `<link
 * rel="alternate" type="text/calendar">`, links to a feed (an .ics path, webcal:), links and embedded widgets
 * (`frames`, the page's iframes) whose address carries or names a feed. `links`: the page's `a[href], link[href]`
 * elements, in document order.
 */
export function findCalendarFeeds(
  links: readonly Element[],
  frames: readonly Element[],
  pageUrl: string,
): string[] {
  const hrefs: string[] = [];
  links.forEach((element) => {
    const href = element.attribs['href'] ?? '';
    const calendarType = CALENDAR_TYPE.test(element.attribs['type'] ?? '');
    if (element.name === 'link') {
      if (calendarType && ALTERNATE.test(element.attribs['rel'] ?? '')) hrefs.push(href);
    } else if (calendarType || isFeedAddress(href)) hrefs.push(href);
    else hrefs.push(...feedsInQuery(href, pageUrl));
  });
  frames.forEach((element) => {
    const src = element.attribs['src'] ?? '';
    if (isFeedAddress(src)) hrefs.push(src);
    else hrefs.push(...feedsInQuery(src, pageUrl));
  });
  const urls = hrefs
    .map((href) => toHttpUrl(href.trim().replace(WEBCAL, 'https:'), pageUrl))
    .filter((url): url is string => url !== null);
  return [...new Set(urls)];
}

const EVENTS_PAGE = /\b(events?|calendar|shows?|schedule|concerts?|gigs|whats-?on|line-?up|upcoming)\b/i;

/**
 * The same-site page most likely to list the venue's events, for a home page with none on it.
 * Path matches beat link-text matches; the page itself never qualifies.
 */
export function findEventsPageLink($: CheerioAPI, links: readonly Element[], pageUrl: string): string | null {
  const page = new URL(pageUrl);
  const candidates: Array<{ url: string; score: number }> = [];
  links.forEach((element) => {
    if (element.name !== 'a') return;
    const url = toHttpUrl($(element).attr('href'), pageUrl);
    if (!url) return;
    const target = new URL(url);
    target.hash = '';
    if (target.hostname.replace(/^www\./, '') !== page.hostname.replace(/^www\./, '')) return;
    if (target.pathname === page.pathname && target.search === page.search) return;
    if (/\.ics$/i.test(target.pathname)) return;
    const pathScore = EVENTS_PAGE.test(target.pathname.replace(/[-_/]/g, ' ')) ? 2 : 0;
    const textScore = EVENTS_PAGE.test($(element).text()) ? 1 : 0;
    if (pathScore + textScore > 0) candidates.push({ url: target.href, score: pathScore + textScore });
  });
  candidates.sort((a, b) => b.score - a.score);
  return candidates[0]?.url ?? null;
}
