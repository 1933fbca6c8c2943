import type { GeoCoordinates } from '@eventfold/contracts';
import { zipCentroid } from './zip-centroids';

/** A GeoJSON point, the shape MongoDB's 2dsphere index reads. */
export interface GeoPoint {
  type: 'Point';
  coordinates: [longitude: number, latitude: number];
}

const STATE_BEFORE_ZIP = /\b[A-Z]{2}\.?,?\s+(\d{5})(?:-\d{4})?\b/g;
const TRAILING_ZIP = /(?:^|,)\s*(\d{5})(?:-\d{4})?\s*(?:,?\s*(?:USA|US|United States))?\s*$/i;

/**
 * The US ZIP code an address names: one after a state abbreviation ("Chicago, IL 60614"), else one
 * ending the text after a comma ("…, 60614"). A bare five-digit number elsewhere is most often a
 * street number ("12345 Main St"), so it is not taken; the last match wins, as addresses end with
 * their postal code.
 */
export function zipFromText(text: string | null): string | null {
  if (text === null) return null;
  const afterState = [...text.matchAll(STATE_BEFORE_ZIP)].map((match) => match[1] as string);
  const candidates = [...afterState.reverse(), TRAILING_ZIP.exec(text)?.[1]];
  for (const candidate of candidates) {
    if (candidate !== undefined && zipCentroid(candidate) !== null) return candidate;
  }
  return null;
}

export interface EventPlace {
  /** The ZIP the location text names, when it names one. */
  zip: string | null;
  point: GeoPoint;
}

/**
 * Where an event is: at the coordinates its page gives (schema.org `geo`, iCalendar GEO) when it
 * gives them, as they are more precise than a ZIP's centroid; else at the centroid of the ZIP its
 * location text names; null when it has neither.
 */
export function placeOf(location: string | null, geo?: GeoCoordinates | null): EventPlace | null {
  const zip = zipFromText(location);
  if (geo) return { zip, point: { type: 'Point', coordinates: [geo.longitude, geo.latitude] } };
  return placeOfZip(zip);
}

/** The centroid of a ZIP (a ZIP+4 by its first five digits); null for none or an unknown one. */
export function placeOfZip(zip: string | null): EventPlace | null {
  const centroid = zip === null ? null : zipCentroid(zip.slice(0, 5));
  if (centroid === null) return null;
  return {
    zip: centroid.zip,
    point: { type: 'Point', coordinates: [centroid.longitude, centroid.latitude] },
  };
}

const VENUE_NOISE = /\b(the|at)\b/g;

/**
 * The venue as a comparable key: the location's first part (before a comma or a dash), lower case,
 * letters and digits only, without filler words. "The Empty Bottle, 1035 N Western Ave" and
 * "Empty Bottle - Chicago" both give "empty bottle"; a location that starts with a street number
 * names no venue and gives null.
 */
export function venueKey(location: string | null): string | null {
  if (location === null) return null;
  const head = location.split(/,| [-–—] /)[0] ?? '';
  if (/^\s*\d/.test(head)) return null;
  const key = head
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(VENUE_NOISE, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return key === '' ? null : key;
}
