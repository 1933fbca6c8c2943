import { z } from 'zod';
import { eventDetailsSchema } from '../domain/event-details';
import { taughtPatternSchema } from '../domain/taught-pattern';
import { defineEvent, type EventOf } from './envelope';
import { scanReportSchema } from './scan-report';

export const SOURCE_STATUSES = ['pending', 'active', 'no_events', 'error'] as const;
export const SCAN_REASONS = ['added', 'manual', 'refresh_all', 'schedule', 'resumed'] as const;
export const EXTRACTION_TIERS = ['ical', 'structured', 'taught', 'heuristic', 'llm'] as const;
export type ExtractionTier = (typeof EXTRACTION_TIERS)[number];

/** WGS 84 coordinates, as schema.org GeoCoordinates and iCalendar GEO give them. */
export const geoCoordinatesSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type GeoCoordinates = z.infer<typeof geoCoordinatesSchema>;

/**
 * The fields of a scraped event as the scanner normalised them; times are ISO 8601 in UTC. `geo`
 * (the page's own coordinates for the event's place) was added later: optional, so events stored
 * before it still read, with no version change (absent = the page gave none).
 */
export const scrapedEventFieldsSchema = eventDetailsSchema.extend({
  externalId: z.string(),
  tier: z.enum(EXTRACTION_TIERS),
  geo: geoCoordinatesSchema.nullable().optional(),
});
export type ScrapedEventFields = z.infer<typeof scrapedEventFieldsSchema>;

/**
 * The source's ZIP when the listing was recorded: where Nearby places a listing that names no place
 * of its own. Optional, so listings stored before it still read (absent = the source had none).
 */
const sourceZipCode = z.string().nullable().optional();

/**
 * Stream of one source: `source-{sourceId}`; it also holds the events scraped from that source. The
 * name and address the user typed are personal data, sealed with their key.
 */
export const SourceAdded = defineEvent(
  'SourceAdded',
  1,
  z.object({
    sourceId: z.string(),
    userId: z.string(),
    name: z.string(),
    url: z.string(),
    category: z.string(),
    timezone: z.string(),
    isActive: z.boolean(),
    /** Where the venue is, for its listings that name no place (added later: absent = none). */
    zipCode: z.string().nullable().optional(),
  }),
  ['name', 'url'],
);

/** `eventIds`: the source's current events, so that read models denormalising the source update them. */
export const SourceUpdated = defineEvent(
  'SourceUpdated',
  1,
  z.object({
    sourceId: z.string(),
    userId: z.string(),
    name: z.string(),
    url: z.string(),
    category: z.string(),
    eventIds: z.array(z.string()),
    /** Absent on events stored before sources had a ZIP: the ZIP is then unchanged. */
    zipCode: z.string().nullable().optional(),
  }),
  ['name', 'url'],
);

/**
 * A scan found the venue's ZIP in its page's organisation or place markup and gave it to a source
 * whose ZIP the user had not set (a ZIP the user typed or cleared is never replaced). `eventIds`: the
 * source's current events, so that Nearby places again those that name no place of their own.
 */
export const SourceZipCodeFound = defineEvent(
  'SourceZipCodeFound',
  1,
  z.object({
    sourceId: z.string(),
    userId: z.string(),
    scanId: z.string(),
    zipCode: z.string(),
    eventIds: z.array(z.string()),
  }),
);

/** Removing a source removes its events: `eventIds` names them. */
export const SourceRemoved = defineEvent(
  'SourceRemoved',
  1,
  z.object({ sourceId: z.string(), userId: z.string(), eventIds: z.array(z.string()) }),
);

/**
 * The person showed us one event of the source's page (or two): the pattern learnt from it (data only, bounded; see
 * domain/taught-pattern.ts) reads the page first on every scan. A later one replaces it. Not personal data: paths
 * through a public page and titles printed on it.
 */
export const SourceTaught = defineEvent(
  'SourceTaught',
  1,
  z.object({ sourceId: z.string(), userId: z.string(), pattern: taughtPatternSchema }),
);

