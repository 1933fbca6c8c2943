import { TAUGHT_LIMITS } from '@eventfold/contracts';
import type { AnyNode, Element } from 'domhandler';
import { HEADINGS } from '../records/block-parts';
import { UNREAD_TAGS } from '../parse/block-text';
import { toPlainText } from '../parse/plain-text';
import { isElement } from './page-tree';

/** One run of a page's text as the teaching dialog shows it: plain text, never markup. */
export interface PageBlock {
  text: string;
  /** A heading or a link: where titles usually stand, shown a little stronger. */
  prominent: boolean;
}

/** Blocks a dialog lists; a longer page is cut (its search still finds what is in the first ones). */
export const MAX_PAGE_BLOCKS = 3000;
const MAX_BLOCK_TEXT = TAUGHT_LIMITS.exampleLength;

/** Tags whose text reads on as part of the block around them (emphasis, not a box of its own). */
const INLINE = new Set([
  'b',
  'i',
  'em',
  'strong',
  'small',
  'u',
  's',
  'mark',
  'abbr',
  'sup',
  'sub',
  'br',
  'wbr',
  'font',
  'q',
  'cite',
  'code',
  'bdi',
  'bdo',
]);
/** Never shown: the page's head, and what a person never reads on it. */
const HIDDEN = new Set([...UNREAD_TAGS, 'head', 'iframe', 'object', 'button', 'input', 'textarea']);

/** The text an element holds itself: its text and its inline children's, not its boxes'. */
function ownText(element: Element): string {
  const parts: string[] = [];
  const stack: AnyNode[] = [...element.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'text') parts.push(node.data);
    else if (isElement(node) && INLINE.has(node.name)) stack.push(...[...node.children].reverse());
  }
  return parts.join('');
}

/**
 * The page as the scanner fetched it, as runs of plain text in reading order: each element with words of its own is
 * one block, its emphasis included. No markup, script or style survives, so the dialog shows it as text.
 */
export function pageBlocks(root: AnyNode): { blocks: PageBlock[]; truncated: boolean } {
  const blocks: PageBlock[] = [];
  const stack: AnyNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!('children' in node)) continue;
    if (isElement(node)) {
      if (HIDDEN.has(node.name) || INLINE.has(node.name)) continue;
      const text = toPlainText(ownText(node), MAX_BLOCK_TEXT);
      if (text) {
        if (blocks.length === MAX_PAGE_BLOCKS) return { blocks, truncated: true };
        blocks.push({ text, prominent: node.name === 'a' || HEADINGS.has(node.name) });
      }
    }
    for (let at = node.children.length - 1; at >= 0; at -= 1) stack.push(node.children[at]!);
  }
  return { blocks, truncated: false };
}
