import { formatAddress, type GeoCoordinates } from '@eventfold/contracts';
import { geoCoordinates } from './geo-coordinates';
import { type RawEvent } from '../scanned-event';
import { countryZone } from '../year-zone/country-zone';
import { machineDate } from './written-dates';

/** schema.org Event and every subtype (https://schema.org/Event, "More specific Types"). */
const EVENT_TYPES = new Set([
  'Event',
  'BusinessEvent',
  'ChildrensEvent',
  'ComedyEvent',
  'CourseInstance',
  'DanceEvent',
  'DeliveryEvent',
  'EducationEvent',
  'EventSeries',
  'ExhibitionEvent',
  'Festival',
  'FoodEvent',
  'Hackathon',
  'LiteraryEvent',
  'MusicEvent',
  'PublicationEvent',
  'BroadcastEvent',
  'OnDemandEvent',
  'SaleEvent',
  'ScreeningEvent',
  'SocialEvent',
  'SportsEvent',
  'TheaterEvent',
  'VisualArtsEvent',
]);

export type SchemaNode = Record<string, unknown>;

function typeNames(node: SchemaNode): string[] {
  const types = node['@type'] ?? node.type;
  const list = Array.isArray(types) ? types : [types];
  return list
    .filter((type): type is string => typeof type === 'string')
    .map((type) => type.replace(/^.*[/#:]/, ''));
}

export function isSchemaEvent(node: SchemaNode): boolean {
  return typeNames(node).some((type) => EVENT_TYPES.has(type));
}

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

function text(value: unknown): string | null {
  const single = first(value);
  if (typeof single === 'string') return single;
  if (typeof single === 'number') return String(single);
  if (single && typeof single === 'object' && '@value' in single)
    return text((single as SchemaNode)['@value']);
  return null;
}

function urlOf(value: unknown): string | null {
  const single = first(value);
  if (single && typeof single === 'object') {
    const node = single as SchemaNode;
    return text(node.url) ?? text(node.contentUrl) ?? text(node['@id']);
  }
  return text(single);
}

export function addressText(value: unknown): string | null {
  const single = first(value);
  if (!single || typeof single !== 'object') return text(single);
  const address = single as SchemaNode;
  return formatAddress({
    street: text(address.streetAddress),
    locality: text(address.addressLocality),
    region: text(address.addressRegion),
    postalCode: text(address.postalCode),
  });
}

function locationText(value: unknown): string | null {
  const single = first(value);
  if (!single || typeof single !== 'object') return text(single);
  const place = single as SchemaNode;
  const name = text(place.name);
  const address = addressText(place.address);
  if (name && address && !address.startsWith(name)) return `${name}, ${address}`;
  return name ?? address ?? text(place.url);
}

function nodeOf(value: unknown): SchemaNode | null {
  const single = first(value);
  return single && typeof single === 'object' ? (single as SchemaNode) : null;
}

/** The zone of the country the event's place gives in its address (`addressCountry`, a code, a name or a Country). */
function placeCountryZone(node: SchemaNode): string | null {
  const address = nodeOf(nodeOf(node.location)?.address);
  const country = address?.addressCountry;
  return countryZone(text(country) ?? text(nodeOf(country)?.name));
}

/** A GeoCoordinates node's latitude and longitude (https://schema.org/GeoCoordinates). */
function coordinatesOf(value: unknown): GeoCoordinates | null {
  const geo = nodeOf(value);
  return geo ? geoCoordinates(text(geo.latitude), text(geo.longitude)) : null;
}

/**
 * Where the event is, by coordinates: its own `geo`, else its place's (`location` as a Place, or a
 * Place nested under it as `location`/`containedInPlace`), else the place's `latitude`/`longitude`
 * written on the Place itself, as schema.org also allows.
 */
function eventGeo(node: SchemaNode): GeoCoordinates | null {
  const own = coordinatesOf(node.geo);
  if (own) return own;
  const places = [nodeOf(node.location)];
  places.push(nodeOf(places[0]?.location), nodeOf(places[0]?.containedInPlace));
  for (const place of places) {
    if (!place) continue;
    const found = coordinatesOf(place.geo) ?? geoCoordinates(text(place.latitude), text(place.longitude));
    if (found) return found;
  }
  return null;
}

const MIDNIGHT_START = /^(\d{4}-\d{2}-\d{2})T00:00(?::00(?:\.0+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/i;
const MIDNIGHT_END = /^(\d{4}-\d{2}-\d{2})T23:59(?::59(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * An all-day event written as midnight to a minute before the next (The Events Calendar's "2027-01-09T00:00:00+00:00"
 * to "…T23:59:59+00:00"), as its days alone: the hours are not the event's, and the offset beside them is often the
 * site's wrong one.
 */
function allDaySpan(start: string, end: string | null): { start: string; end: string } | null {
  const from = MIDNIGHT_START.exec(start);
  const to = end ? MIDNIGHT_END.exec(end) : null;
  return from && to && to[1]! >= from[1]! ? { start: from[1]!, end: to[1]! } : null;
}

/** A schema.org Event (JSON-LD, or microdata reshaped alike) as a raw event; null when cancelled, postponed or dateless. */
export function mapSchemaEvent(node: SchemaNode, origin: 'JSON-LD' | 'microdata'): RawEvent | null {
  const status = text(node.eventStatus) ?? '';
  // Postponed: no new day is set, and the one written is no longer the event's.
  if (/Event(?:Cancelled|Postponed)$/.test(status)) return null;
  const written = text(node.startDate);
  const title = text(node.name);
  if (!written || !title) return null;
  const start = machineDate(written);
  const id = text(node['@id']);
  const writtenEnd = text(node.endDate);
  const end = writtenEnd === null ? null : machineDate(writtenEnd);
  const days = allDaySpan(start, end);
  // A show abroad on a touring performer's page is at its own venue's clock, not the scanning user's.
  const timezone = placeCountryZone(node);
  return {
    ...(timezone ? { timezone } : {}),
    tier: 'structured',
    title,
    start: days?.start ?? start,
    end: days?.end ?? end,
    location: locationText(node.location),
    url: urlOf(node.url) ?? urlOf((first(node.offers) as SchemaNode | undefined)?.url),
    imageUrl: urlOf(node.image),
    description: text(node.description),
    geo: eventGeo(node),
    sourceId: id && !id.startsWith('_:') ? id : null,
    provenance: `${origin} ${typeNames(node).join('/')} "${title}", startDate ${written}`,
  };
}
