import { createHash } from 'node:crypto';

const ASCII = /^\p{ASCII}*$/u;
const ASCII_NON_WORD = /[^a-z0-9]+/g;

/** Whether a lower-cased title is its own key already: ASCII letters and digits, words one space apart. */
function isKeyAlready(lower: string): boolean {
  for (let index = 0; index < lower.length; index += 1) {
    const code = lower.charCodeAt(index);
    if ((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39)) continue;
    if (code !== 0x20 || index === 0 || index === lower.length - 1 || lower.charCodeAt(index - 1) === 0x20)
      return false;
  }
  return true;
}

/** Title reduced to letters and digits, so "The  Band!" and "the band" compare equal. */
export function titleKey(title: string): string {
  const lower = title.toLowerCase();
  // Most titles of a listing are plain words: no new string for them (a long listing has thousands, each keyed twice).
  if (isKeyAlready(lower)) return lower;
  // Most titles are ASCII: NFKD leaves them as they are, and their letters and digits are a-z and 0-9.
  if (ASCII.test(lower)) return lower.replace(ASCII_NON_WORD, ' ').trim();
  return lower
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * A stable id for an event without its own: the same page, title and start give the same id on
 * every rescan, so a rescan updates the event instead of adding a copy.
 */
export function hashedExternalId(sourceUrl: string, title: string, startDate: string): string {
  const digest = createHash('sha256')
    .update(`${sourceUrl}\n${titleKey(title)}\n${startDate}`)
    .digest('hex');
  return `h:${digest.slice(0, 32)}`;
}
