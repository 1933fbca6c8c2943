import { type Cheerio } from 'cheerio';
import { type AnyNode, type Element } from 'domhandler';

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
export function blockText(elements: Cheerio<AnyNode>): string {
  const parts: string[] = [];
  const walk = (node: AnyNode): void => {
    if (node.type === 'text') parts.push(node.data);
    else if (node.type === 'tag') {
      const element = node as Element;
      const block = BLOCK_TAGS.has(element.name);
      if (block) parts.push('\n');
      element.children.forEach(walk);
      if (block) parts.push('\n');
    }
  };
  elements.each((_, element) => walk(element));
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .join('\n');
}
