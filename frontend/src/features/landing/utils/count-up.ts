/**
 * The value a counter shows after `step` of `steps` equal ticks. Rounded so every tick shows a whole
 * number, and exact on the last tick so the counter always lands on its target (e.g. 10,000, never 9,999).
 */
export function countUpValue(target: number, step: number, steps: number): number {
  if (steps <= 0 || step >= steps) return target;
  if (step <= 0) return 0;
  return Math.round((target * step) / steps);
}

const numberFormat = new Intl.NumberFormat('en-US');

/** "10,000+": the landing counters are lower bounds, so the plus sign is part of the figure. */
export function formatCounter(value: number): string {
  return `${numberFormat.format(value)}+`;
}
