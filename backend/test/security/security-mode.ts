/**
 * `npm run test:security -- --full` sets SECURITY_FULL=1: the attack sizes of the outside test
 * (hundreds of parallel requests, thousands of ranges, 50-megapixel images) and printed figures.
 * Without it the same attacks run small enough for every CI run.
 */
export const FULL = process.env['SECURITY_FULL'] === '1';

/** A figure for the person running the full suite (or SECURITY_REPORT=1); CI runs stay quiet. */
export function report(line: string): void {
  if (FULL || process.env['SECURITY_REPORT'] === '1') process.stdout.write(`  [security] ${line}\n`);
}
