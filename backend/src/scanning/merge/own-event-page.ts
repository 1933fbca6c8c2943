import { collectSchemaEvents } from '../markup/jsonld-extractor';
import { toHttpUrl } from '../parse/plain-text';
import { type RawEvent } from '../scanned-event';
import { similarTitles } from './similar-titles';

/** An address as one page: its host without "www." and its path without a trailing slash (no query, no fragment). */
function pageKey(url: string | null | undefined, base: string): string | null {
  const absolute = toHttpUrl(url, base);
  if (!absolute) return null;
  const { hostname, pathname } = new URL(absolute);
  return `${hostname.replace(/^www\./, '')}${pathname.replace(/\/+$/, '')}`;
}

/**
 * An event's own page: a markup event's link is the page itself (its address or its canonical one). Its other events
 * are other pages' (a "more events", "you may also like" block, in markup or visible): the markup events linking to
 * another page and the listed events that do not name the page's event are left out. Markup events without a link of
 * their own stay, as does a page whose own event holds sub-events (a festival's page lists its shows, each linking to
 * its own page). A site's home page is no event's own page. `pages`: the page's address and its canonical one.
 */
export function withoutOtherPagesEvents(
  events: RawEvent[],
  pages: readonly string[],
  roots: unknown[],
): RawEvent[] {
  const base = pages[0];
  if (!base || !events.some((event) => event.tier === 'structured' && event.url)) return events;
  const own = new Set(pages.map((page) => pageKey(page, base)).filter((key) => key !== null));
  // A page's own path, each event's link tested for it before it is parsed: a long listing's markup links thousands.
  const paths = [...own]
    .map((key) => (key!.includes('/') ? key!.slice(key!.indexOf('/')) : ''))
    .filter((path) => path.length > 1);
  if (paths.length === 0) return events;
  const keyOf = (event: RawEvent) => (event.url ? pageKey(event.url, base) : null);
  const mayBeOwn = (event: RawEvent) => paths.some((path) => event.url!.includes(path));
  const owned = events.filter(
    (event) => event.tier === 'structured' && event.url && mayBeOwn(event) && own.has(keyOf(event) ?? ''),
  );
  if (owned.length === 0 || owned.length === events.length) return events;
  const holdsSubEvents = collectSchemaEvents(roots).some(
    (node) =>
      node.subEvent !== undefined &&
      own.has(pageKey(typeof node.url === 'string' ? node.url : null, base) ?? ''),
  );
  if (holdsSubEvents) return events;
  return events.filter((event) => {
    if (event.tier === 'structured') {
      const key = keyOf(event);
      return key === null || own.has(key);
    }
    return owned.some((mine) => similarTitles(mine.title, event.title));
  });
}
