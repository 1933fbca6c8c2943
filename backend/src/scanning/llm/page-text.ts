import { type CheerioAPI } from 'cheerio';
import { Text } from 'domhandler';
import { blockText } from '../parse/block-text';
import { toHttpUrl } from '../parse/plain-text';

/** Roughly four characters per token for English prose. */
const CHARS_PER_TOKEN = 4;

/**
 * The page as a reader sees it, one line per block, links written as "text <url>" so the model can
 * copy them, cut at a line boundary to fit the token budget.
 */
export function readableText($: CheerioAPI, pageUrl: string, tokenBudget: number): string {
  $('script, style, noscript, template, svg, iframe, head').remove();
  $('a[href]').each((_, element) => {
    const url = toHttpUrl($(element).attr('href'), pageUrl);
    // A text node: as a string it would be read as HTML, and "<https:…>" as a tag.
    if (url) $(element).append(new Text(` <${url}>`));
  });
  $('img[src]').each((_, element) => {
    const url = toHttpUrl($(element).attr('src'), pageUrl);
    if (url) $(element).replaceWith(new Text(` [image <${url}>] `));
  });
  const text = blockText($('body').length > 0 ? $('body') : $.root());
  const limit = tokenBudget * CHARS_PER_TOKEN;
  if (text.length <= limit) return text;
  const cut = text.lastIndexOf('\n', limit);
  return text.slice(0, cut > 0 ? cut : limit);
}

/** Whitespace- and case-insensitive containment: the check that a value was copied from the page. */
export function appearsIn(needle: string, haystack: string): boolean {
  const squash = (value: string) => value.toLowerCase().replace(/\s+/g, ' ').trim();
  const target = squash(needle);
  return target.length > 0 && squash(haystack).includes(target);
}
