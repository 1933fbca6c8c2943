import { load } from 'cheerio';
import { parseHtml } from '../parse/html-document';
import { readableText } from './page-text';

describe('readableText', () => {
  it('reads a fragment without <html> or <body>, one line per block, links with their address', () => {
    const $ = load(parseHtml('<h2>Jazz Night</h2><p>December 3, 2026, <a href="/e/1">doors 7 pm</a></p>'));
    expect(readableText($, 'https://venue.example/', 1000)).toBe(
      'Jazz Night\nDecember 3, 2026, doors 7 pm <https://venue.example/e/1>',
    );
  });

  it('reads only the body of a whole document', () => {
    const $ = load(
      parseHtml(
        '<html><head><title>Ignored</title></head><body><p>Shown <a href="/x">here</a></p></body></html>',
      ),
    );
    expect(readableText($, 'https://venue.example/', 1000)).toBe('Shown here <https://venue.example/x>');
  });
});
