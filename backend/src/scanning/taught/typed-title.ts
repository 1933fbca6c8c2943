/**
 * A title as a person types it: letters and digits only, in lower case without accents, each run of anything else
 * (spaces, quotes, dashes, punctuation) one space, "&" the word "and". "The Nutcracker — Opening Night!" and
 * `the nutcracker "opening night"` are the same typed title.
 */
const NOT_ASCII = /[^ -~\s]/;

export function typedTitle(text: string): string {
  // Most of a page is printable ASCII and spaces, which have no accents to take off.
  const plain = NOT_ASCII.test(text) ? text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : text;
  return plain
    .replace(/&/g, ' and ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether `typed` holds `part` as whole words (both typed titles). */
export function holdsTyped(typed: string, part: string): boolean {
  if (part.length === 0) return false;
  for (let at = typed.indexOf(part); at >= 0; at = typed.indexOf(part, at + 1)) {
    const before = at === 0 || typed.charCodeAt(at - 1) === 32;
    const end = at + part.length;
    if (before && (end === typed.length || typed.charCodeAt(end) === 32)) return true;
  }
  return false;
}
