import { type AnyNode, type Element } from 'domhandler';

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
    }
  };
  for (const element of elements) walk(element);
  if (length > maxLength) return null;
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .join('\n');
}
