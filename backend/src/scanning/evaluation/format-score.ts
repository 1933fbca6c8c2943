import { PAGE_KINDS } from './corpus-page';
import { type CorpusScore, type Totals } from './evaluate-corpus';

const ratio = (value: number) => value.toFixed(2);

function totalsRow(label: string, totals: Totals): string {
  return `${label.padEnd(12)}${String(totals.found).padStart(7)}${String(totals.expected).padStart(10)}${String(totals.extra).padStart(7)}${ratio(totals.precision).padStart(11)}${ratio(totals.recall).padStart(8)}${`${totals.pagesReadWell}/${totals.pages}`.padStart(11)}`;
}

export interface FormatOptions {
  /** What each listed page missed and invented. */
  verbose?: boolean;
  /**
   * Folds whose pages are counted in the figures but not listed: a fold being held out is looked at
   * only through its figures, so that its failures cannot steer the work.
   */
  heldOut?: ReadonlySet<number>;
}

/**
 * The report of `npm run eval:extraction`: found / expected / extra per page, then precision, recall
 * and pages read well per kind of markup, overall and per fold (the held-out figure); with
 * `verbose`, what each listed page missed and invented.
 */
export function formatScore(score: CorpusScore, options: FormatOptions = {}): string {
  const heldOut = options.heldOut ?? new Set<number>();
  const listed = score.pages.filter((result) => !heldOut.has(result.fold));
  const width = Math.max(4, ...listed.map(({ page }) => page.name.length));
  const lines = [`${'page'.padEnd(width)}  fold  kind       found  expected  extra  read well`];
  for (const result of listed) {
    lines.push(
      `${result.page.name.padEnd(width)}  ${String(result.fold).padStart(4)}  ${result.page.structured.padEnd(9)}${String(result.found).padStart(7)}${String(result.expected).padStart(10)}${String(result.extra.length).padStart(7)}  ${result.readWell ? 'yes' : 'NO'}`,
    );
    if (!options.verbose) continue;
    for (const missed of result.missed) lines.push(`    missed  ${missed.start.padEnd(16)}  ${missed.title}`);
    for (const extra of result.extra)
      lines.push(`    extra   ${extra.start.padEnd(16)}  ${extra.title}  [${extra.event.tier}]`);
  }
  if (heldOut.size > 0) lines.push(`(pages of held-out fold ${[...heldOut].join(', ')} not listed)`);
  const header = 'found  expected  extra  precision  recall  read well';
  lines.push('', `kind          ${header}`);
  for (const kind of PAGE_KINDS) lines.push(totalsRow(kind, score.byKind[kind]));
  lines.push(totalsRow('overall', score.overall));
  lines.push('', `fold          ${header}  repositories`);
  for (const fold of score.byFold)
    lines.push(`${totalsRow(`fold ${fold.fold}`, fold)}  ${fold.repositories.join(', ')}`);
  const { foldMean } = score;
  lines.push(
    `${'fold mean'.padEnd(36)}${ratio(foldMean.precision).padStart(11)}${ratio(foldMean.recall).padStart(8)}${`${Math.round(foldMean.readWell * 100)} %`.padStart(11)}`,
  );
  lines.push('', `events on pages without events: ${score.eventsOnNoEventPages}`);
  return lines.join('\n');
}
