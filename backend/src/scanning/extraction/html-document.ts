import { type AnyNode, type Document, DomHandler, Element, Text } from 'domhandler';
import { Parser } from 'htmlparser2';
import { noPageElements, notePageElement, type PageElements } from './page-elements';
import { ownTagName } from './tag-names';

/**
 * domhandler's Element and Text in all but their construction (their prototypes are domhandler's, so cheerio, the
 * selectors and our readers take them as such), with only the fields a page's readers use: no source positions
 * (domhandler leaves them null unless asked for) and no children list of its own until the element ends
 * (`endElement` gives it its exact one). A long listing has tens of thousands of nodes, alive while the listing
 * reads them, and the collector copies each field of each one.
 */
class PageElement {
  readonly type: 'tag' | 'script' | 'style';
  parent: null = null;
  prev: null = null;
  next: null = null;
  children: AnyNode[] = NO_CHILDREN_YET;

  constructor(
    readonly name: string,
    readonly attribs: Record<string, string>,
  ) {
    this.type = name === 'script' ? 'script' : name === 'style' ? 'style' : 'tag';
  }
}
Object.setPrototypeOf(PageElement.prototype, Element.prototype);

class PageText {
  readonly type = 'text';
  parent: null = null;
  prev: null = null;
  next: null = null;

  constructor(public data: string) {}
}
Object.setPrototypeOf(PageText.prototype, Text.prototype);

/** Every element ends (the parser ends those left open at the page's end) and is given its own list then. */
const NO_CHILDREN_YET: AnyNode[] = Object.freeze([]) as unknown as AnyNode[];

/**
 * Elements the HTML tree builder treats as structure ("special"): an implied end tag never reaches
 * past one of them. Phrasing elements (span, b, a, font …) are not among them.
 */
const SPECIAL = new Set(
  (
    'address applet area article aside base basefont bgsound blockquote body br button caption center col colgroup ' +
    'dd details dir div dl dt embed fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head ' +
    'header hgroup hr html iframe img input keygen li link listing main marquee menu meta nav noembed noframes ' +
    'noscript object ol p param plaintext pre script search section select source style summary table tbody td ' +
    'template textarea tfoot th thead title tr track ul wbr xmp'
  ).split(' '),
);
/** A list item's or a term's implied end passes these too, as the tree builder's does. */
const LIST_ITEM_PASSES = new Set(['address', 'div', 'p']);
/** Where an open <p> stops being closable ("button scope"). */
const BUTTON_SCOPE = new Set([
  'applet',
  'caption',
  'html',
  'table',
  'td',
  'th',
  'marquee',
  'object',
  'template',
  'button',
]);
const TABLE_SCOPE = new Set(['html', 'table', 'template']);

const CLOSES_P = new Set(
  (
    'address article aside blockquote center details dialog dir div dl fieldset figcaption figure footer form ' +
    'h1 h2 h3 h4 h5 h6 header hgroup hr main menu nav ol p pre search section summary table ul li dd dt'
  ).split(' '),
);

interface ImpliedEnd {
  closes: ReadonlySet<string>;
  stopsAt: (open: string) => boolean;
}

function impliedEnds(name: string): ImpliedEnd[] {
  const ends: ImpliedEnd[] = [];
  if (name === 'li')
    ends.push({
      closes: new Set(['li']),
      stopsAt: (open) => SPECIAL.has(open) && !LIST_ITEM_PASSES.has(open),
    });
  if (name === 'dd' || name === 'dt')
    ends.push({
      closes: new Set(['dd', 'dt']),
      stopsAt: (open) => SPECIAL.has(open) && !LIST_ITEM_PASSES.has(open),
    });
  if (name === 'tr') ends.push({ closes: new Set(['tr']), stopsAt: (open) => TABLE_SCOPE.has(open) });
  if (name === 'td' || name === 'th')
    ends.push({ closes: new Set(['td', 'th']), stopsAt: (open) => TABLE_SCOPE.has(open) || open === 'tr' });
  if (CLOSES_P.has(name)) ends.push({ closes: new Set(['p']), stopsAt: (open) => BUTTON_SCOPE.has(open) });
  return ends;
}
/**
 * The implied ends of each element that has any (all standard names), worked out once; other names have none. A
 * map filled as names came would grow with every made-up tag name a page invents.
 */
const IMPLIED_ENDS = new Map(
  ['li', 'dd', 'dt', 'tr', 'td', 'th', ...CLOSES_P].map((name) => [name, impliedEnds(name)] as const),
);
const NO_ENDS: readonly ImpliedEnd[] = [];

/** The attributes of every element that has none: one object, frozen so that no reader adds to it by mistake. */
const NO_ATTRIBUTES: Record<string, string> = Object.freeze({});

/** How many attributes an element has, counted up to two (enough to tell none, one and more). */
function attributeCount(attribs: Record<string, string>): number {
  let count = 0;
  for (const name in attribs) if (Object.hasOwn(attribs, name) && ++count === 2) break;
  return count;
}

