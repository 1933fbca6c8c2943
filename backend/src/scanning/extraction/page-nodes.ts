import { type AnyNode, Element, Text } from 'domhandler';

/**
 * domhandler's Element and Text in all but their construction (their prototypes are domhandler's, so cheerio, the
 * selectors and our readers take them as such), with only the fields a page's readers use: no source positions
 * (domhandler leaves them null unless asked for) and no children list of its own until the element ends
 * (`endElement` gives it its exact one). A long listing has tens of thousands of nodes, alive while the listing
 * reads them, and the collector copies each field of each one.
 */
export class PageElement {
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

export class PageText {
  readonly type = 'text';
  parent: null = null;
  prev: null = null;
  next: null = null;

  constructor(public data: string) {}
}
Object.setPrototypeOf(PageText.prototype, Text.prototype);

/** Every element ends (the parser ends those left open at the page's end) and is given its own list then. */
const NO_CHILDREN_YET: AnyNode[] = Object.freeze([]) as unknown as AnyNode[];
