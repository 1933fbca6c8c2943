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
