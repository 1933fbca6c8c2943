import { load } from 'cheerio/slim';
import sanitizeHtml from 'sanitize-html';
import { stripUnsafeCharacters } from '@eventfold/contracts';

const NO_MARKUP: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  // Script and style bodies are code, not text a visitor would read: drop them whole.
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'template', 'iframe', 'object'],
};

/** Whitespace other than a lone space. */
const UNTIDY_SPACE = /\s\s|[^\S ]/;
/**
 * What any of `toPlainText`'s steps changes: markup or an entity, a character outside printable
 * ASCII (controls, line breaks, tabs, other spaces), a run of spaces. Most values have none.
 */
const NEEDS_CLEANING = /[<&]|[^\x20-\x7e]| {2}/;

/** Each run of whitespace as one space; most texts hold single spaces only, and are returned as they are, not copied. */
export function collapseWhitespace(text: string): string {
  return UNTIDY_SPACE.test(text) ? text.replace(/\s+/g, ' ') : text;
}

function decodeEntities(value: string): string {
  return load(`<p>${value}</p>`, null, false)('p').text();
}

/**
 * Reduces any value a page gave us to plain text: no tags, entities decoded, no control or bidi
 * characters, whitespace collapsed.
 */
export function toPlainText(value: unknown, maxLength = 4000): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  let text = String(value);
  if (NEEDS_CLEANING.test(text)) {
    // Most values are already plain: no markup to strip, no entity to decode.
    if (/[<&]/.test(text)) text = stripMarkup(text);
    text = collapseWhitespace(stripUnsafeCharacters(text, false));
  }
  text = text.trim();
  if (text.length === 0) return null;
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}

/** Sanitising repeats until stable because decoding `&lt;script&gt;` yields markup again. */
function stripMarkup(value: string): string {
  let text = value;
  for (let round = 0; round < 4; round += 1) {
    const next = decodeEntities(sanitizeHtml(text, NO_MARKUP));
    if (next === text) break;
    text = next;
  }
  return text;
}

/**
 * A path from the site's root that URL parsing leaves as it is: no scheme or host ("//"), no query,
 * fragment, escape or character it would encode, no "." or ".." segment.
 */
const PLAIN_ROOT_PATH = /^\/(?!\/)[\w\-.~/]*$/;
const DOT_SEGMENT = /(?:^|\/)\.\.?(?:\/|$)/;
/** The last page's URL up to its path (scheme, credentials, host, port): a listing's links share one page. */
let lastBase: { base: string; root: string | null } = { base: '', root: null };

function rootOf(base: string): string | null {
  if (lastBase.base !== base) {
    let root: string | null = null;
    try {
      const url = new URL('/', base);
      if (url.protocol === 'http:' || url.protocol === 'https:') root = url.href.slice(0, -1);
    } catch {
      root = null;
    }
    lastBase = { base, root };
  }
  return lastBase.root;
}

/** Reused by `joinedCopy`, and emptied after each use so it keeps no page's text. */
const pair: string[] = ['', ''];

/**
 * `root + path` as one string holding its own characters (a join writes them into one new string): the path is a
 * slice of the page, which the event must not keep alive. `ownCopy(root + path)` made a joined pair, another, a
 * flat copy and a slice of it for each event's link of a long listing.
 */
function joinedCopy(root: string, path: string): string {
  pair[0] = root;
  pair[1] = path;
  const joined = pair.join('');
  pair[0] = pair[1] = '';
  return joined;
}

/** An absolute http(s) URL resolved against the page, or null for anything else (javascript:, data:, junk). */
export function toHttpUrl(value: unknown, base: string): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed.length === 0) return null;
  // A listing links each of its events by a path like "/events/jazz-night": joined to the page's root
  // rather than parsed, which cost a 1 MB listing a few milliseconds.
  if (PLAIN_ROOT_PATH.test(trimmed) && !DOT_SEGMENT.test(trimmed)) {
    const root = rootOf(base);
    if (root !== null) return joinedCopy(root, trimmed);
  }
  try {
    const url = new URL(trimmed, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
