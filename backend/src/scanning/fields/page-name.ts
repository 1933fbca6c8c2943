import { type CheerioAPI } from 'cheerio';
import { collapseWhitespace } from '../parse/plain-text';

const usable = (text: string): string | null => {
  const name = collapseWhitespace(text).trim();
  return name.length >= 2 && name.length <= 200 && /\p{L}{2}/u.test(name) ? name : null;
};

/**
 * The name of what a page is about, for events that name nothing themselves (a schedule of one body's meeting days):
 * its <h1>, or its document title where that holds the <h1> and the site's name beside it ("Harbour Trust – Board
 * Meetings"), else the document title.
 */
export function pageName($: CheerioAPI): string | null {
  const heading = usable($('h1').first().text());
  const title = usable($('title').first().text());
  if (heading && title && title.toLowerCase().includes(heading.toLowerCase())) return title;
  return heading ?? title;
}
