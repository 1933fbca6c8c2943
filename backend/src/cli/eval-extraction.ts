import path from 'node:path';
import { Presets, SingleBar } from 'cli-progress';
import { DEFAULT_CORPUS_DIR, readCorpus } from '../scanning/evaluation/corpus-page';
import { evaluateCorpus } from '../scanning/evaluation/evaluate-corpus';
import { formatScore } from '../scanning/evaluation/format-score';
import { runCli } from './run-cli';

const USAGE = `Usage: npm run eval:extraction [-- DIR] [--verbose]
Scores the scanner (no model) on a folder in the corpus format; DIR defaults to ${DEFAULT_CORPUS_DIR}.`;

/** Scores the scanner on a corpus folder and prints per-page and per-kind precision and recall. */
async function main(args: string[]): Promise<void> {
  if (args.includes('--help') || args.includes('-h')) return console.log(USAGE);
  const given = args.find((arg) => !arg.startsWith('--'));
  // npm runs scripts from the repository root; a folder the user typed is relative to where they were.
  const dir = given ? path.resolve(process.env['INIT_CWD'] ?? process.cwd(), given) : DEFAULT_CORPUS_DIR;
  const pages = readCorpus(dir);
  if (pages.length === 0) throw new Error(`No *.expected.json pages in ${dir}`);
  const bar = new SingleBar(
    { format: 'scoring [{bar}] {value}/{total} pages | {name}', stream: process.stderr, hideCursor: true },
    Presets.shades_classic,
  );
  bar.start(pages.length, 0, { name: '' });
  const score = await evaluateCorpus(pages, (done, page) => bar.update(done, { name: page.name }));
  bar.stop();
  console.log(formatScore(score, args.includes('--verbose')));
}

runCli(main);
