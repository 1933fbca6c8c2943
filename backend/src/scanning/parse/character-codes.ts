/**
 * Checks on one character's code, for the listing's hottest loops: a regular expression test costs
 * about 0.1 µs even when it fails at its first character, and a long listing runs tens of them per
 * block. Each check here decides only what a character surely is or is not; callers still run the
 * expression when it may match.
 */

export const isAsciiDigit = (code: number): boolean => code >= 0x30 && code <= 0x39;

export const isAsciiLetter = (code: number): boolean => (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;

/** Whether `\s` might match it: every whitespace character is a control, a space or outside ASCII. */
export const mayBeWhitespace = (code: number): boolean => code <= 0x20 || code >= 0x7f;

/** The characters `\s` matches and `trim` removes (white space and line terminators). */
const WHITESPACE_CODES = new Set([
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006,
  0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff,
]);

/** Whether `\s` matches it (exactly: see the test over every code unit). */
export const isWhitespace = (code: number): boolean => mayBeWhitespace(code) && WHITESPACE_CODES.has(code);
