import { type AnyNode, Element, Text } from 'domhandler';

/**
 * domhandler's Element and Text in all but their construction (their prototypes are domhandler's, so cheerio, the
 * selectors and our readers take them as such), with only the fields a page's readers use: no source positions
 * (domhandler leaves them null unless asked for) and no children list of its own until the element ends
 * (`endElement` gives it its exact one), and its kind (`type`) on its class's prototype rather than in each node. A
 * long listing has tens of thousands of nodes, alive while the listing reads them, and the collector copies each field
 * of each one.
 */
class PageElement {
  declare readonly type: 'tag' | 'script' | 'style';
  parent: null = null;
  prev: null = null;
  next: null = null;
  children: AnyNode[] = NO_CHILDREN_YET;

  constructor(
    readonly name: string,
    readonly attribs: Record<string, string>,
  ) {}
}
Object.setPrototypeOf(PageElement.prototype, Element.prototype);
class PageScript extends PageElement {}
class PageStyle extends PageElement {}

export class PageText {
  declare readonly type: 'text';
  parent: null = null;
  prev: null = null;
  next: null = null;

  constructor(public data: string) {}
}
Object.setPrototypeOf(PageText.prototype, Text.prototype);

/** A node's kind, as domhandler's nodes hold it; writable, as an own field would be. */
function kind(prototype: object, type: string): void {
  Object.defineProperty(prototype, 'type', { value: type, writable: true, configurable: true });
}
kind(PageElement.prototype, 'tag');
kind(PageScript.prototype, 'script');
kind(PageStyle.prototype, 'style');
kind(PageText.prototype, 'text');

/** An element of the page: <script> and <style> are elements of their own kind, as domhandler makes them. */
export function pageElement(name: string, attribs: Record<string, string>): Element {
  const element =
    name === 'script'
      ? new PageScript(name, attribs)
      : name === 'style'
        ? new PageStyle(name, attribs)
        : new PageElement(name, attribs);
  return element as unknown as Element;
}

/** Every element ends (the parser ends those left open at the page's end) and is given its own list then. */
const NO_CHILDREN_YET: AnyNode[] = Object.freeze([]) as unknown as AnyNode[];
