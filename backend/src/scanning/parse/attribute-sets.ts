import { KnownNames } from './known-names';

/** The attribute names most elements have, found in the page without a copy of each (see `KnownNames`). */
const COMMON_ATTRIBUTE_NAMES = new KnownNames(
  (
    'class href id src title style rel type alt name content itemprop itemscope itemtype datetime property target ' +
    'width height lang charset value role srcset loading action method for tabindex aria-label aria-hidden'
  )
    .split(' ')
    .map((name) => [name, name] as const),
);

/** The attribute name the page writes from `start` to `end`, lower-cased. */
export function attributeNameAt(page: string, start: number, end: number): string {
  return COMMON_ATTRIBUTE_NAMES.find(page, start, end) ?? page.slice(start, end).toLowerCase();
}

/** The attributes of every element that has none: one object, frozen so that no reader adds to it by mistake. */
export const NO_ATTRIBUTES: Record<string, string> = Object.freeze({});

/** How many attributes an element has, counted up to two (enough to tell none, one and more). */
function attributeCount(attribs: Record<string, string>): number {
  let count = 0;
  for (const name in attribs) if (Object.hasOwn(attribs, name) && ++count === 2) break;
  return count;
}

/**
 * A page's element attributes, shared where a listing repeats them. Lives only while the page is parsed.
 */
export class AttributeSets {
  /** Per class value, the frozen attributes of an element with only that class. */
  private readonly classOnly = new Map<string, Record<string, string>>();

  /**
   * The start tag's attributes, shared where a listing repeats them: the one frozen set for an element with none,
   * one frozen set per class value for an element with only a class (a card's, its date's, its time's), else its
   * own with its class as the one string of that value on the page. The tree stays alive while the listing reads it.
   */
  take(names: readonly string[], values: readonly string[], count: number): Record<string, string> {
    if (count === 0) return NO_ATTRIBUTES;
    if (count === 1 && names[0] === 'class') return this.classOnlyAttributes(values[0]!);
    const attribs: Record<string, string> = {};
    for (let index = 0; index < count; index += 1) attribs[names[index]!] = values[index]!;
    // An attribute named __proto__ set nothing: the element may have none or only a class after all.
    const own = attributeCount(attribs);
    if (own === 0) return NO_ATTRIBUTES;
    const className = attribs['class'];
    if (className === undefined) return attribs;
    if (own === 1) return this.classOnlyAttributes(className);
    // The class value's one string, shared with the elements that have only it.
    attribs['class'] = this.classOnlyAttributes(className)['class']!;
    return attribs;
  }

  private classOnlyAttributes(className: string): Record<string, string> {
    let shared = this.classOnly.get(className);
    if (shared === undefined) {
      shared = Object.freeze({ class: className });
      this.classOnly.set(className, shared);
    }
    return shared;
  }
}