/**
 * htmlparser2 ends an open <li>, <p>, <td> … on the next one only when it is the innermost open
 * element, so one unclosed <span> in a list item nests every later item inside it. The HTML tree
 * builder (which browsers and parse5 follow) ends it through open phrasing elements. This handler
 * does that, and drops the end tags the parser later sends for the elements it already ended.
 */
class TreeBuilderHandler extends DomHandler {
  /**
   * The parser's open elements, innermost last, and whether this handler has ended each: two arrays
   * rather than an object per element, as a long page opens tens of thousands.
   */
  private readonly openNames: string[] = [];
  private readonly ended: boolean[] = [];
  /**
   * The children gathered so far for each element this handler has open (the document's own list at
   * the bottom), given to the element as an array of their exact number when it ends: grown by push,
   * each element's list had room for 16 more, about 40% of a long listing's tree, which the
   * collector copies while the listing reads it. The lists are reused from element to element, each
   * filled up to its count (emptying one would give up its room).
   */
  private readonly gathering: AnyNode[][] = [this.root.children];
  private readonly gathered: number[] = [0];
  private depth = 0;
  readonly elements: PageElements = noPageElements();
  /** Per class value, the frozen attributes of an element with only that class (the handler lives only while the page is parsed). */
  private readonly classOnly = new Map<string, Record<string, string>>();

  override onopentag(name: string, attribs: Record<string, string>): void {
    for (const end of IMPLIED_ENDS.get(name) ?? NO_ENDS) this.endThrough(end);
    this.openNames.push(name);
    this.ended.push(false);
    const element = new PageElement(ownTagName(name), this.ownAttributes(attribs)) as unknown as Element;
    this.addNode(element);
    this.tagStack.push(element);
    notePageElement(this.elements, element);
    this.depth += 1;
    if (this.depth === this.gathering.length) this.gathering.push([]);
    this.gathered[this.depth] = 0;
  }

  /**
   * The element's attributes, shared where a listing repeats them: the one frozen set for an element with none, one
   * frozen set per class value for an element with only a class (a card's, its date's, its time's), else its own
   * with its class as the one string of that value on the page. The tree stays alive while the listing reads it.
   */
  private ownAttributes(attribs: Record<string, string>): Record<string, string> {
    const count = attributeCount(attribs);
    if (count === 0) return NO_ATTRIBUTES;
    const className = attribs['class'];
    if (className === undefined) return attribs;
    if (count === 1) {
      let shared = this.classOnly.get(className);
      if (shared === undefined) {
        shared = Object.freeze(attribs);
        this.classOnly.set(className, shared);
      }
      return shared;
    }
    const sharedName = this.classOnly.get(className)?.['class'];
    if (sharedName === undefined) this.classOnly.set(className, Object.freeze({ class: className }));
    else attribs['class'] = sharedName;
    return attribs;
  }

  override onclosetag(): void {
    // The parser always ends its innermost open element.
    this.openNames.pop();
    if (this.ended.pop() === false) this.endElement();
  }

  override ontext(data: string): void {
    const last = this.lastNode;
    // Text the parser sends in pieces (around an entity) is one node, as domhandler makes it.
    if (last !== null && last.type === 'text') last.data += data;
    else {
      const node = new PageText(data) as unknown as Text;
      this.addNode(node);
      this.lastNode = node;
    }
  }

  override addNode(node: AnyNode): void {
    const count = this.gathered[this.depth]!;
    const siblings = this.gathering[this.depth]!;
    if (count > 0) {
      const previous = siblings[count - 1]!;
      node.prev = previous;
      previous.next = node;
    }
    node.parent = this.tagStack[this.tagStack.length - 1]!;
    siblings[count] = node;
    this.gathered[this.depth] = count + 1;
    this.lastNode = null;
  }

  private endElement(): void {
    const element = this.tagStack[this.tagStack.length - 1] as Element;
    element.children = this.gathering[this.depth]!.slice(0, this.gathered[this.depth]);
    this.depth -= 1;
    super.onclosetag();
  }

  private endThrough({ closes, stopsAt }: ImpliedEnd): void {
    for (let index = this.openNames.length - 1; index >= 0; index -= 1) {
      if (this.ended[index]) continue;
      const name = this.openNames[index]!;
      if (closes.has(name)) {
        for (let inner = this.openNames.length - 1; inner >= index; inner -= 1) {
          if (this.ended[inner]) continue;
          this.ended[inner] = true;
          this.endElement();
        }
        return;
      }
      if (stopsAt(name)) return;
    }
  }
}

/**
 * Parses a page into the DOM cheerio reads, with the elements the page-wide readers look for.
 * htmlparser2 is several times faster than parse5 on large listings; with the handler above it
 * builds the same tree for the broken markup real venue pages have (unclosed list items, cells and
 * paragraphs).
 */
export function parsePage(html: string): { root: Document; elements: PageElements } {
  const handler = new TreeBuilderHandler();
  new Parser(handler, { decodeEntities: true }).end(html);
  return { root: handler.root, elements: handler.elements };
}

export function parseHtml(html: string): Document {
  return parsePage(html).root;
}
