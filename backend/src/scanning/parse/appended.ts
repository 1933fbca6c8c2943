/**
 * The list with the item added at its end. An empty list is replaced by one of exactly one item: V8 gives an array
 * room for 16 more on its first push, and a long listing keeps a few small lists per block alive until its slot is
 * chosen, so each copy the collector makes of them would carry that room.
 */
export function appended<T>(list: T[], item: T): T[] {
  if (list.length === 0) return [item];
  list.push(item);
  return list;
}
