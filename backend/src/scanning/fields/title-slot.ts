import { type BlockReading } from './event-block';

/** Share of a listing's blocks that must have a slot for it to name them all. */
const SLOT_COVERAGE = 0.8;

/**
 * Picks where a listing writes its events' names. Every block of a listing has the same parts;
 * of the slots nearly all blocks fill, the one with the most different values is the name: a
 * sponsor line ("Presented by Friends"), a venue line or a category repeats across the listing
 * far more than titles do. Ties keep the first block's order (headings before links). Comes with
 * each block's title in that slot.
 */
function titleSlot(
  readings: BlockReading[],
): { slot: string; values: Array<string | undefined>; distinct: number } | null {
  const first = readings[0];
  if (!first || readings.length < 3) return null;
  let best: { slot: string; values: Array<string | undefined>; distinct: number } | null = null;
  // A card's heading, its link and its first line often give the same titles: counted once.
  let counted: { values: Array<string | undefined>; distinct: number } | null = null;
  for (const { slot } of first.titles) {
    const values = readings.map((reading) => titleIn(reading, slot));
    if (filled(values) < readings.length * SLOT_COVERAGE) continue;
    const distinct: number =
      counted && sameTitles(counted.values, values) ? counted.distinct : distinctTitles(values);
    counted = { values, distinct };
    if (!best || distinct > best.distinct) best = { slot, values, distinct };
  }
  return best;
}

function titleIn(reading: BlockReading, slot: string): string | undefined {
  for (const candidate of reading.titles) if (candidate.slot === slot) return candidate.title;
  return undefined;
}

/** Index loops: run once per slot of a listing, these are seldom optimised, and a for-of step then makes an object. */
function filled(values: Array<string | undefined>): number {
  let count = 0;
  for (let index = 0; index < values.length; index += 1) if (values[index] !== undefined) count += 1;
  return count;
}

function sameTitles(a: Array<string | undefined>, b: Array<string | undefined>): boolean {
  return a.every((title, index) => title === b[index]);
}

function distinctTitles(values: Array<string | undefined>): number {
  const distinct = new Set<string>();
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index];
    if (value !== undefined) distinct.add(value.toLowerCase());
  }
  return distinct.size;
}

/** The listing's events, each named from the chosen slot where its block fills it. */
export function namedBySlot(readings: BlockReading[]): BlockReading['event'][] {
  const chosen = titleSlot(readings);
  return readings.map(({ event }, index) => {
    const title = chosen?.values[index];
    // Most blocks are already named from that slot: no copy for them.
    return title && title !== event.title ? { ...event, title } : event;
  });
}
