import { collapseWhitespace } from '../parse/plain-text';
import { isAsciiDigit, isAsciiLetter, isWhitespace, mayBeWhitespace } from '../parse/character-codes';
import { type Mentions, readMentions } from '../dates/mentions';

const SEPARATORS = /^[\s\-–—|·•@,:/()]+|[\s\-–—|·•@,:/(]+$/g;
/** The joining words left at the very end once a time is taken out ("Jazz at 8pm"), as `\b(?:at|from|on)$/i` finds them. */
const TRAILING_JOINS = ['at', 'from', 'on'];
const WHITESPACE = /\s/;

interface Span {
  index: number;
  text: string;
}
const byIndex = (a: Span, b: Span) => a.index - b.index;
const endOf = (span: Span) => span.index + span.text.length;

/**
 * The text without the joining word at its end, trailing whitespace aside. Read in place: trimmed and cut to its end
 * to be tested, every piece of every block made two strings, most of them to find no joining word.
 */
function withoutTrailingJoin(text: string): string {
  let end = text.length;
  while (end > 0 && isWhitespace(text.charCodeAt(end - 1))) end -= 1;
  for (let index = 0; index < TRAILING_JOINS.length; index += 1) {
    const join = TRAILING_JOINS[index]!;
    const from = end - join.length;
    if (
      from >= 0 &&
      endsWithJoin(text, from, join) &&
      (from === 0 || !isWordCharacter(text.charCodeAt(from - 1)))
    )
      return text.slice(0, from);
  }
  return text;
}

/** Whether the text holds the (lower-case ASCII) word at `from`, in any case, as an `i` expression without `u` reads it. */
function endsWithJoin(text: string, from: number, join: string): boolean {
  for (let index = 0; index < join.length; index += 1)
    if ((text.charCodeAt(from + index) | 0x20) !== join.charCodeAt(index)) return false;
  return true;
}

/** What `\b` counts as a word's character (without the `u` flag): ASCII letters, digits and the underscore. */
const isWordCharacter = (code: number): boolean =>
  isAsciiLetter(code) || isAsciiDigit(code) || code === UNDERSCORE;
const UNDERSCORE = 0x5f;

/** Both lists of spans as one, by index: each is in order already, so most blocks need no sort. */
function inOrder(dates: readonly Span[], times: readonly Span[]): readonly Span[] {
  if (times.length === 0) return isSorted(dates) ? dates : [...dates].sort(byIndex);
  if (dates.length === 0) return isSorted(times) ? times : [...times].sort(byIndex);
  // One array of their exact length (a spread grows its copy as it goes).
  const all: Span[] = (dates as Span[]).concat(times);
  return isSorted(all) ? all : all.sort(byIndex);
}

function isSorted(spans: readonly Span[]): boolean {
  for (let index = 1; index < spans.length; index += 1)
    if (spans[index - 1]!.index > spans[index]!.index) return false;
  return true;
}

/** Where the text's words end once its dates and times are blanked out: after its last character neither blank nor taken. */
function wordsEnd(text: string, spans: readonly Span[]): number {
  let end = text.length;
  while (end > 0) {
    const at = end - 1;
    const blank = mayBeWhitespace(text.charCodeAt(at)) && WHITESPACE.test(text[at]!);
    if (!blank && !isTaken(spans, at)) break;
    end = at;
  }
  return end;
}

/** Whether a span covers the index: a loop, where a closure holding the index was an object made on every call. */
function isTaken(spans: readonly Span[], at: number): boolean {
  for (const span of spans) if (span.index <= at && at < endOf(span)) return true;
  return false;
}

/** Whether the character may be one of `SEPARATORS` (whitespace, a dash, a bar, a dot …). */
const mayBeSeparator = (code: number) => mayBeWhitespace(code) || SEPARATOR_CODES.has(code);
const SEPARATOR_CODES = new Set([...'-|@,:/()'].map((character) => character.charCodeAt(0)));

/** A piece tidied (whitespace collapsed, separators trimmed) and offered to `take`, unless nothing is left of it. */
function offer(piece: string, take: (line: string) => string | null): string | null {
  let tidy = collapseWhitespace(piece);
  // Most pieces start and end with a word: nothing to trim.
  if (mayBeSeparator(tidy.charCodeAt(0)) || mayBeSeparator(tidy.charCodeAt(tidy.length - 1)))
    tidy = tidy.replace(SEPARATORS, '').trim();
  return tidy.length > 0 ? take(tidy) : null;
}

/**
 * The lines of a text once its dates and times (read here unless given) are taken out, a line cut
 * where each stood, each piece with its whitespace collapsed and its separators trimmed, empty ones
 * skipped, offered to `take` in order until it takes one; a joining word before a date or time, or
 * one the last leaves at the very end, goes too.
 *
 * A title needs the first usable line only: the text is taken apart line by line as far as that,
 * rather than blanked, split and tidied whole. A date or time written over a line break ("Feb" /
 * "18") joins the two lines, as blanking it did.
 */
export function firstLineTaken(
  text: string,
  mentions: Mentions | undefined,
  take: (line: string) => string | null,
): string | null {
  const { dates, times } = mentions ?? readMentions(text);
  const spans = inOrder(dates, times);
  const lastWordsEnd = wordsEnd(text, spans);
  // Spans before this one end before the current line.
  let first = 0;
  for (let start = 0; start <= text.length;) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    for (let index = first; index < spans.length && spans[index]!.index <= end; index += 1) {
      // A break inside a date or time is blanked with it: the line runs on past it.
      if (end < endOf(spans[index]!) && end < text.length) {
        const after = text.indexOf('\n', endOf(spans[index]!));
        end = after < 0 ? text.length : after;
      }
    }
    // Each date and time ends the words before it ("Board Meeting: October 12, 2022 - City Hall" names the meeting
    // apart from its place), and takes the word that joined them ("Jazz at 8pm") along.
    // Each piece is offered as it is cut, in order: no array of pieces per line (a long listing has thousands).
    let from = start;
    for (let index = first; index < spans.length && spans[index]!.index < end; index += 1) {
      const span = spans[index]!;
      if (endOf(span) <= from) continue;
      const taken = offer(withoutTrailingJoin(text.slice(from, Math.max(from, span.index))), take);
      if (taken !== null) return taken;
      from = endOf(span);
    }
    let line = text.slice(from, end);
    while (first < spans.length && endOf(spans[first]!) <= end) first += 1;
    if (start < lastWordsEnd && lastWordsEnd <= end) line = withoutTrailingJoin(line);
    const taken = offer(line, take);
    if (taken !== null) return taken;
    start = end + 1;
  }
  return null;
}
