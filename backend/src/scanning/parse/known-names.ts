/** Names longer than this are never looked for in place (no standard tag or common attribute name is). */
const MAX_LENGTH = 16;
const LETTERS = 26;
const A = 0x61;
const UPPER_A = 0x41;
const UPPER_Z = 0x5a;

/**
 * A fixed set of lower-case names found where the page writes them, in any case, without cutting the name out of the
 * page and lower-casing it: a long listing's tags and attributes are tens of thousands of names, nearly all of a
 * few dozen. Each is looked for among the known names of its length and first letter.
 */
export class KnownNames<T> {
  private readonly byShape: Array<Array<{ name: string; value: T }> | undefined> = [];

  constructor(entries: Iterable<readonly [string, T]>) {
    for (const [name, value] of entries) {
      const shape = shapeOf(name.length, name.charCodeAt(0));
      if (shape < 0) continue;
      (this.byShape[shape] ??= []).push({ name, value });
    }
  }

  /** The value of the name `page.slice(start, end).toLowerCase()` when it is a known one, else undefined. */
  find(page: string, start: number, end: number): T | undefined {
    const candidates = this.byShape[shapeOf(end - start, page.charCodeAt(start))];
    if (candidates === undefined) return undefined;
    for (let index = 0; index < candidates.length; index += 1) {
      const { name, value } = candidates[index]!;
      if (sameName(page, start, name)) return value;
    }
    return undefined;
  }
}

/** Where names of this length and first letter are kept; -1 for any other first character or a longer name. */
function shapeOf(length: number, first: number): number {
  const letter = (first >= UPPER_A && first <= UPPER_Z ? first + 32 : first) - A;
  if (letter < 0 || letter >= LETTERS || length > MAX_LENGTH) return -1;
  return length * LETTERS + letter;
}

/** Whether the page's characters from `start` are the lower-case ASCII `name` in any case. */
function sameName(page: string, start: number, name: string): boolean {
  for (let index = 1; index < name.length; index += 1) {
    let code = page.charCodeAt(start + index);
    if (code >= UPPER_A && code <= UPPER_Z) code += 32;
    if (code !== name.charCodeAt(index)) return false;
  }
  return true;
}
