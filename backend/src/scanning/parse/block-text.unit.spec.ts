import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type AnyNode, type Document, type Element } from 'domhandler';
import { parseHtml } from './html-document';
import { blockText, elementSpans, readBlockText, UNREAD_TAGS } from './block-text';
import { seededRandom } from '../testing/seeded-random';

const BREAKING = new Set(
  'p div li td th dt dd br tr section article h1 h2 h3 h4 h5 h6 header footer'.split(' '),
);

/** The text as lines were first tidied: raw text with breaks around blocks, split, each line's whitespace collapsed. */
function referenceText(nodes: AnyNode[]): string {
  let raw = '';
  // Elements side by side, with no words between, are apart.
  let afterElement = false;
  const walk = (node: AnyNode): void => {
    if (node.type === 'text') {
      raw += node.data;
      if (node.data.trim() !== '') afterElement = false;
    } else if (node.type === 'tag' && !UNREAD_TAGS.has((node as Element).name)) {
      if (afterElement) raw += ' ';
      const breaks = BREAKING.has((node as Element).name);
      if (breaks) raw += '\n';
      (node as Element).children.forEach(walk);
      if (breaks) raw += '\n';
      afterElement = true;
    } else if (node.type === 'root') (node as Document).children.forEach(walk);
  };
  nodes.forEach(walk);
  return raw
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .join('\n');
}

/** Elements in the order the block text reads them. */
function readElements(nodes: AnyNode[]): Element[] {
  const found: Element[] = [];
  const walk = (node: AnyNode): void => {
    if (node.type === 'tag' && !UNREAD_TAGS.has((node as Element).name)) {
      found.push(node as Element);
      (node as Element).children.forEach(walk);
    }
  };
  nodes.forEach(walk);
  return found;
}

/** A small deterministic generator, so a failure names a markup that can be read again. */
function randomMarkup(seed: number): string {
  const next = seededRandom(seed);
  const pieces = [
    'Dec 6',
    ' ',
    '  ',
    '\n',
    '\t',
    '\u00a0',
    '\u2028',
    '8 pm',
    'Jazz',
    '\r\n',
    ' Night ',
    '&nbsp;',
  ];
  const tags = ['div', 'p', 'span', 'a', 'h3', 'br', 'li', 'b', 'td', 'script', 'nav', 'em'];
  const build = (depth: number): string => {
    let markup = '';
    for (let count = next(4); count >= 0; count -= 1) {
      if (depth < 4 && next(2) === 0) {
        const tag = tags[next(tags.length)]!;
        markup += tag === 'br' ? '<br>' : `<${tag}>${build(depth + 1)}</${tag}>`;
      } else markup += pieces[next(pieces.length)];
    }
    return markup;
  };
  return `<div>${build(0)}</div>`;
}

describe('block text', () => {
  it('tidies whitespace as splitting into lines and collapsing each did, on many odd markups', () => {
    for (let seed = 1; seed <= 2000; seed += 1) {
      const markup = randomMarkup(seed);
      const nodes = parseHtml(markup).children;
      expect({ markup, text: blockText(nodes) }).toEqual({ markup, text: referenceText(nodes) });
    }
  });

  it("gives each element's text as a slice of its block's, the same as reading the element alone", () => {
    const pages = readdirSync(path.join(__dirname, '../../../test/fixtures/venues'))
      .filter((file) => file.endsWith('.html'))
      .map((file) => readFileSync(path.join(__dirname, '../../../test/fixtures/venues', file), 'utf8'));
    for (let seed = 1; seed <= 300; seed += 1) pages.push(randomMarkup(seed));
    let compared = 0;
    for (const page of pages) {
      const nodes = parseHtml(page).children;
      const read = readBlockText(nodes, Infinity)!;
      const { text } = read;
      // A copy: reading an element alone below writes the places again.
      const spans = [...elementSpans(read, nodes)];
      readElements(nodes).forEach((element, index) => {
        const slice = text.slice(spans[2 * index], spans[2 * index + 1]).trim();
        if (slice !== blockText([element]))
          throw new Error(`<${element.name}> #${index} of ${page.slice(0, 80)}`);
        compared += 1;
      });
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it("gives a block's own places when another block was read after it", () => {
    const first = parseHtml('<div><h3>Jazz Night</h3><p>Dec 6 <b>8pm</b></p></div>').children;
    const second = parseHtml('<ul><li>One</li><li>Two</li><li>Three</li><li>Four</li></ul>').children;
    const read = readBlockText(first, Infinity)!;
    readBlockText(second, Infinity);
    const spans = elementSpans(read, first);
    const texts = [0, 1, 2, 3].map((index) => read.text.slice(spans[2 * index], spans[2 * index + 1]).trim());
    expect(texts).toEqual(['Jazz Night\nDec 6 8pm', 'Jazz Night', 'Dec 6 8pm', '8pm']);
  });

  it("sets apart elements side by side (a date badge's spans), not text running on after one", () => {
    const text = (markup: string) => blockText(parseHtml(markup).children);
    expect(text('<div><span>SAT</span><span>DEC</span><span>05</span></div>')).toBe('SAT DEC 05');
    expect(text('<p><b>Jazz</b>y <i>night</i>s</p>')).toBe('Jazzy nights');
  });

  it("joins an hour split at its colon and a word's first letter set apart, where the markup has no space", () => {
    const text = (markup: string) => blockText(parseHtml(markup).children);
    expect(text('<td><span>7:</span><span>30PM</span></td>')).toBe('7:30PM');
    expect(text('<td><b>8</b><b>:15 pm</b></td>')).toBe('8:15 pm');
    expect(text('<td><span>S</span><span>unday</span>, Dec 6</td>')).toBe('Sunday, Dec 6');
    // A cell ends a word as a line does, and a word in a span of its own stands apart.
    expect(text('<tr><td>7:</td><td>30PM</td></tr>')).toBe('7:\n30PM');
    expect(text('<p><span>Tickets</span><span>from $10</span></p>')).toBe('Tickets from $10');
  });

  it('stops reading past the limit', () => {
    const nodes = parseHtml(`<div>${'word '.repeat(100)}</div>`).children;
    expect(readBlockText(nodes, 100)).toBeNull();
    expect(readBlockText(nodes, 1000)?.text).toBe(`${'word '.repeat(99)}word`);
  });
});
