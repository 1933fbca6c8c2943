import { scanPageFailureMessage, type ScanReport, type ScanReportPage } from '@eventfold/contracts';

const TIER_WORDS: Record<keyof ScanReport['found'], string> = {
  taught: 'by the pattern you showed us',
  structured: 'from event markup',
  heuristic: "from the page's listing",
  ical: 'from a calendar feed',
  llm: 'by the AI reader',
};

const ROLE_WORDS: Record<ScanReportPage['role'], string> = {
  source: 'This page',
  'events-page': 'Its events page',
  feed: 'Linked calendar',
  detail: 'Event page',
};

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export interface ScanReportPageText {
  /** The page's role in words ("This page", "Linked calendar"). */
  label: string;
  url: string;
  outcome: string;
  failed: boolean;
}

export interface ScanReportText {
  /**
   * One sentence for a scan that kept nothing: a listing whose events are over, entries we could not
   * read, a page without any events, or a page that could not be fetched. Null when events were kept.
   */
  verdict: string | null;
  found: string | null;
  skipped: string | null;
  pages: ScanReportPageText[];
}

function pageText(page: ScanReportPage): ScanReportPageText {
  const base = { label: ROLE_WORDS[page.role], url: page.url };
  if (page.failure !== null)
    return {
      ...base,
      failed: true,
      outcome: `Not read: ${scanPageFailureMessage(page.failure, page.httpStatus)}`,
    };
  const parts = [plural(page.events, 'upcoming event')];
  if (page.past > 0) parts.push(`${page.past} past`);
  if (page.unreadable > 0) parts.push(`${page.unreadable} unreadable`);
  return { ...base, failed: false, outcome: parts.join(', ') };
}

/** What a source's last scan found and skipped, and why, in the words the sources page shows. */
export function scanReportText(report: ScanReport): ScanReportText {
  const tiers = (Object.keys(TIER_WORDS) as (keyof ScanReport['found'])[]).filter(
    (tier) => (report.found[tier] ?? 0) > 0,
  );
  const total = tiers.reduce((sum, tier) => sum + (report.found[tier] ?? 0), 0);
  const found =
    total === 0
      ? null
      : `Found ${tiers.map((tier) => `${report.found[tier] ?? 0} ${TIER_WORDS[tier]}`).join(', ')}.`;
  const skippedParts = [
    report.past > 0 ? `${plural(report.past, 'event')} already over` : null,
    report.unreadable > 0
      ? `${plural(report.unreadable, 'entry', 'entries')} without a readable title or date`
      : null,
  ].filter((part) => part !== null);
  const skipped = skippedParts.length === 0 ? null : `Skipped ${skippedParts.join('; ')}.`;
  const pages = report.pages.map(pageText);
  if (report.pagesNotListed > 0)
    pages.push({
      label: 'More pages',
      url: '',
      outcome: plural(report.pagesNotListed, 'page') + ' not listed',
      failed: false,
    });
  return { verdict: total > 0 ? null : verdictOf(report), found, skipped, pages };
}

function verdictOf(report: ScanReport): string {
  const source = report.pages.find((page) => page.role === 'source');
  if (source?.failure != null)
    return `We could not read this page: ${scanPageFailureMessage(source.failure, source.httpStatus)}`;
  if (report.past > 0)
    return `This venue has no upcoming events: the ${plural(report.past, 'event')} it lists ${report.past === 1 ? 'is' : 'are'} over.`;
  if (report.unreadable > 0)
    return `We could not read the events on this page: ${plural(report.unreadable, 'entry', 'entries')} had no readable title or date.`;
  if (report.pages.some((page) => page.failure !== null))
    return 'No events found on this page, and a page it links to could not be read.';
  return 'No events found on this page: it does not list any we can read.';
}
