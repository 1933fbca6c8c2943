import { type AnyNode, Comment, Document, type Element, ProcessingInstruction, type Text } from 'domhandler';
import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';
import { AttributeSets, attributeNameAt, NO_ATTRIBUTES } from './attribute-sets';
import { IMPLIED_END_TARGETS, type ImpliedEnd } from './implied-ends';
import { noPageElements, notePageElement, type PageElements } from './page-elements';
import { pageElement, PageText } from './page-nodes';
import { instructionName } from './parser-rules';
import { type TagRule, tagRule, tagRuleAt } from './tag-rules';

/** What `PageTreeBuilder.tag` holds between start tags. */
const NO_TAG = tagRule('');

/**
 * How far down the open elements an implied end looks for what it ends: real pages leave a few elements unclosed in a
 * list item or a paragraph; without a bound a hostile page nesting thousands of elements under a <button> or a table
 * cell would have every start tag walk them all (a 200 KB page took 30 s).
 */
const IMPLIED_END_REACH = 128;
/** A start tag's attributes are told apart by a list up to this many, by a set beyond (a tag may carry thousands). */
const LISTED_ATTRIBUTES = 8;

/**
 * Builds a page's tree from htmlparser2's tokenizer, doing what htmlparser2's Parser and domhandler's DomHandler did
 * between the two (the Parser's open elements, implied closes and void elements; the handler's nodes and links), and
 * the HTML tree builder's implied ends on top. htmlparser2 ends an open <li>, <p>, <td> … on the next one only when
 * it is the innermost open element, so one unclosed <span> in a list item nests every later item inside it; the HTML
 * tree builder (which browsers and parse5 follow) ends it through open phrasing elements, and so does this builder,
 * dropping the end tags the parser's rules later send for the elements it already ended.
 *
 * One object instead of the Parser, its callbacks and the handler: on a long listing that glue cost as much as the
 * tokenizer itself. No tag name is cut from the page for an end tag that ends the innermost open element, and an
 * element's attributes are made into an object only when they are not shared (none, or only a class).
 */
class PageTreeBuilder implements TokenizerCallbacks {
  readonly root = new Document([]);
  readonly elements: PageElements = noPageElements();

  // The parser's state, as htmlparser2's Parser keeps it (its stacks innermost first, these innermost last).
  /** The elements the parser's rules hold open. */
  private readonly stack: TagRule[] = [];
  /** Whether each foreign (svg, math) or integration element the parser opened holds foreign content. */
  private readonly foreignContext: boolean[] = [false];
  /** The start tag being read. */
  private tag: TagRule = NO_TAG;
  /** A start tag is being read (its name seen, its end not yet). */
  private opening = false;
  private attributeName = '';
  private attributeValue = '';
  /** The attributes of the start tag being read, the first of each name, in the page's order. */
  private readonly attributeNames: string[] = [];
  private readonly attributeValues: string[] = [];
  private attributesRead = 0;
  /** The names in `attributeNames` once there are more than LISTED_ATTRIBUTES (empty until then). */
  private readonly manyAttributeNames = new Set<string>();

  // The tree's state.
  /** The elements this builder has open (the parser's, less those not yet begun), innermost last, and whether each has been ended. */
  private readonly openNames: string[] = [];
  private readonly ended: boolean[] = [];
  /** How many of the open, not yet ended elements bear each name an implied end can end. */
  private readonly endable = new Map<string, number>();
  private readonly tagStack: Array<Element | Document> = [this.root];
  /** The text node that text read next joins (text the tokenizer sends in pieces, around an entity, is one node). */
  private lastNode: AnyNode | null = null;
  /**
   * The children gathered so far for each element this builder has open (the document's own list at the bottom),
   * given to the element as an array of their exact number when it ends: grown by push, each element's list had
   * room for 16 more, about 40% of a long listing's tree, which the collector copies while the listing reads it.
   * The lists are reused from element to element, each filled up to its count (emptying one would give up its room).
   */
  private readonly gathering: AnyNode[][] = [this.root.children];
  private readonly gathered: number[] = [0];
  private depth = 0;
  private readonly attributeSets = new AttributeSets();

  constructor(private readonly html: string) {}

  ontext(start: number, endIndex: number): void {
    this.addText(this.html.slice(start, endIndex));
  }

  ontextentity(codePoint: number): void {
    this.addText(String.fromCodePoint(codePoint));
  }

