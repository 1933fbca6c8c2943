import { z } from 'zod';
import { SCAN_ERROR_MESSAGES, SOURCE_MESSAGES } from '../domain/messages';

/** Why a page of a scan was not read: the fetch error's category, or why a read page gave nothing usable. */
export const SCAN_PAGE_FAILURES = [
  ...(Object.keys(SCAN_ERROR_MESSAGES) as (keyof typeof SCAN_ERROR_MESSAGES)[]),
  /** A linked calendar feed answered with something that is not iCalendar. */
  'not-a-calendar',
  /** Anything that is not about fetching (a bug, a page the reader gave up on). */
  'unreadable',
] as const;
export type ScanPageFailure = (typeof SCAN_PAGE_FAILURES)[number];

/** How a page came into a scan: the address the user added, a calendar feed it links, its events page. */
export const SCAN_PAGE_ROLES = ['source', 'feed', 'events-page', 'detail'] as const;
export type ScanPageRole = (typeof SCAN_PAGE_ROLES)[number];

/** How a taught pattern did on a scan's source page. */
export const TAUGHT_READINGS = ['read', 'changed'] as const;
export type TaughtReading = (typeof TAUGHT_READINGS)[number];

/** Pages a report lists one by one; a scan that followed more says how many it left out. */
export const SCAN_REPORT_MAX_PAGES = 12;

const count = z.number().int().nonnegative();

export const scanReportPageSchema = z.object({
  url: z.string(),
  role: z.enum(SCAN_PAGE_ROLES),
  /** Upcoming events this page yielded (before duplicates across pages were merged). */
  events: count,
  /** Events the page lists that are already over. */
  past: count,
  /** Entries that looked like events but had no usable title or start. */
  unreadable: count,
  /** Null when the page was read; else the category, never the network detail. */
  failure: z.enum(SCAN_PAGE_FAILURES).nullable(),
  /** The site's own HTTP status for an 'http-status' failure (public, so users may see it). */
  httpStatus: z.number().int().nullable(),
});
export type ScanReportPage = z.infer<typeof scanReportPageSchema>;

/** What one scan found and what it skipped, and why: the sources page shows it per source. */
export const scanReportSchema = z.object({
  /** Upcoming events kept, after merging, by the tier that found them. */
  found: z.object({
    ical: count,
    structured: count,
    heuristic: count,
    llm: count,
    /** Read by the pattern the person taught (issue 25); absent on reports before it and when none. */
    taught: count.optional(),
  }),
  past: count,
  unreadable: count,
  pages: z.array(scanReportPageSchema).max(SCAN_REPORT_MAX_PAGES),
  /** Pages read beyond the listed ones (followed detail pages, say). */
  pagesNotListed: count,
  /**
   * How the source's taught pattern did: it read the page, or the page no longer has its records (the site changed,
   * and the scan fell back to reading it automatically). Absent for a source nobody taught.
   */
  taught: z.enum(TAUGHT_READINGS).optional(),
});
export type ScanReport = z.infer<typeof scanReportSchema>;

/** Why a page was not read, in words users may see: a category and the site's public status, nothing more. */
export function scanPageFailureMessage(failure: ScanPageFailure, httpStatus: number | null): string {
  if (failure === 'not-a-calendar') return 'The linked calendar is not an iCalendar feed.';
  if (failure === 'unreadable') return SOURCE_MESSAGES.scanFailed;
  const category = SCAN_ERROR_MESSAGES[failure];
  return failure === 'http-status'
    ? `${category}${httpStatus === null ? '.' : ` (HTTP ${httpStatus}).`}`
    : category;
}
