function words(title: string): string[] {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/**
 * Whether two titles name the same event: compared tolerantly (case, accents, punctuation, quotes,
 * "&"), one holding the other or most words shared. Tiers and widgets of one page write one
 * event's title with small differences ("Finance Committee –", "Sunset Yoga at the Pier").
 */
export function similarTitles(a: string, b: string): boolean {
  const left = words(a);
  const right = words(b);
  if (left.length === 0 || right.length === 0) return false;
  const joinedLeft = ` ${left.join(' ')} `;
  const joinedRight = ` ${right.join(' ')} `;
  if (joinedLeft.includes(joinedRight) || joinedRight.includes(joinedLeft)) return true;
  const rightSet = new Set(right);
  const shared = new Set(left.filter((word) => rightSet.has(word))).size;
  return (2 * shared) / (new Set(left).size + rightSet.size) >= 0.6;
}