  onopentagname(start: number, endIndex: number): void {
    this.beginTag(tagRuleAt(this.html, start, endIndex));
  }

  onattribname(start: number, endIndex: number): void {
    this.attributeName = attributeNameAt(this.html, start, endIndex);
  }

  onattribdata(start: number, endIndex: number): void {
    this.attributeValue += this.html.slice(start, endIndex);
  }

  onattribentity(codePoint: number): void {
    this.attributeValue += String.fromCodePoint(codePoint);
  }

  onattribend(): void {
    if (this.opening && !this.hasAttribute(this.attributeName)) {
      this.attributeNames[this.attributesRead] = this.attributeName;
      this.attributeValues[this.attributesRead] = this.attributeValue;
      this.attributesRead += 1;
      if (this.manyAttributeNames.size > 0) this.manyAttributeNames.add(this.attributeName);
    }
    this.attributeValue = '';
  }

  onopentagend(): void {
    this.endStartTag();
  }

  onselfclosingtag(): void {
    // In HTML a self-closing start tag is a start tag, except in foreign content (an <svg>'s <path/>).
    if (this.foreignContext[this.foreignContext.length - 1]) this.closeCurrentTag();
    else this.endStartTag();
  }

  onclosetag(start: number, endIndex: number): void {
    const innermost = this.innermostNamed(start, endIndex);
    const tag = innermost ?? tagRuleAt(this.html, start, endIndex);
    if (tag.changesContext) this.foreignContext.pop();
    if (!tag.isVoid) {
      const open = innermost ? this.stack.length - 1 : this.lastOpen(tag.name);
      if (open !== -1) {
        while (this.stack.length > open) {
          this.stack.pop();
          this.closeElement();
        }
      } else if (tag.name === 'p') {
        // A </p> without an open <p> is an empty paragraph.
        this.beginTag(tag);
        this.closeCurrentTag();
      }
    } else if (tag.name === 'br') {
      // A </br> is a <br>.
      this.openElement(tag, NO_ATTRIBUTES);
      this.closeElement();
    }
  }

  oncomment(start: number, endIndex: number, endOffset: number): void {
    this.addComment(this.html.slice(start, endIndex - endOffset));
  }

  oncdata(start: number, endIndex: number, endOffset: number): void {
    // HTML has no CDATA sections outside foreign content: the parser read them as comments.
    this.addComment(`[CDATA[${this.html.slice(start, endIndex - endOffset)}]]`);
  }

  ondeclaration(start: number, endIndex: number): void {
    const value = this.html.slice(start, endIndex);
    this.addNode(new ProcessingInstruction(`!${instructionName(value)}`, `!${value}`));
  }

  onprocessinginstruction(start: number, endIndex: number): void {
    const value = this.html.slice(start, endIndex);
    this.addNode(new ProcessingInstruction(`?${instructionName(value)}`, `?${value}`));
  }

  onend(): void {
    // Every element still open ends with the page (the parser's rules keep a start tag the page ended inside).
    for (let index = this.stack.length - 1; index >= 0; index -= 1) this.closeElement();
  }

  /** The innermost open element when the end tag names it, as it nearly always does (no name cut from the page), else null. */
  private innermostNamed(start: number, endIndex: number): TagRule | null {
    const innermost = this.stack[this.stack.length - 1];
    if (innermost === undefined || innermost.name.length !== endIndex - start) return null;
    const { name } = innermost;
    for (let index = 0; index < name.length; index += 1) {
      let code = this.html.charCodeAt(start + index);
      if (code >= 128) return null;
      if (code >= 65 && code <= 90) code += 32;
      if (code !== name.charCodeAt(index)) return null;
    }
    return innermost;
  }

  private lastOpen(name: string): number {
    for (let index = this.stack.length - 1; index >= 0; index -= 1)
      if (this.stack[index]!.name === name) return index;
    return -1;
  }

  private hasAttribute(name: string): boolean {
    if (this.attributesRead <= LISTED_ATTRIBUTES) {
      for (let index = 0; index < this.attributesRead; index += 1)
        if (this.attributeNames[index] === name) return true;
      return false;
    }
    if (this.manyAttributeNames.size === 0)
      for (let index = 0; index < this.attributesRead; index += 1)
        this.manyAttributeNames.add(this.attributeNames[index]!);
    return this.manyAttributeNames.has(name);
  }

