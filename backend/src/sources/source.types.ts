import type { SCAN_REASONS, ScanReport, ScrapedEventFields, TaughtPattern } from '@eventfold/contracts';

export type { SourceEvent } from '@eventfold/contracts';

export type ScanReason = (typeof SCAN_REASONS)[number];

/** An event the source currently lists (or listed before it took place), by the scanner's externalId. */
export interface CurrentEvent {
  eventId: string;
  hash: string;
  startDate: string;
}

export type SourceState =
  | { status: 'absent' }
  | {
      status: 'added';
      sourceId: string;
      userId: string;
      name: string;
      url: string;
      category: string;
      isActive: boolean;
      /** Recorded on each listing, so Nearby can place listings that name no place of their own. */
      zipCode: string | null;
      /** The user typed or cleared the ZIP: a ZIP found on the page never replaces it. */
      zipCodeSetByUser: boolean;
      pendingScanId: string | null;
      events: Readonly<Record<string, CurrentEvent>>;
      /** Whether a taught pattern reads the page (issue 25). */
      taught: boolean;
    }
  | { status: 'removed' };

/** `report`: what the scan found and skipped, and why (shown per source). */
export type ScanOutcome =
  | {
      ok: true;
      events: ScrapedEventFields[];
      pagesFetched: number;
      report: ScanReport;
      /** The known US ZIP the venue's page names in its organisation or place markup; null for none. */
      venueZipCode: string | null;
    }
  | { ok: false; errorMessage: string; report: ScanReport };

export type SourceCommand =
  | {
      type: 'AddSource';
      sourceId: string;
      userId: string;
      name: string;
      url: string;
      category: string;
      timezone: string;
      isActive: boolean;
      zipCode: string | null;
      scanId: string;
    }
  /** `scanId` is used only when the URL changes: a new address must be scanned again. */
  /** `zipCode` undefined keeps the source's ZIP. */
  | {
      type: 'UpdateSource';
      userId: string;
      name: string;
      url: string;
      category: string;
      zipCode?: string | null;
      scanId: string;
    }
  | { type: 'RemoveSource'; userId: string }
  /** Saves the pattern learnt from the person's examples and rescans with it at once. */
  | { type: 'TeachSource'; userId: string; pattern: TaughtPattern; scanId: string }
  /** Back to automatic reading, rescanned at once; a source with no pattern is left as it is. */
  | { type: 'RemovePattern'; userId: string; scanId: string }
  /** Joins the scan already pending, if any, instead of requesting a second one. */
  | { type: 'RequestScan'; userId: string; scanId: string; reason: ScanReason }
  /** `now` decides which unlisted events are still to come (cancelled) and which are past (left). */
  | { type: 'RecordScanResult'; scanId: string; now: string; outcome: ScanOutcome };

export type AddedSource = Extract<SourceState, { status: 'added' }>;
