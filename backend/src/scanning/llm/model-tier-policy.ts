import { findDates } from '../heuristic/date-patterns';

/** Fewer distinct dates than this on a page is too little to say the other tiers missed any. */
const MIN_MENTIONS_TO_DOUBT = 4;

/** Distinct calendar days the page's text names (month and day): how many events it may list. */
export function dateMentions(text: string): number {
  return new Set(findDates(text).map((date) => `${date.month}-${date.day}`)).size;
}

/**
 * The model is asked only where the deterministic tiers found nothing, or clearly less than the
 * page's own date mentions suggest: fewer events read (past ones included) than half the distinct
 * days it names, on a page naming at least a few. Everywhere else it would cost money to repeat them.
 */
export function shouldAskModel(deterministicEvents: number, mentions: number): boolean {
  if (deterministicEvents === 0) return true;
  return mentions >= MIN_MENTIONS_TO_DOUBT && deterministicEvents * 2 < mentions;
}