  /** A start tag's name: the parser ends what it implies closed and holds the element open unless it is void. */
  private beginTag(tag: TagRule): void {
    this.tag = tag;
    const { impliesClose } = tag;
    if (impliesClose)
      while (this.stack.length > 0 && impliesClose.has(this.stack[this.stack.length - 1]!.name)) {
        this.stack.pop();
        this.closeElement();
      }
    if (!tag.isVoid) {
      this.stack.push(tag);
      if (tag.changesContext) this.foreignContext.push(tag.foreign);
    }
    this.opening = true;
    this.attributesRead = 0;
    if (this.manyAttributeNames.size > 0) this.manyAttributeNames.clear();
  }

  private endStartTag(): void {
    const { tag } = this;
    if (this.opening) {
      this.opening = false;
      this.openElement(
        tag,
        this.attributeSets.take(this.attributeNames, this.attributeValues, this.attributesRead),
      );
      this.attributesRead = 0;
    }
    if (tag.isVoid) this.closeElement();
    this.tag = NO_TAG;
  }

  /** Ends the start tag being read and the element it opened (a self-closing tag in foreign content, a lone </p>). */
  private closeCurrentTag(): void {
    const { tag } = this;
    this.endStartTag();
    if (this.stack[this.stack.length - 1] === tag) {
      this.closeElement();
      this.stack.pop();
    }
  }

  private openElement({ name, impliedEnds }: TagRule, attribs: Record<string, string>): void {
    for (let index = 0; index < impliedEnds.length; index += 1) this.endThrough(impliedEnds[index]!);
    this.openNames.push(name);
    this.ended.push(false);
    this.countEndable(name, 1);
    const element = pageElement(name, attribs);
    this.addNode(element);
    this.tagStack.push(element);
    notePageElement(this.elements, element);
    this.depth += 1;
    if (this.depth === this.gathering.length) this.gathering.push([]);
    this.gathered[this.depth] = 0;
  }

  /** The parser's rules end the innermost element they hold open: ended here unless an implied end already was. */
  private closeElement(): void {
    const name = this.openNames.pop();
    if (this.ended.pop() === false) {
      this.countEndable(name!, -1);
      this.endElement();
    }
  }

  private countEndable(name: string, change: number): void {
    if (IMPLIED_END_TARGETS.has(name)) this.endable.set(name, (this.endable.get(name) ?? 0) + change);
  }

  private addText(data: string): void {
    const last = this.lastNode;
    if (last !== null && last.type === 'text') (last as Text).data += data;
    else {
      const node = new PageText(data) as unknown as Text;
      this.addNode(node);
      this.lastNode = node;
    }
  }

  private addComment(data: string): void {
    const last = this.lastNode;
    if (last !== null && last.type === 'comment') (last as Comment).data += data;
    else this.addNode(new Comment(data));
    // A comment ends where it ends: nothing read later joins it.
    this.lastNode = null;
  }

  private addNode(node: AnyNode): void {
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
    this.lastNode = null;
    this.tagStack.pop();
  }

  private endThrough({ closing, stopsAt }: ImpliedEnd): void {
    // Most start tags that could end a <p> or an <li> find none open: no walk then.
    let open = false;
    for (let index = 0; index < closing.length && !open; index += 1)
      open = (this.endable.get(closing[index]!) ?? 0) > 0;
    if (!open) return;
    const lowest = Math.max(0, this.openNames.length - IMPLIED_END_REACH);
    for (let index = this.openNames.length - 1; index >= lowest; index -= 1) {
      if (this.ended[index]) continue;
      const name = this.openNames[index]!;
      if (closing.includes(name)) {
        for (let inner = this.openNames.length - 1; inner >= index; inner -= 1) {
          if (this.ended[inner]) continue;
          this.ended[inner] = true;
          this.countEndable(this.openNames[inner]!, -1);
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
 * htmlparser2's tokenizer is several times faster than parse5 on large listings; with the builder above it
 * builds the same tree for the broken markup real venue pages have (unclosed list items, cells and
 * paragraphs).
 */
export function parsePage(html: string): { root: Document; elements: PageElements } {
  const builder = new PageTreeBuilder(html);
  const tokenizer = new Tokenizer({ decodeEntities: true }, builder);
  if (html) tokenizer.write(html);
  tokenizer.end();
  return { root: builder.root, elements: builder.elements };
}

export function parseHtml(html: string): Document {
  return parsePage(html).root;
}
