// The mentions are counted where the page is read (date-mentions.ts, with the date readers); the scan's own
// thread only weighs the count.

/** Fewer distinct dates than this on a page is too little to say the other tiers missed any. */
const MIN_MENTIONS_TO_DOUBT = 4;

/**
 * The model is asked only where the deterministic tiers found nothing, or clearly less than the
 * page's own date mentions suggest: fewer events read (past ones included) than half the distinct
 * days it names, on a page naming at least a few. Everywhere else it would cost money to repeat them.
 */
export function shouldAskModel(deterministicEvents: number, mentions: number): boolean {
  if (deterministicEvents === 0) return true;
  return mentions >= MIN_MENTIONS_TO_DOUBT && deterministicEvents * 2 < mentions;
}
