/** Digits of the largest unsigned 64-bit number: every log position fits. */
const WIDTH = 20;
const KEY = /^[0-9]{20}$/;

/**
 * A log position as stored in documents: zero-padded to a fixed width, so that the stores' string
 * comparison ($lt, sort) orders positions as numbers do ("9" sorts after "10"; "…09" does not).
 * BigInt() reads it back unchanged.
 */
export function positionKey(position: bigint): string {
  return position.toString().padStart(WIDTH, '0');
}

/**
 * Matches documents whose stored position is below `position`, or that carry none in the fixed-width
 * form (absent, or written as a plain decimal by an older runtime): the guard of every projection write.
 */
export function storedBefore(position: bigint): Record<string, unknown> {
  return {
    $or: [{ _position: { $lt: positionKey(position) } }, { _position: { $not: { $regex: KEY.source } } }],
  };
}
