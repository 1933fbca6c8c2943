import { appendFileSync } from 'node:fs';

/** One line of the table `npm run bench` prints at its end: a figure, its value and its aim. */
export interface BenchFigure {
  figure: string;
  value: string;
  /** What the issue asks for, e.g. "≥ 100 req/s"; empty when there is no mark. */
  aim?: string;
  /** Whether the value meets the aim; undefined when there is none. */
  met?: boolean;
}

/**
 * Remembers a figure for the closing summary: appended as a JSON line to the file `npm run bench`
 * names in BENCH_SUMMARY (the benches run in several processes). Without it (a bench run alone),
 * nothing is kept: the bench's own lines say it all.
 */
export function recordFigure(figure: BenchFigure): void {
  const file = process.env['BENCH_SUMMARY'];
  if (file) appendFileSync(file, `${JSON.stringify(figure)}\n`);
}
