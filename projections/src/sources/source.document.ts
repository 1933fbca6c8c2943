import type { ScanReport, SOURCE_STATUSES, TaughtPattern } from '@eventfold/contracts';
import type { ProjectedDocument } from '../runtime/projection';

/** The `sources` read model: one document per event source, keyed by source id. Serves /api/event-sources. */
export interface SourceDocument extends ProjectedDocument {
  userId: string;
  name: string;
  url: string;
  category: string;
  timezone: string;
  isActive: boolean;
  /** The venue's ZIP. Absent on documents older than it (= none). */
  zipCode?: string | null;
  /** The ZIP was found on the venue's page by a scan, not typed. Absent on older documents (= false). */
  zipCodeFoundOnPage?: boolean;
  /** When the last successful scan finished; a failed scan leaves it, and the events, as they were. */
  lastScraped: string | null;
  eventCount: number;
  status: (typeof SOURCE_STATUSES)[number];
  errorMessage: string | null;
  createdAt: string;
  updatedAt: string;
  /** The requested scan not yet finished: a restarted server resumes it. */
  pendingScanId: string | null;
  pendingScanRequestedAt: string | null;
  /** When the last scan ended, successful or not: the schedule counts from here. */
  lastScanEndedAt: string | null;
  /** What the last scan found and skipped, and why. Absent on documents older than the report. */
  lastScanReport?: ScanReport | null;
  /** The pattern a person taught for the page (issue 25), read first on every scan. Absent on older documents (= none). */
  taught?: TaughtPattern | null;
}
