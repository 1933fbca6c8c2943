import { addressText } from '../markup/schema-event-mapper';
import { type SchemaNode } from '../markup/schema-event-mapper';
import { stateOfCode, zoneFromAddress, zoneOfStateAndZip } from './venue-zone';
import { visitJsonLdNodes } from '../markup/json-ld-nodes';

/**
 * A US address in the page's markup as addresses are written: a state code, then its ZIP, with at most a few
 * separators or tags between ("Seattle, WA 98101", "Tallmadge, OH · 44278", "WA<br>98101", The Events Calendar's
 * `<abbr class="tribe-region">NY</abbr> <span class="tribe-postal-code">14850`). Read in the raw
 * markup: one linear pass, no text to build for it.
 */
const STATE_ZIP =
  /(?<![A-Za-z])([A-Z]{2})(?:[\s,·•|]|&nbsp;|&#160;|<\/?(?:br|span|div|p|strong|b|abbr|em|small|dd)\b[^>]{0,60}>){1,8}(\d{5})(?:-\d{4})?(?!\d)/g;
/**
 * "Portland, OR", "Denver, CO": a city and its state, which a page of events in several cities names ("Street, MS 52"
 * is a mail stop).
 */
const CITY_STATE = /[a-z.],\s{0,3}([A-Z]{2})(?![A-Za-z0-9]|\s{0,3}\d{1,4}(?!\d))/g;

/** Code and style sheets: their "a,ID" and "e,PR" are no states. */
const CODE = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

/** schema.org types that are an event, whose place is that event's own, not the page's. */
const EVENT_TYPE = /event|performance|screening|festival|exhibition|course/i;

/** Addresses of the places the page's JSON-LD describes (an Organization, a Place, a LocalBusiness, an event's). */
function jsonLdAddresses(roots: unknown[]): { addresses: string[]; ofEvents: string[] } {
  const addresses: string[] = [];
  const ofEvents: string[] = [];
  visitJsonLdNodes(roots, false, (value, inEvent) => {
    const node = value as SchemaNode;
    const type = [node['@type']].flat().join(' ');
    const isEvent = inEvent || EVENT_TYPE.test(type);
    if (node.address !== undefined) {
      const address = addressText(node.address);
      if (address) (isEvent ? ofEvents : addresses).push(address);
    }
    return isEvent;
  });
  return { addresses, ofEvents };
}

/**
 * The venue's time zone when the page names one place: the zone of every US address it writes (with a ZIP, or in
 * its JSON-LD), when they all agree, and no other state stands on the page in an address's form ("Denver, CO").
 * A page of events in several cities, or none, gives null: its events keep their own address's zone or the user's.
 */
export function pageVenueZone(page: string, jsonLdRoots: unknown[]): string | null {
  const html = page.replace(CODE, ' ');
  const zones = new Set<string>();
  const states = new Set<string>();
  const { addresses, ofEvents } = jsonLdAddresses(jsonLdRoots);
  for (const address of [...addresses, ...ofEvents]) {
    const zone = zoneFromAddress(address);
    if (zone) zones.add(zone);
  }
  for (const [, state, zip] of html.matchAll(STATE_ZIP)) {
    const zone = zoneOfStateAndZip(state!, zip!);
    if (!zone) continue;
    zones.add(zone);
    states.add(state!);
  }
  if (zones.size !== 1) return null;
  for (const address of [...addresses, ...ofEvents]) {
    const state = stateOfCode(address);
    if (state) states.add(state);
  }
  for (const [, state] of html.matchAll(CITY_STATE))
    if (stateOfCode(`, ${state}`) && !states.has(state!)) return null;
  return [...zones][0]!;
}
