import { type AnyNode, type Document, type Element } from 'domhandler';

/** Elements a visitor never reads as the page's content: code, navigation, form pickers. */
export const UNREAD_TAGS = new Set(['script', 'style', 'noscript', 'template', 'svg', 'nav', 'select']);

const BLOCK_TAGS = new Set([
  'p',
  'div',
  'li',
  'td',
  'th',
  'dt',
  'dd',
  'br',
  'tr',
  'section',
  'article',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'footer',
]);

/**
 * The visible text of elements as lines: block elements and <br> break lines, inline ones do not,
 * so "Dec 6" and "8pm" in separate cells never run together into one token.
 */
export function blockText(elements: Iterable<AnyNode>): string;
/** …or null as soon as the raw text passes `maxLength`, without reading the rest. */
export function blockText(elements: Iterable<AnyNode>, maxLength: number): string | null;
export function blockText(elements: Iterable<AnyNode>, maxLength = Infinity): string | null {
  const parts: string[] = [];
  let length = 0;
  const walk = (node: AnyNode): void => {
    if (length > maxLength) return;
    if (node.type === 'text') {
      parts.push(node.data);
      length += node.data.length;
    } else if (node.type === 'tag') {
      const element = node as Element;
      if (UNREAD_TAGS.has(element.name)) return;
      const block = BLOCK_TAGS.has(element.name);
      if (block) parts.push('\n');
      element.children.forEach(walk);
      if (block) parts.push('\n');
    } else if (node.type === 'root') {
      // A whole document: a fragment without <html>/<body> has its blocks right under it.
      (node as Document).children.forEach(walk);
    }
  };
  for (const element of elements) walk(element);
  if (length > maxLength) return null;
  return tidyLines(parts.join(''));
}

/** Whitespace other than a lone space. */
const UNTIDY_SPACE = /\s\s|[^\S ]/;

/**
 * Each line's whitespace collapsed and trimmed, empty lines dropped: a run of whitespace holding a
 * line break becomes one break, any other run one space. Two native replaces instead of an array of
 * lines per block, which on a long listing cost more than reading the text.
 */
function tidyLines(raw: string): string {
  // Most texts of a card (a heading, a link) hold single spaces only: nothing to replace.
  if (!UNTIDY_SPACE.test(raw)) return raw.trim();
  return raw
    .replace(/[^\S\n]*\n\s*/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .trim();
}
