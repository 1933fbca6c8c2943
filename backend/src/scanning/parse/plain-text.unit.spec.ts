import { toHttpUrl, toPlainText } from './plain-text';

/** What URL parsing gives, the way toHttpUrl read every link before it joined plain paths itself. */
function parsed(href: string, base: string): string | null {
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

describe('toHttpUrl', () => {
  const bases = [
    'https://venues.test/big.html',
    'https://VENUES.test:443/events/list?page=2#top',
    'http://user:secret@venues.test:8080/a/b/',
    'https://xn--caf-dma.test',
    'https://[::1]/x',
    'file:///tmp/page.html',
    'not a url',
  ];
  const hrefs = [
    '/e/1',
    '  /events/jazz-night_2026~late  ',
    '/',
    '/a//b',
    '/.../x',
    '/a/./b',
    '/a/../b',
    '/a/.',
    '/a/..',
    '/..',
    '/./',
    '//evil.test/x',
    '/a b',
    '/%2e%2e/x',
    '/a?b=1',
    '/a#b',
    '/café',
    '/a\\b',
    'e/1',
    'https://other.test/x',
    'javascript:alert(1)',
  ];
  it.each(bases)('gives what URL parsing gives against %s', (base) => {
    for (const href of hrefs) expect([href, toHttpUrl(href, base)]).toEqual([href, parsed(href, base)]);
  });
});

describe('toPlainText', () => {
  it.each([
    ['plain text', '  Jazz Night  ', 'Jazz Night'],
    ['a run of spaces', 'Jazz  Night', 'Jazz Night'],
    ['line breaks and tabs', 'Jazz\n\tNight', 'Jazz Night'],
    ['markup and entities', '<b>Tom &amp; Jerry</b>', 'Tom & Jerry'],
    ['control and bidi characters', 'Jazz\u0007 \u202eNight', 'Jazz Night'],
    ['a non-breaking space', 'Jazz\u00a0Night', 'Jazz Night'],
    ['nothing but blanks', ' \n ', null],
  ])('reads %s', (_, value, expected) => {
    expect(toPlainText(value)).toBe(expected);
  });
});
