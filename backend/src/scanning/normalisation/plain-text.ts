import { load } from 'cheerio';
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
  // Most values are already plain: no markup to strip, no entity to decode.
  if (/[<&]/.test(text)) text = stripMarkup(text);
  text = collapseWhitespace(stripUnsafeCharacters(text, false)).trim();
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

/** An absolute http(s) URL resolved against the page, or null for anything else (javascript:, data:, junk). */
export function toHttpUrl(value: unknown, base: string): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed.length === 0) return null;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
