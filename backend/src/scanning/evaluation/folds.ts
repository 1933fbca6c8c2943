import { type CorpusPage } from './corpus-page';

/** How many folds the corpus is split into for the held-out figure. */
export const FOLD_COUNT = 4;

/** `owner/repo` of a page's `origin` ("owner/repo path/in/repo@commit"). */
export function originRepository(page: Pick<CorpusPage, 'origin'>): string {
  return page.origin.split(/\s+/)[0] ?? page.origin;
}

/**
 * Splits the corpus into folds by origin repository, so that the pages of one site or publisher are
 * never in two folds: repositories by size (largest first, then by name), each into the fold that
 * holds fewest pages so far. The split depends on the corpus alone, so a fold keeps its pages from
 * run to run and a page added to the corpus joins its repository's fold.
 */
export function assignFolds(
  pages: readonly Pick<CorpusPage, 'name' | 'origin'>[],
  count = FOLD_COUNT,
): Map<string, number> {
  const byRepository = new Map<string, string[]>();
  for (const page of pages) {
    const repository = originRepository(page);
    byRepository.set(repository, [...(byRepository.get(repository) ?? []), page.name]);
  }
  const repositories = [...byRepository.entries()].sort(
    ([nameA, pagesA], [nameB, pagesB]) => pagesB.length - pagesA.length || nameA.localeCompare(nameB),
  );
  const sizes = new Array<number>(count).fill(0);
  const folds = new Map<string, number>();
  for (const [, names] of repositories) {
    const fold = sizes.indexOf(Math.min(...sizes));
    sizes[fold]! += names.length;
    for (const name of names) folds.set(name, fold + 1);
  }
  return folds;
}
