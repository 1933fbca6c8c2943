import { SCAN_PAGE_ROLES, SCAN_REPORT_MAX_PAGES, type ScanReport } from '@eventfold/contracts';
import type { ScanResult, ScannedPage } from '../../scanning/scan-source';
import type { PageFailure } from '../../scanning/fetching/page-failure';

const byRole = (page: ScannedPage) => SCAN_PAGE_ROLES.indexOf(page.role);

/**
 * A scan's report for the sources page: events kept per tier, what was skipped and why, page by
 * page. Failed pages are listed before read detail pages, so a cap never hides a failure.
 */
export function scanReport(result: ScanResult): ScanReport {
  const found: ScanReport['found'] = { ical: 0, structured: 0, heuristic: 0, llm: 0 };
  for (const event of result.events) found[event.tier] = (found[event.tier] ?? 0) + 1;
  const ordered = [...result.pages].sort(
    (a, b) => byRole(a) - byRole(b) || Number(b.failure !== null) - Number(a.failure !== null),
  );
  const pages = ordered.slice(0, SCAN_REPORT_MAX_PAGES).map((page) => ({
    url: page.url,
    role: page.role,
    events: page.eventCount,
    past: page.past,
    unreadable: page.unreadable,
    failure: page.failure,
    httpStatus: page.httpStatus,
  }));
  return {
    found,
    past: sum(result.pages, (page) => page.past),
    unreadable: sum(result.pages, (page) => page.unreadable),
    pages,
    pagesNotListed: ordered.length - pages.length,
    ...(result.taught === null ? {} : { taught: result.taught }),
  };
}

/** The report of a scan whose own address could not be read. */
export function failedScanReport(url: string, { failure, httpStatus }: PageFailure): ScanReport {
  const page = { url, role: 'source' as const, events: 0, past: 0, unreadable: 0, failure, httpStatus };
  return {
    found: { ical: 0, structured: 0, heuristic: 0, llm: 0 },
    past: 0,
    unreadable: 0,
    pages: [page],
    pagesNotListed: 0,
  };
}

function sum(pages: ScannedPage[], count: (page: ScannedPage) => number): number {
  return pages.reduce((total, page) => total + count(page), 0);
}
