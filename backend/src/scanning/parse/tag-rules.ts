import { IMPLIED_ENDS, type ImpliedEnd, NO_ENDS } from './implied-ends';
import { KnownNames } from './known-names';
import {
  FOREIGN_CONTEXT_ELEMENTS,
  HTML_INTEGRATION_ELEMENTS,
  OPEN_IMPLIES_CLOSE,
  VOID_ELEMENTS,
} from './parser-rules';

/**
 * The HTML elements' names, each given one string by its rule: the tokenizer's tag names are slices of the page, one
 * per element, and a long listing keeps tens of thousands of them alive. Only the standard's names, so a hostile page
 * cannot grow the rules, and no name sliced from a page outlives it.
 */
const TAG_NAMES = (
  'a abbr address area article aside audio b base bdi bdo blockquote body br button canvas caption cite code col ' +
  'colgroup data datalist dd del details dfn dialog div dl dt em embed fieldset figcaption figure font footer form ' +
  'h1 h2 h3 h4 h5 h6 head header hgroup hr html i iframe img input ins kbd label legend li link main map mark menu ' +
  'meta meter nav noscript object ol optgroup option output p param picture pre progress q rp rt ruby s samp ' +
  'script search section select slot small source span strong style sub summary sup svg table tbody td template ' +
  'textarea tfoot th thead time title tr track u ul var video wbr center tt big strike nobr'
).split(' ');

/** What the tree builder does with an element of one name, looked up once per tag. */
export interface TagRule {
  /** The name, one string per standard name. */
  readonly name: string;
  /** The innermost open elements its start ends (htmlparser2's rules). */
  readonly impliesClose: ReadonlySet<string> | undefined;
  readonly isVoid: boolean;
  /** It begins foreign content (svg, math) or HTML inside foreign content. */
  readonly changesContext: boolean;
  readonly foreign: boolean;
  /** The open elements its start ends through open phrasing elements (the HTML tree builder's rules). */
  readonly impliedEnds: readonly ImpliedEnd[];
}

function ruleOf(name: string): TagRule {
  const foreign = FOREIGN_CONTEXT_ELEMENTS.has(name);
  return {
    name,
    impliesClose: OPEN_IMPLIES_CLOSE.get(name),
    isVoid: VOID_ELEMENTS.has(name),
    changesContext: foreign || HTML_INTEGRATION_ELEMENTS.has(name),
    foreign,
    impliedEnds: IMPLIED_ENDS.get(name) ?? NO_ENDS,
  };
}

/** The standard's names and every name a rule holds, so a page's other names (of any number) are never remembered. */
const RULES = new Map(
  [
    ...TAG_NAMES,
    ...OPEN_IMPLIES_CLOSE.keys(),
    ...VOID_ELEMENTS,
    ...FOREIGN_CONTEXT_ELEMENTS,
    ...HTML_INTEGRATION_ELEMENTS,
    ...IMPLIED_ENDS.keys(),
  ].map((name) => [name, ruleOf(name)] as const),
);

/** The rule of a lower-cased tag name. */
export function tagRule(name: string): TagRule {
  return RULES.get(name) ?? ruleOf(name);
}

const KNOWN_RULES = new KnownNames(RULES);

/** The rule of the tag name the page writes from `start` to `end`, in any case. */
export function tagRuleAt(page: string, start: number, end: number): TagRule {
  return KNOWN_RULES.find(page, start, end) ?? tagRule(page.slice(start, end).toLowerCase());
}
