import { existsSync } from 'node:fs';
import { type CorpusPage, DEFAULT_CORPUS_DIR, type PageKind, readCorpus } from './corpus-page';
import { type CorpusScore, evaluateCorpus } from './evaluate-corpus';
import { formatScore } from './format-score';

/**
 * Floors for `npm run eval:extraction` over the shared corpus. They only ever go up: raise them
 * with every change that raises the scores, until they reach the targets (overall
 * precision 0.95 / recall 0.90 on the whole corpus; pages without markup 0.9 / 0.8).
 *
 * Re-based when the corpus grew from 29 to 58 pages: each floor is the figure the scanner read on
 * the 58 pages at that commit, rounded down to two places.
 */
const FLOORS: Record<'overall' | PageKind, { precision: number; recall: number }> = {
  overall: { precision: 0.99, recall: 0.98 },
  none: { precision: 0.98, recall: 0.98 },
  jsonld: { precision: 0.99, recall: 0.99 },
  microdata: { precision: 1, recall: 1 },
  hevent: { precision: 1, recall: 1 },
  ics: { precision: 1, recall: 0.99 },
};

/** The share of pages read well (recall 0.8 and precision 0.9 on the page), overall and as the fold mean. */
const READ_WELL_FLOOR = 0.96;
/** The held-out figure: the mean over the folds of the corpus split by origin repository. */
const FOLD_MEAN_FLOORS = { precision: 0.99, recall: 0.98, readWell: 0.98 };

const dir = process.env['EXTRACTION_CORPUS_DIR'] ?? DEFAULT_CORPUS_DIR;
const present = existsSync(dir);
// CI clones the corpus beside the repository, so there a missing folder is a failure; a developer's
// checkout elsewhere (a worktree) points EXTRACTION_CORPUS_DIR at it instead.
const runs = present || Boolean(process.env['CI']);
if (!runs) console.warn(`Skipping the extraction floors: no corpus at ${dir}; set EXTRACTION_CORPUS_DIR`);
const describeWithCorpus = runs ? describe : describe.skip;

describeWithCorpus('extraction over the shared corpus', () => {
  let pages: CorpusPage[];
  let score: CorpusScore;

  beforeAll(async () => {
    pages = readCorpus(dir);
    score = await evaluateCorpus(pages);
    // eslint-disable-next-line no-console -- the scores are this test's report
    console.log(formatScore(score));
  }, 300_000);

  it('reads the whole corpus', () => {
    expect(pages.length).toBeGreaterThanOrEqual(58);
  });

  it.each(Object.entries(FLOORS))('%s stays at or above its floors', (kind, floor) => {
    const totals = kind === 'overall' ? score.overall : score.byKind[kind as PageKind];
    expect(totals.precision).toBeGreaterThanOrEqual(floor.precision);
    expect(totals.recall).toBeGreaterThanOrEqual(floor.recall);
  });

  it('reads enough pages well', () => {
    expect(score.overall.pagesReadWell / score.overall.pages).toBeGreaterThanOrEqual(READ_WELL_FLOOR);
  });

  it('keeps the held-out figure, the mean over folds, at or above its floors', () => {
    expect(score.foldMean.precision).toBeGreaterThanOrEqual(FOLD_MEAN_FLOORS.precision);
    expect(score.foldMean.recall).toBeGreaterThanOrEqual(FOLD_MEAN_FLOORS.recall);
    expect(score.foldMean.readWell).toBeGreaterThanOrEqual(FOLD_MEAN_FLOORS.readWell);
  });

  it('finds no event on the pages without events', () => {
    expect(score.eventsOnNoEventPages).toBe(0);
  });
});

/**
 * Floors of `npm run eval:extraction -- --example` (issue 25): each page taught first from its first upcoming event's
 * title, as a person would show it. Today's figures rounded down; the targets are 0.95 / 0.90 overall.
 */
const TAUGHT_FLOORS: Record<'overall' | 'none', { precision: number; recall: number }> = {
  overall: { precision: 0.97, recall: 0.98 },
  none: { precision: 0.96, recall: 0.96 },
};

describeWithCorpus('extraction over the shared corpus, each page taught by one example', () => {
  let score: CorpusScore;

  beforeAll(async () => {
    score = await evaluateCorpus(readCorpus(dir), undefined, true);
    // eslint-disable-next-line no-console -- the scores are this test's report
    console.log(formatScore(score));
  }, 300_000);

  it.each(Object.entries(TAUGHT_FLOORS))('%s stays at or above its floors', (kind, floor) => {
    const totals = kind === 'overall' ? score.overall : score.byKind[kind as PageKind];
    expect(totals.precision).toBeGreaterThanOrEqual(floor.precision);
    expect(totals.recall).toBeGreaterThanOrEqual(floor.recall);
  });

  it('finds no event on the pages without events', () => {
    expect(score.eventsOnNoEventPages).toBe(0);
  });
});
