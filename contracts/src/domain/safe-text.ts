import { z } from 'zod';

// C0 and C1 controls except tab, line feed and carriage return (handled per kind of text below).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
// Bidirectional embeddings, overrides and isolates: they make "gnp.exe" read as "exe.png".
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
// Half of a UTF-16 pair without its other half: not text, and it breaks encoders downstream.
const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const BEYOND_PRINTABLE_ASCII = /[^\x20-\x7e]/;

/**
 * Removes what no person types and what turns text into an attack on whoever renders it: control
 * characters, bidi overrides and unpaired surrogates. Single-line text also loses its line breaks
 * and tabs (each becomes a space); multi-line text keeps `\n` and tabs, with CR LF made `\n`.
 */
export function stripUnsafeCharacters(value: string, multiline: boolean): string {
  // Most text is printable ASCII, which none of the expressions below matches: one scan instead of four.
  if (!BEYOND_PRINTABLE_ASCII.test(value)) return value;
  const cleaned = value.replace(CONTROLS, '').replace(BIDI_CONTROLS, '').replace(LONE_SURROGATES, '');
  return multiline ? cleaned.replace(/\r\n?/g, '\n') : cleaned.replace(/[\r\n\t]+/g, ' ');
}

/** A string schema that cleans single-line user or scraped text before any other check. */
export function singleLineText(error?: string) {
  return z
    .string(error === undefined ? undefined : { error })
    .overwrite((value) => stripUnsafeCharacters(value, false));
}

/** A string schema that cleans multi-line user or scraped text (descriptions, comments). */
export function multiLineText(error?: string) {
  return z
    .string(error === undefined ? undefined : { error })
    .overwrite((value) => stripUnsafeCharacters(value, true));
}
