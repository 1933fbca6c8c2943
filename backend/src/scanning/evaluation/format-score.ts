import { PAGE_KINDS } from './corpus-page';
import { type CorpusScore, type Totals } from './evaluate-corpus';

const ratio = (value: number) => value.toFixed(2);

function totalsRow(label: string, totals: Totals): string {
  return `${label.padEnd(12)}${String(totals.found).padStart(7)}${String(totals.expected).padStart(10)}${String(totals.extra).padStart(7)}${ratio(totals.precision).padStart(11)}${ratio(totals.recall).padStart(8)}`;
}

/**
 * The report of `npm run eval:extraction`: found / expected / extra per page, then precision and
 * recall per kind of markup and overall; with `verbose`, what each page missed and invented.
 */
export function formatScore(score: CorpusScore, verbose = false): string {
  const width = Math.max(4, ...score.pages.map(({ page }) => page.name.length));
  const lines = [`${'page'.padEnd(width)}  kind       found  expected  extra`];
  for (const result of score.pages) {
    lines.push(
      `${result.page.name.padEnd(width)}  ${result.page.structured.padEnd(9)}${String(result.found).padStart(7)}${String(result.expected).padStart(10)}${String(result.extra.length).padStart(7)}`,
    );
    if (!verbose) continue;
    for (const missed of result.missed) lines.push(`    missed  ${missed.start.padEnd(16)}  ${missed.title}`);
    for (const extra of result.extra)
      lines.push(`    extra   ${extra.start.padEnd(16)}  ${extra.title}  [${extra.event.tier}]`);
  }
  lines.push('', 'kind          found  expected  extra  precision  recall');
  for (const kind of PAGE_KINDS) lines.push(totalsRow(kind, score.byKind[kind]));
  lines.push(totalsRow('overall', score.overall));
  lines.push('', `events on pages without events: ${score.eventsOnNoEventPages}`);
  return lines.join('\n');
}
