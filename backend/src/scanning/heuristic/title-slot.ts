import { type BlockReading } from './event-block';

/** Share of a listing's blocks that must have a slot for it to name them all. */
const SLOT_COVERAGE = 0.8;

/**
 * Picks where a listing writes its events' names. Every block of a listing has the same parts;
 * of the slots nearly all blocks fill, the one with the most different values is the name: a
 * sponsor line ("Presented by Friends"), a venue line or a category repeats across the listing
 * far more than titles do. Ties keep the first block's order (headings before links).
 */
export function titleSlot(readings: BlockReading[]): string | null {
  const first = readings[0];
  if (!first || readings.length < 3) return null;
  let best: { slot: string; distinct: number } | null = null;
  for (const { slot } of first.titles) {
    const values = readings
      .map((reading) => reading.titles.find((candidate) => candidate.slot === slot)?.title)
      .filter((title): title is string => title !== undefined);
    if (values.length < readings.length * SLOT_COVERAGE) continue;
    const distinct = new Set(values.map((value) => value.toLowerCase())).size;
    if (!best || distinct > best.distinct) best = { slot, distinct };
  }
  return best?.slot ?? null;
}

/** The listing's events, each named from the chosen slot where its block fills it. */
export function namedBySlot(readings: BlockReading[]): BlockReading['event'][] {
  const slot = titleSlot(readings);
  return readings.map(({ event, titles }) => {
    const title = slot ? titles.find((candidate) => candidate.slot === slot)?.title : undefined;
    return title ? { ...event, title } : event;
  });
}