/** The taught pattern was removed: scans read the page automatically again. */
export const SourcePatternRemoved = defineEvent(
  'SourcePatternRemoved',
  1,
  z.object({ sourceId: z.string(), userId: z.string() }),
);

export const SourceScanRequested = defineEvent(
  'SourceScanRequested',
  1,
  z.object({ sourceId: z.string(), userId: z.string(), scanId: z.string(), reason: z.enum(SCAN_REASONS) }),
);

export const SourceScanned = defineEvent(
  'SourceScanned',
  1,
  z.object({
    sourceId: z.string(),
    userId: z.string(),
    scanId: z.string(),
    /** Events the source lists now (from today on), after this scan. */
    eventCount: z.number().int().nonnegative(),
    pagesFetched: z.number().int().nonnegative(),
  }),
);

export const SourceScanFailed = defineEvent(
  'SourceScanFailed',
  1,
  z.object({ sourceId: z.string(), userId: z.string(), scanId: z.string(), errorMessage: z.string() }),
);

/**
 * What a finished scan found and skipped, and why, page by page: follows SourceScanned or
 * SourceScanFailed of the same scan, so a user can tell an empty listing from a page we could not read.
 */
export const SourceScanReported = defineEvent(
  'SourceScanReported',
  1,
  z.object({ sourceId: z.string(), userId: z.string(), scanId: z.string(), report: scanReportSchema }),
);

export const EventScraped = defineEvent(
  'EventScraped',
  1,
  scrapedEventFieldsSchema.extend({
    eventId: z.string(),
    sourceId: z.string(),
    userId: z.string(),
    scanId: z.string(),
    sourceZipCode,
  }),
);

export const ScrapedEventChanged = defineEvent(
  'ScrapedEventChanged',
  1,
  scrapedEventFieldsSchema.extend({
    eventId: z.string(),
    sourceId: z.string(),
    userId: z.string(),
    scanId: z.string(),
    sourceZipCode,
  }),
);

/** The source no longer lists the event (or it is now in the past and gone from the page). */
export const ScrapedEventCancelled = defineEvent(
  'ScrapedEventCancelled',
  1,
  z.object({ eventId: z.string(), sourceId: z.string(), userId: z.string(), scanId: z.string() }),
);

export const SOURCE_EVENTS = [
  SourceAdded,
  SourceUpdated,
  SourceZipCodeFound,
  SourceRemoved,
  SourceTaught,
  SourcePatternRemoved,
  SourceScanRequested,
  SourceScanned,
  SourceScanFailed,
  SourceScanReported,
  EventScraped,
  ScrapedEventChanged,
  ScrapedEventCancelled,
] as const;

export type SourceAdded = EventOf<typeof SourceAdded>;
export type SourceUpdated = EventOf<typeof SourceUpdated>;
export type SourceZipCodeFound = EventOf<typeof SourceZipCodeFound>;
export type SourceRemoved = EventOf<typeof SourceRemoved>;
export type SourceTaught = EventOf<typeof SourceTaught>;
export type SourcePatternRemoved = EventOf<typeof SourcePatternRemoved>;
export type SourceScanRequested = EventOf<typeof SourceScanRequested>;
export type SourceScanned = EventOf<typeof SourceScanned>;
export type SourceScanFailed = EventOf<typeof SourceScanFailed>;
export type SourceScanReported = EventOf<typeof SourceScanReported>;
export type EventScraped = EventOf<typeof EventScraped>;
export type ScrapedEventChanged = EventOf<typeof ScrapedEventChanged>;
export type ScrapedEventCancelled = EventOf<typeof ScrapedEventCancelled>;
export type SourceEvent =
  | SourceAdded
  | SourceUpdated
  | SourceZipCodeFound
  | SourceRemoved
  | SourceTaught
  | SourcePatternRemoved
  | SourceScanRequested
  | SourceScanned
  | SourceScanFailed
  | SourceScanReported
  | EventScraped
  | ScrapedEventChanged
  | ScrapedEventCancelled;
