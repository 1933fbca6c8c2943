import type { GeoCoordinates } from '@eventfold/contracts';

/** Which extraction tier found an event, cheapest and most reliable first. */
export const TIERS = ['ical', 'structured', 'taught', 'heuristic', 'llm'] as const;
export type Tier = (typeof TIERS)[number];

/**
 * An event as a tier reads it from a page, before normalisation. Dates are either ISO strings with
 * an offset (absolute), or local wall-clock values to be read in the source's timezone.
 */
export interface RawEvent {
  tier: Tier;
  title: string;
  start: string;
  end?: string | null;
  allDay?: boolean;
  location?: string | null;
  url?: string | null;
  imageUrl?: string | null;
  description?: string | null;
  /** iCal UID or schema.org @id when the page provides one. */
  sourceId?: string | null;
  /** Where on the page it came from, in words: shown by `npm run scan -- --explain`. */
  provenance?: string;
  /** Coordinates the markup or feed gives for the event's place (schema.org `geo`, iCalendar GEO). */
  geo?: GeoCoordinates | null;
  /** The venue's zone given elsewhere on the page than the event (the one venue address it names). */
  timezone?: string | null;
  /** The page's markup puts it in a past section (a `--past` class, under a "Past events" heading). */
  markedPast?: boolean;
  /**
   * The page gives only the last day ("Through January 31, 2027"), so the start is the day of the scan: the event is
   * known by its end, or each day's rescan would take it for a new one.
   */
  startsWhenSeen?: boolean;
}

/** An event ready for the calendar: plain text, absolute URLs, UTC instants. */
export interface ExtractedEvent {
  externalId: string;
  title: string;
  startDate: string;
  endDate: string | null;
  allDay: boolean;
  timezone: string;
  location: string | null;
  url: string | null;
  imageUrl: string | null;
  description: string | null;
  geo: GeoCoordinates | null;
  tier: Tier;
  /** The tier's own account of where the event came from (the element, feed entry or text). */
  provenance: string;
}

export interface FetchedDocument {
  /** The final URL after redirects; relative links resolve against it. */
  url: string;
  contentType: string;
  body: string;
}

export interface ExtractionContext {
  timezone: string;
  now: Date;
}
