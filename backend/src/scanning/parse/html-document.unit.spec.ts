import { load } from 'cheerio';
import { type AnyNode, Element, type ParentNode, Text, hasChildren } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { parseHtml, parsePage } from './html-document';

/**
 * Browsers re-open formatting elements left open ("<b>Mon<dd>Jazz" makes "Jazz" bold too); our
 * parser does not, so the comparison leaves them out and looks at blocks and text.
 */
const FORMATTING = new Set([
  'a',
  'b',
  'big',
  'code',
  'em',
  'font',
  'i',
  'nobr',
  's',
  'small',
  'strike',
  'strong',
  'tt',
  'u',
]);

/** The element tree as nested tag names with text, for comparing two parsers' readings. */
function shape(nodes: AnyNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.data.trim() ? JSON.stringify(node.data.trim()) : '';
      if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') return '';
      const inside = shape(node.children);
      return FORMATTING.has(node.name) ? inside : `${node.name}(${inside})`;
    })
    .filter((part) => part.length > 0)
    .join(' ');
}

const ours = (html: string) => shape(load(parseHtml(html))('body').toArray());
/** parse5 follows the HTML standard's tree builder, as browsers do. */
const browsers = (html: string) => shape(load(html)('body').toArray());

describe('parsing a page', () => {
  it.each([
    [
      'list items with unclosed inline elements',
      '<body><ul><li><span>a</b><li><span>b<li><span>c</i></i></ul>',
    ],
    ['list items with an unclosed div', '<body><ul><li><div>a<li><div>b</ul>'],
    ['terms and definitions', '<body><dl><dt><b>Mon<dd><i>Jazz<dt>Tue<dd>Folk</dl>'],
    [
      'table cells and rows',
      '<body><table><tbody><tr><td><span>Dec 5<td>Jazz<tr><td><b>Dec 6<td>Folk</table>',
    ],
    ['paragraphs ended by blocks', '<body><p><span>one<div>two</div><p><em>three<p>four'],
    ['paragraphs in a button', '<body><button><p>a<div>b</div></button>'],
    ['a heading left open', '<body><h1>Shows<ul><li>a<li>b</ul><div><p>Follow us'],
  ])('builds the tree browsers build for %s', (_, html) => {
    expect(ours(html)).toBe(browsers(html));
  });

  it('keeps script bodies as text and decodes entities', () => {
    const $ = load(
      parseHtml(
        '<body><script type="application/ld+json">{"a":"<b>&amp;"}</script><p>Tom &amp; Jerry&nbsp;!</p>',
      ),
    );
    expect($('script').text()).toBe('{"a":"<b>&amp;"}');
    expect($('p').text()).toBe('Tom & Jerry\u00a0!');
  });

  it('links every node to its parent and its siblings as its parent lists them', () => {
    const root = parseHtml(
      '<html><body>\n<ul><li><span>a<li>b</ul><table><tr><td>1<td>2<tr><td>3</table><p>x<div>y</div><!-- c -->z</body></html>',
    );
    const checked: string[] = [];
    const check = (parent: ParentNode): void => {
      parent.children.forEach((child, index) => {
        expect(child.parent).toBe(parent);
        expect(child.prev).toBe(parent.children[index - 1] ?? null);
        expect(child.next).toBe(parent.children[index + 1] ?? null);
        checked.push(child.type);
        if (hasChildren(child)) check(child);
      });
    };
    check(root);
    expect(checked).toHaveLength(24);
  });

  it('notes the elements the page-wide readers look for as the selectors find them, in document order', () => {
    const { root, elements } = parsePage(
      '<html><head><link rel="alternate" href="/f.ics"><script>var a</script></head><body><ul><li><a href="/1">1' +
        '<li><a>no link</a><span class="p-postal-code">60601</span><li><a href="/2"><b itemprop="postalCode">1</b>' +
        '</a></ul><div class="adr"><i class="x postal-code y">2</i></div><script type="application/ld+json">{}</script>' +
        '<p class="postal-codes">no</p></body></html>',
    );
    const $ = load(root);
    // Each element by its place in the document, so the lists compare by identity and order.
    const place = new Map<AnyNode, number>(
      $('*')
        .toArray()
        .map((element, index) => [element, index]),
    );
    const places = (list: AnyNode[]) => list.map((element) => place.get(element));
    const selected = (selector: string) => places($(selector).toArray());
    expect(places(elements.bodies)).toEqual(selected('body'));
    expect(places(elements.scripts)).toEqual(selected('script'));
    expect(places(elements.links)).toEqual(selected('a[href], link[href]'));
    expect(places(elements.postalCodes)).toEqual(
      selected('[itemprop~="postalCode"], .p-postal-code, .postal-code'),
    );
    expect(elements.postalCodes).toHaveLength(3);
    expect(elements.links).toHaveLength(3);
  });

  it("builds nodes that are domhandler's, each element with a children list of its own, also when left open", () => {
    const root = parseHtml(
      '<body><p>Tom &amp; Jerry<br><img src="x"><a href="/1"></a><a href="/2"></a><div><span>open at the end',
    );
    const nodes: AnyNode[] = [];
    const collect = (parent: ParentNode): void => {
      for (const child of parent.children) {
        nodes.push(child);
        if (hasChildren(child)) collect(child);
      }
    };
    collect(root);
    const elements = nodes.filter((node) => node.type === 'tag');
    expect(elements.map((element) => (element as Element).name)).toEqual([
      'body',
      'p',
      'br',
      'img',
      'a',
      'a',
      'div',
      'span',
    ]);
    for (const element of elements) {
      expect(element).toBeInstanceOf(Element);
      expect(Object.isFrozen((element as Element).children)).toBe(false);
    }
    const texts = nodes.filter((node) => node.type === 'text');
    expect(texts.map((text) => (text as Text).data)).toEqual(['Tom & Jerry', 'open at the end']);
    for (const text of texts) expect(text).toBeInstanceOf(Text);
    // Elements without attributes share one frozen set of none; the others keep their own.
    const [body, paragraph, , image] = elements as Element[];
    expect(body!.attribs).toEqual({});
    expect(Object.isFrozen(paragraph!.attribs)).toBe(true);
    expect(() => {
      'use strict';
      paragraph!.attribs['class'] = 'x';
    }).toThrow(TypeError);
    expect(image!.attribs).toEqual({ src: 'x' });
    // Readers may add to an empty element (the model's page text appends each link's address).
    const $ = load(root);
    $('a').append(new Text(' <link>'));
    expect($('p').text()).toBe('Tom & Jerry <link> <link>');
    expect($('a').first().children()).toHaveLength(0);
    expect($('a').first().contents()).toHaveLength(1);
  });

  it('shares the attributes of elements with only the same class, and keeps the others their own', () => {
    const $ = load(
      parseHtml(
        '<body><p class="date">1</p><p class="date">2</p><p class="time" id="t">3</p><p class="time" id="u">4</p>',
      ),
    );
    const [first, second, third, fourth] = $('p').toArray();
    expect(first!.attribs).toBe(second!.attribs);
    expect(Object.isFrozen(first!.attribs)).toBe(true);
    expect(first!.attribs).toEqual({ class: 'date' });
    expect(third!.attribs).toEqual({ class: 'time', id: 't' });
    expect(fourth!.attribs).toEqual({ class: 'time', id: 'u' });
    expect($('.date')).toHaveLength(2);
    expect($('#u.time').text()).toBe('4');
  });

  /** Every node's kind, name, attributes and text, nested: what a reader of the tree can tell of it. */
  function fullShape(nodes: AnyNode[]): unknown[] {
    return nodes.map((node) => {
      if (hasChildren(node))
        return [
          node.type,
          'name' in node ? node.name : '',
          'attribs' in node ? node.attribs : {},
          fullShape(node.children),
        ];
      return [node.type, 'name' in node ? node.name : '', 'data' in node ? node.data : ''];
    });
  }

  it.each([
    [
      'foreign content, where a tag may close itself',
      '<div><svg><path d="1"/><g/><foreignObject><i/>b</foreignObject></svg><i/>c</div>',
    ],
    ['math and its text elements', '<math><mi>x</mi><mo/>+<mn>1</MN></math><p/>after'],
    ['an end tag without its start', '<div>a</p>b</br>c</span>d</div>'],
    [
      'upper-case and repeated attributes',
      '<DIV CLASS="a" class="b" Id=x data-A=\'1\' hidden>t</Div><A HREF=/x>y</a>',
    ],
    ['an attribute named __proto__', '<p __proto__="x">a</p><p class="c" __proto__="y">b</p>'],
    [
      'a tag of many attributes, some repeated (the first of each kept)',
      `<div ${Array.from({ length: 40 }, (_, index) => `a${index % 15}="${index}"`).join(' ')} A3=x>t</div>`,
    ],
    [
      'entities in text and attributes',
      '<p title="T &amp; x &lt;">a &amp; b&nbsp;&#169;&#x1F600; &unknown; &</p>',
    ],
    [
      'comments, CDATA, a doctype and an instruction',
      '<!DOCTYPE html><!-- c --><p><![CDATA[x]]><?xml v?>a<!x y></p>',
    ],
    [
      'implied closes of form and table parts',
      '<select><option>a<option>b<optgroup>c</select><input><button>d<textarea>e</textarea>',
    ],
    ['a start tag the page ends inside', '<div><p>a</p><span class="x"'],
    ['void elements and their end tags', '<p>a<br/>b<hr>c</hr><img src=y></img>d<wbr>e</p>'],
    [
      'raw text elements',
      '<title>a<b>c</title><script>if (a<b) x()</script><style>p>i{}</style><textarea>&amp;<i></textarea>',
    ],
  ])("follows htmlparser2's own rules for %s", (_, html) => {
    expect(fullShape(parseHtml(html).children)).toEqual(fullShape(parseDocument(html).children));
  });
});
