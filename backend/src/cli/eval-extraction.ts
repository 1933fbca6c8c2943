import path from 'node:path';
import { Presets, SingleBar } from 'cli-progress';
import { DEFAULT_CORPUS_DIR, readCorpus } from '../scanning/evaluation/corpus-page';
import { FOLD_COUNT } from '../scanning/evaluation/folds';
import { evaluateCorpus } from '../scanning/evaluation/evaluate-corpus';
import { formatScore } from '../scanning/evaluation/format-score';
import { runCli } from './run-cli';

const USAGE = `Usage: npm run eval:extraction [-- DIR] [--verbose] [--hold-out K[,K...]] [--example]
Scores the scanner (no model) on a folder in the corpus format; DIR defaults to ${DEFAULT_CORPUS_DIR}.
Prints precision, recall and pages read well per page, per kind of markup, overall and per fold (the
corpus split by origin repository). --hold-out K counts fold K in the figures without listing its pages,
so that a fold being held out is seen only through its figures.
--example: each page is first taught from its first upcoming event's title, as a person would show it.`;

function heldOutFolds(args: string[]): Set<number> {
  const folds = new Set<number>();
  args.forEach((arg, index) => {
    const value = arg.startsWith('--hold-out=')
      ? arg.slice('--hold-out='.length)
      : arg === '--hold-out'
        ? args[index + 1]
        : undefined;
    if (value === undefined) return;
    for (const part of value.split(',')) {
      const fold = Number(part);
      if (!Number.isInteger(fold) || fold < 1 || fold > FOLD_COUNT)
        throw new Error(`--hold-out takes fold numbers from 1 to ${FOLD_COUNT}, not "${part}"`);
      folds.add(fold);
    }
  });
  return folds;
}

/** Scores the scanner on a corpus folder and prints per-page and per-kind precision and recall. */
async function main(args: string[]): Promise<void> {
  if (args.includes('--help') || args.includes('-h')) return console.log(USAGE);
  const heldOut = heldOutFolds(args);
  const given = args.find((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--hold-out');
  // npm runs scripts from the repository root; a folder the user typed is relative to where they were.
  const dir = given ? path.resolve(process.env['INIT_CWD'] ?? process.cwd(), given) : DEFAULT_CORPUS_DIR;
  const pages = readCorpus(dir);
  if (pages.length === 0) throw new Error(`No *.expected.json pages in ${dir}`);
  const bar = new SingleBar(
    { format: 'scoring [{bar}] {value}/{total} pages | {name}', stream: process.stderr, hideCursor: true },
    Presets.shades_classic,
  );
  bar.start(pages.length, 0, { name: '' });
  const score = await evaluateCorpus(
    pages,
    (done, page) => bar.update(done, { name: page.name }),
    args.includes('--example'),
  );
  bar.stop();
  console.log(formatScore(score, { verbose: args.includes('--verbose'), heldOut }));
}

runCli(main);
