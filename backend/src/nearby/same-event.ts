import type { EventDetails } from '@eventfold/contracts';
import type { GeoPoint } from '@eventfold/projections';

/** What the rule reads of a listing: a Nearby document, or a calendar entry with its place worked out. */
export interface SameEventListing extends EventDetails {
  eventId: string;
  createdAt: string;
  venueKey: string | null;
  /** null: the listing names no place one can locate. */
  point: GeoPoint | null;
}

/** Starts this close together can be one event listed twice (a door time against a show time, say). */
export const SAME_EVENT_START_WINDOW_MS = 15 * 60 * 1000;
const TITLE_SIMILARITY = 0.5;
const TITLE_NOISE = new Set(['the', 'a', 'an', 'and', 'at', 'with', 'of', 'live', 'presents', 'feat', 'ft']);

function titleWords(title: string): Set<string> {
  const words = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && !TITLE_NOISE.has(word));
  return new Set(words);
}

/** Similar titles: one's words contain the other's, or they share half of all their words (Jaccard). */
export function similarTitles(a: string, b: string): boolean {
  return similarWords(a, b, titleWords(a), titleWords(b));
}

function similarWords(a: string, b: string, left: ReadonlySet<string>, right: ReadonlySet<string>): boolean {
  if (left.size === 0 || right.size === 0) return a.trim().toLowerCase() === b.trim().toLowerCase();
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  if (shared === Math.min(left.size, right.size)) return true;
  return shared / (left.size + right.size - shared) >= TITLE_SIMILARITY;
}

/**
 * The same place: the same venue name, or the same coordinates when at most one of them names a venue.
 * Two different venue names at one ZIP centroid are two places.
 */
function samePlace(a: SameEventListing, b: SameEventListing): boolean {
  if (a.venueKey !== null && b.venueKey !== null) return a.venueKey === b.venueKey;
  if (a.point === null || b.point === null) return false;
  const [lngA, latA] = a.point.coordinates;
  const [lngB, latB] = b.point.coordinates;
  return Math.abs(lngA - lngB) < 1e-6 && Math.abs(latA - latB) < 1e-6;
}

export function isSameEvent(a: SameEventListing, b: SameEventListing): boolean {
  return sameListing(listingKeys(a), listingKeys(b));
}

/** What the rule compares, worked out once per listing rather than once per comparison. */
interface ListingKeys<T extends SameEventListing = SameEventListing> {
  event: T;
  start: number;
  words: ReadonlySet<string>;
}

function listingKeys<T extends SameEventListing>(event: T): ListingKeys<T> {
  return { event, start: Date.parse(event.startDate), words: titleWords(event.title) };
}

function sameListing(a: ListingKeys, b: ListingKeys): boolean {
  return (
    Math.abs(a.start - b.start) <= SAME_EVENT_START_WINDOW_MS &&
    samePlace(a.event, b.event) &&
    similarWords(a.event.title, b.event.title, a.words, b.words)
  );
}

/**
 * Groups the listings of one real-world event (see docs/decisions.md, "One entry per real-world event").
 * Sorted by start, each event is compared only with those starting within the window before it, and
 * joins the first group holding a match, so the work stays near-linear.
 */
export function groupSameEvents<T extends SameEventListing>(events: readonly T[]): T[][] {
  const sorted = events.map((event) => listingKeys(event)).sort((a, b) => a.start - b.start);
  const groupOf = new Map<ListingKeys<T>, T[]>();
  const groups: T[][] = [];
  for (let i = 0; i < sorted.length; i += 1) {
    const listing = sorted[i] as ListingKeys<T>;
    let joined: T[] | undefined;
    for (let j = i - 1; j >= 0; j -= 1) {
      const earlier = sorted[j] as ListingKeys<T>;
      if (listing.start - earlier.start > SAME_EVENT_START_WINDOW_MS) break;
      if (sameListing(earlier, listing)) {
        joined = groupOf.get(earlier);
        break;
      }
    }
    if (joined === undefined) {
      joined = [];
      groups.push(joined);
    }
    joined.push(listing.event);
    groupOf.set(listing, joined);
  }
  // The earliest-listed member stands for the group, so its id stays put when another source joins later.
  for (const group of groups)
    group.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.eventId.localeCompare(b.eventId));
  return groups;
}

function longest(values: (string | null)[]): string | null {
  return values.reduce<string | null>(
    (best, value) => (value !== null && (best === null || value.length > best.length) ? value : best),
    null,
  );
}

/** The richest fields of a group: the longest description and location, and any end, link or image. */
export function richestFields(group: readonly EventDetails[]) {
  const first = group[0] as EventDetails;
  return {
    description: longest(group.map((event) => event.description)),
    location: longest(group.map((event) => event.location)),
    endDate: group.find((event) => event.endDate !== null)?.endDate ?? null,
    url: group.find((event) => event.url !== null)?.url ?? first.url,
    imageUrl: group.find((event) => event.imageUrl !== null)?.imageUrl ?? null,
  };
}
