import { DateTime } from 'luxon';
import { fileFetcher, fileUrl } from '../fetching/file-fetcher';
import { scanSource } from '../scan-source';
import { teachPage } from '../taught/teach-page';
import { type CorpusPage, PAGE_KINDS, type PageKind } from './corpus-page';
import { assignFolds, FOLD_COUNT, originRepository } from './folds';
import { type PageScore, readWell, scorePage } from './score-page';

export interface PageResult extends PageScore {
  page: CorpusPage;
  /** The page's fold for the held-out figure (folds.ts). */
  fold: number;
  readWell: boolean;
}

export interface Totals {
  found: number;
  expected: number;
  extra: number;
  precision: number;
  recall: number;
  pages: number;
  pagesReadWell: number;
}

export interface FoldScore extends Totals {
  fold: number;
  repositories: string[];
}

export interface CorpusScore {
  pages: PageResult[];
  byKind: Record<PageKind, Totals>;
  overall: Totals;
  byFold: FoldScore[];
  /**
   * The held-out figure: the mean over folds of each fold's precision, recall and share of pages read
   * well, so that every publisher's pages weigh as one fold, however many pages it gave.
   */
  foldMean: { precision: number; recall: number; readWell: number };
  /** Events extracted from the pages that list none, optional ones included. */
  eventsOnNoEventPages: number;
}

/**
 * Scans one saved page the way `npm run scan -- FILE --now DATE` does, without a model; with `example`, taught first
 * from its first upcoming event's title, as a person would show it (issue 25), and scanned with that pattern.
 */
export async function scanCorpusPage(page: CorpusPage, example = false) {
  const now = DateTime.fromISO(page.now, { zone: page.timezone }).toJSDate();
  const fetcher = fileFetcher(page.file);
  const url = fileUrl(page.file);
  const title = example ? firstUpcomingTitle(page) : null;
  const taught = title ? await taughtPattern(page, url, title, now) : null;
  const result = await scanSource(url, {
    timezone: page.timezone,
    now,
    fetcher,
    llm: null,
    // A saved page's links lead to the live site, which the corpus must not depend on.
    maxDetailPages: 0,
    taught,
  });
  return result.events;
}

function firstUpcomingTitle(page: CorpusPage): string | null {
  const upcoming = [...page.events].sort((a, b) => a.start.localeCompare(b.start));
  return (upcoming.find((event) => event.start.slice(0, 10) >= page.now) ?? upcoming[0])?.title ?? null;
}

async function taughtPattern(page: CorpusPage, url: string, title: string, now: Date) {
  const document = await fileFetcher(page.file)(url);
  const taught = teachPage(document, [title], { timezone: page.timezone, now, pageUrl: url, sourceUrl: url });
  return taught.ok ? taught.pattern : null;
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
    pages: results.length,
    pagesReadWell: results.filter((result) => result.readWell).length,
  };
}

export async function evaluateCorpus(
  pages: CorpusPage[],
  onPage?: (done: number, page: CorpusPage) => void,
  example = false,
): Promise<CorpusScore> {
  const folds = assignFolds(pages);
  const results: PageResult[] = [];
  for (const page of pages) {
    const score = scorePage(page, await scanCorpusPage(page, example));
    results.push({ page, fold: folds.get(page.name)!, readWell: readWell(score), ...score });
    onPage?.(results.length, page);
  }
  const byKind = Object.fromEntries(
    PAGE_KINDS.map((kind) => [kind, totals(results.filter((result) => result.page.structured === kind))]),
  ) as Record<PageKind, Totals>;
  const eventsOnNoEventPages = results
    .filter(({ page }) => page.events.length === 0 && page.optional.length === 0)
    .reduce((sum, result) => sum + result.extra.length, 0);
  const byFold = Array.from({ length: FOLD_COUNT }, (_, index) => {
    const inFold = results.filter((result) => result.fold === index + 1);
    const repositories = [...new Set(inFold.map((result) => originRepository(result.page)))];
    return { fold: index + 1, repositories, ...totals(inFold) };
  });
  const mean = (value: (fold: FoldScore) => number) =>
    byFold.reduce((sum, fold) => sum + value(fold), 0) / byFold.length;
  const foldMean = {
    precision: mean((fold) => fold.precision),
    recall: mean((fold) => fold.recall),
    readWell: mean((fold) => (fold.pages === 0 ? 1 : fold.pagesReadWell / fold.pages)),
  };
  return { pages: results, byKind, overall: totals(results), byFold, foldMean, eventsOnNoEventPages };
}
