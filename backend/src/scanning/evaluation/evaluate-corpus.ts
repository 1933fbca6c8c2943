import { DateTime } from 'luxon';
import { fileFetcher, fileUrl } from '../fetching/file-fetcher';
import { scanSource } from '../scan-source';
import { type CorpusPage, PAGE_KINDS, type PageKind } from './corpus-page';
import { type PageScore, scorePage } from './score-page';

export interface PageResult extends PageScore {
  page: CorpusPage;
}

export interface Totals {
  found: number;
  expected: number;
  extra: number;
  precision: number;
  recall: number;
}

export interface CorpusScore {
  pages: PageResult[];
  byKind: Record<PageKind, Totals>;
  overall: Totals;
  /** Events extracted from the pages that list none, optional ones included. */
  eventsOnNoEventPages: number;
}

/** Scans one saved page the way `npm run scan -- FILE --now DATE` does, without a model. */
export async function scanCorpusPage(page: CorpusPage) {
  const now = DateTime.fromISO(page.now, { zone: page.timezone }).toJSDate();
  const result = await scanSource(fileUrl(page.file), {
    timezone: page.timezone,
    now,
    fetcher: fileFetcher(page.file),
    llm: null,
    // A saved page's links lead to the live site, which the corpus must not depend on.
    maxDetailPages: 0,
  });
  return result.events;
}

function totals(results: PageResult[]): Totals {
  const found = results.reduce((sum, result) => sum + result.found, 0);
  const expected = results.reduce((sum, result) => sum + result.expected, 0);
  const extra = results.reduce((sum, result) => sum + result.extra.length, 0);
  return {
    found,
    expected,
    extra,
    // Nothing extracted is nothing wrong; recall shows what is missing.
    precision: found + extra === 0 ? 1 : found / (found + extra),
    recall: expected === 0 ? 1 : found / expected,
  };
}

export async function evaluateCorpus(
  pages: CorpusPage[],
  onPage?: (done: number, page: CorpusPage) => void,
): Promise<CorpusScore> {
  const results: PageResult[] = [];
  for (const page of pages) {
    results.push({ page, ...scorePage(page, await scanCorpusPage(page)) });
    onPage?.(results.length, page);
  }
  const byKind = Object.fromEntries(
    PAGE_KINDS.map((kind) => [kind, totals(results.filter((result) => result.page.structured === kind))]),
  ) as Record<PageKind, Totals>;
  const eventsOnNoEventPages = results
    .filter(({ page }) => page.events.length === 0 && page.optional.length === 0)
    .reduce((sum, result) => sum + result.extra.length, 0);
  return { pages: results, byKind, overall: totals(results), eventsOnNoEventPages };
}
