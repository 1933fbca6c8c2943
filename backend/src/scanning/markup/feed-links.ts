import { type CheerioAPI } from 'cheerio';
import { type Element } from 'domhandler';
import { toHttpUrl } from '../parse/plain-text';

// Named once here: a regular expression literal makes a new object each time it is evaluated, and a
// listing's every link is looked at.
const CALENDAR_TYPE = /calendar/i;
const ALTERNATE = /(^|\s)alternate(\s|$)/;
const ICS_PATH = /\.ics(\?|#|$)/i;
const WEBCAL = /^webcals?:/i;

/** Linked iCalendar feeds a venue page advertises, as absolute http(s) URLs (webcal:// is https). */
/** `links`: the page's `a[href], link[href]` elements, in document order. */
export function findCalendarFeeds(links: readonly Element[], pageUrl: string): string[] {
  const hrefs: string[] = [];
  links.forEach((element) => {
    const href = element.attribs['href'] ?? '';
    const calendarType = CALENDAR_TYPE.test(element.attribs['type'] ?? '');
    if (element.name === 'link') {
      if (calendarType && ALTERNATE.test(element.attribs['rel'] ?? '')) hrefs.push(href);
    } else if (calendarType || ICS_PATH.test(href) || WEBCAL.test(href)) hrefs.push(href);
  });
  const urls = hrefs
    .map((href) => toHttpUrl(href.replace(WEBCAL, 'https:'), pageUrl))
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
