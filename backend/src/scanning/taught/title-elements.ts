import type { AnyNode, Element } from 'domhandler';
import { UNREAD_TAGS } from '../parse/block-text';
import { isElement } from './page-tree';
import { typedTitle } from './typed-title';

/** Elements whose text is the example, or holds it, each as deep as it may be (no child holds it too). */
export interface TitleMatches {
  /** Elements whose whole text is the example, as typed. */
  exact: Element[];
  /** Elements whose text holds it among other words (a part of a longer title). */
  partial: Element[];
}

/** A listing names each title once or twice; more matches than this are a word every card repeats. */
const MAX_MATCHES = 64;

/** The page's text as typed, one string, and where each text node's words begin in it. */
interface TypedPage {
  text: string;
  nodes: AnyNode[];
  starts: number[];
}

/** One walk in the page's order (no recursion: a page nested thousands deep cannot overflow the stack). */
function typedPage(root: AnyNode): TypedPage {
  const parts: string[] = [];
  const nodes: AnyNode[] = [];
  const starts: number[] = [];
  let length = 0;
  const stack: AnyNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'text') {
      const typed = typedTitle(node.data);
      if (typed.length === 0) continue;
      if (parts.length > 0) length += 1;
      nodes.push(node);
      starts.push(length);
      parts.push(typed);
      length += typed.length;
    } else if ((node.type === 'root' || isElement(node)) && 'children' in node) {
      if (isElement(node) && UNREAD_TAGS.has(node.name)) continue;
      for (let at = node.children.length - 1; at >= 0; at -= 1) stack.push(node.children[at]!);
    }
  }
  return { text: parts.join(' '), nodes, starts };
}

/** The text node whose words hold the page text's character at `offset`. */
function nodeAt(page: TypedPage, offset: number): AnyNode {
  let low = 0;
  let high = page.starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (page.starts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return page.nodes[low]!;
}

/** The deepest element holding both nodes. */
function commonElement(one: AnyNode, other: AnyNode): Element | null {
  const above = new Set<AnyNode>();
  for (let at: AnyNode | null = one; at; at = at.parent) above.add(at);
  for (let at: AnyNode | null = other; at; at = at.parent) if (above.has(at) && isElement(at)) return at;
  return null;
}

/**
 * Where on the page the person's example stands: the page's text as typed, searched for the example as whole words,
 * and for each place it stands the deepest element holding it.
 */
export function titleElements(root: AnyNode, example: string): TitleMatches {
  const wanted = typedTitle(example);
  const matches: TitleMatches = { exact: [], partial: [] };
  if (wanted.length === 0) return matches;
  const page = typedPage(root);
  const seen = new Set<Element>();
  for (let at = page.text.indexOf(wanted); at >= 0; at = page.text.indexOf(wanted, at + 1)) {
    const end = at + wanted.length;
    const whole =
      (at === 0 || page.text.charCodeAt(at - 1) === 32) &&
      (end === page.text.length || page.text.charCodeAt(end) === 32);
    if (!whole) continue;
    const element = commonElement(nodeAt(page, at), nodeAt(page, end - 1));
    if (!element || seen.has(element)) continue;
    seen.add(element);
    const found = typedTextOf(element) === wanted ? matches.exact : matches.partial;
    found.push(element);
    if (seen.size === MAX_MATCHES) break;
  }
  return matches;
}

/** An element's text as typed (for telling a partial example's titles apart). */
export function typedTextOf(element: Element): string {
  return typedPage(element).text;
}
