import { type CheerioAPI } from 'cheerio';
import { type AnyNode } from 'domhandler';
import { blockText } from '../parse/block-text';
import { zoneOfStateAndZip } from '../year-zone/venue-zone';

/** A venue's street address as its page shows it, and the ZIP it ends with. */
export interface VenueAddress {
  address: string;
  zipCode: string;
}

/**
 * Where a venue's own page writes its address: the page's header and footer (by tag or landmark
 * role), an <address>, and blocks whose class or id says contact, address, location or footer.
 */
const VENUE_PLACES = [
  'header',
  'footer',
  'address',
  '[role="banner"]',
  '[role="contentinfo"]',
  '[class*="contact" i], [id*="contact" i]',
  '[class*="address" i], [id*="address" i]',
  '[class*="location" i], [id*="location" i]',
  '[class*="footer" i], [id*="footer" i]',
].join(', ');

/** At most this many places are read: a page of thousands of "location" cards names no one venue. */
const MAX_PLACES = 40;
/** And at most this much of each: a venue's address block is a few lines. */
const MAX_PLACE_TEXT = 2000;

/**
 * A US street address by its structure, on one line or over a line break: a street number and a
 * street ("2201 N Clark St", "1 Main Street, Suite 4"), then a city, a state code and a ZIP
 * ("Chicago, IL 60614"). No word of any one site is looked for.
 */
const STREET_ADDRESS =
  /(?<![\w-])(\d{1,6}[A-Z]?(?:[ \t]+[A-Za-z0-9.#'’-]+){1,6}?(?:,[ \t]*(?:Suite|Ste\.?|Unit|Floor|Fl\.?|#)[ \t]*[\w-]+)?)[ \t]*(?:,[ \t]*|\n[ \t]*)([A-Z][A-Za-z.'’-]*(?:[ \t]+[A-Z][A-Za-z.'’-]*){0,3}),?[ \t]+([A-Z]{2})\.?,?[ \t]+(\d{5})(?:-\d{4})?(?!\d)/g;

/**
 * The venue's street address when the places a page writes its own address (header, footer, contact
 * block) name one: every address found there has the same ZIP. A page naming addresses with several
 * ZIPs there (a chain's footer of branches) names no one venue.
 */
export function venueAddressInText($: CheerioAPI): VenueAddress | null {
  const places = $(VENUE_PLACES).toArray().slice(0, MAX_PLACES);
  const found = new Map<string, string>();
  for (const place of outermost(places)) {
    const text = blockText([place]).slice(0, MAX_PLACE_TEXT);
    for (const [, street, city, state, zip] of text.matchAll(STREET_ADDRESS)) {
      if (zoneOfStateAndZip(state!, zip!) === null) continue;
      if (!found.has(zip!)) found.set(zip!, `${street!.trim()}, ${city}, ${state} ${zip}`);
    }
  }
  if (found.size !== 1) return null;
  const [[zipCode, address]] = [...found] as [[string, string]];
  return { address, zipCode };
}

/** Places not inside another place found: a footer's contact block is read once, with its footer. */
function outermost(places: AnyNode[]): AnyNode[] {
  const chosen = new Set(places);
  return places.filter((place) => {
    for (let parent = place.parent; parent; parent = parent.parent) if (chosen.has(parent)) return false;
    return true;
  });
}

/** Events that name no place of their own are at the venue: they take its address (and so its ZIP in Nearby). */
export function withVenueAddress<T extends { location?: string | null }>(
  events: T[],
  venue: VenueAddress | null,
): T[] {
  if (venue === null) return events;
  return events.map((event) => (event.location?.trim() ? event : { ...event, location: venue.address }));
}
