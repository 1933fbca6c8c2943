import { type AnyNode, type Document, type Element } from 'domhandler';
import { isAsciiDigit, isWhitespace } from './character-codes';

/** Elements a visitor never reads as the page's content: code, navigation, form pickers. */
export const UNREAD_TAGS = new Set(['script', 'style', 'noscript', 'template', 'svg', 'nav', 'select']);

const BLOCK_TAGS = new Set([
  'p',
  'div',
  'li',
  'td',
  'th',
  'dt',
  'dd',
  'br',
  'tr',
  'section',
  'article',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'footer',
]);

/** What stands between two words: nothing (yet), a space, or a line break; a wider gap wins. */
const Gap = { None: 0, Space: 1, Break: 2 } as const;
type Gap = (typeof Gap)[keyof typeof Gap];
/** Whitespace other than a lone space. */
const UNTIDY_SPACE = /\s\s|[^\S ]/;
const WHITESPACE_RUN = /\s+/g;
const SPACE = 32;
/**
 * An empty element that a stylesheet draws as the dash between a start and an end (Squarespace's
 * `event-datetime-divider` between "6:30 PM" and "9:00 PM"): read as the dash it shows.
 */
const DRAWN_DIVIDER = /divider|separator/i;

const COLON = 0x3a;
/** Marks that close what stands before them: ", 2026" goes on "Dec 4" in the element before. */
const CLOSING_MARKS = new Set([0x2c, 0x2e, 0x3b, 0x3a, 0x21, 0x3f, 0x29]);
const LOWER_CASE = /^\p{Ll}/u;
const LETTER = /\p{L}/u;
/** The longest word piece that a word's rest in the next element continues ("S" + "unday", a drop cap). */
const MAX_WORD_HEAD = 2;

/**
 * Whether the text of an element goes on the text of the one before it with no space, where the markup has none
 * between them: an hour split at its colon ("7:" + "30PM", "7" + ":30 pm"), a word's first letter set apart ("S" +
 * "unday"), or a mark closing what stands before it ("Dec 4" + ", 2026"). Elements side by side otherwise stand apart as a stylesheet sets them (a date badge's "SAT" "DEC" "05").
 */
export function joinsAcross(before: string, after: string): boolean {
  const last = before.charCodeAt(before.length - 1);
  const first = after.charCodeAt(0);
  if (CLOSING_MARKS.has(first)) return before.length > 0 && !isWhitespace(last);
  if (last === COLON) return isAsciiDigit(first);
  if (isAsciiDigit(last)) return first === COLON;
  if (!LOWER_CASE.test(after)) return false;
  let head = 0;
  while (head < before.length && !isWhitespace(before.charCodeAt(before.length - 1 - head))) head += 1;
  return head <= MAX_WORD_HEAD && LETTER.test(before.charAt(before.length - 1));
}

/** A block's text, and which read of a block gave it (see `elementSpans`). */
export interface BlockText {
  text: string;
  /** Told apart from every other read, so its elements' places are known to be its own while they are kept. */
  read: number;
}

/**
 * The visible text of elements as lines: block elements and <br> break lines, inline ones do not,
 * so "Dec 6" and "8pm" in separate cells never run together into one token.
 */
export function blockText(elements: Iterable<AnyNode>): string {
  return readBlockText(elements, Infinity)!.text;
}

/**
 * The text of elements as `blockText` gives it, with each element's place in it, or null as soon as
 * the text passes `maxLength`, without reading the rest. Whitespace is tidied as the text is
 * written (a run holding a line break becomes one break, any other run one space, none at either
 * end), so an element's text is a slice of its block's rather than a walk and a tidy of its own.
 */
export function readBlockText(elements: Iterable<AnyNode>, maxLength: number): BlockText | null {
  writer.start(maxLength);
  let text: string;
  try {
    for (const element of elements) writer.walk(element);
  } finally {
    text = writer.finish();
  }
  return writer.full() ? null : { text, read: writer.reads };
}

/**
 * Where the text of each element of a block stands in the block's text: the n-th element read (document order; unread
 * elements and their insides are skipped) has the text `text.slice(spans[2n], spans[2n + 1]).trim()`. The places the
 * last read wrote, rather than a copy made for every block; if another block was read since, its elements' are
 * written again by reading this one (the same elements give the same text and places).
 */
export function elementSpans(read: BlockText, elements: Iterable<AnyNode>): readonly number[] {
  if (read.read !== writer.reads) readBlockText(elements, Infinity);
  return places;
}

/**
 * The pieces of the text being written, joined into one string when the block is read: added to a string piece by
 * piece, a block's text was a chain of a dozen joins, each an object the collector met while the listing read on.
 * Reused from block to block (the walk never starts another), and emptied after each, so no page's text stays behind.
 */
const pieces: string[] = [];
/**
 * The places of the elements of the block read last, kept until the next read (see `elementSpans`): copied into a
 * list for each block, they were over a tenth of what a long listing's reading allocated.
 */
const places: number[] = [];
/** A list of places longer than this (a block of over 2,000 elements) is given up before the next block. */
const MAX_KEPT_PLACES = 4096;
/** Reads are numbered round, under V8's small integers. */
const MAX_READ_NUMBER = 0x3fffffff;

/**
 * The walk behind `readBlockText`: one object for every block (the walk never starts another) rather than a closure
 * per step, or an object per block.
 */
class TidyWriter {
  /** How long the text written so far is. */
  private length = 0;
  private count = 0;
  /** How many numbers of `places` this block has written. */
  private placed = 0;
  private gap: Gap = Gap.None;
  /** An element ended and no text has been written since. */
  private afterElement = false;
  /** An element began right after another: the next words stand apart unless they go on the last (`joinsAcross`). */
  private sideBySide = false;
  /** Characters of text read, as they stand in the markup. */
  private read = 0;
  private maxLength = 0;
  /** Which read this is; kept a small integer, so a read's number is no object of its own. */
  reads = 0;

  /** Begins a block's text. */
  start(maxLength: number): void {
    this.reads = (this.reads + 1) & MAX_READ_NUMBER;
    this.length = 0;
    this.count = 0;
    this.placed = 0;
    if (places.length > MAX_KEPT_PLACES) places.length = 0;
    this.gap = Gap.None;
    this.afterElement = false;
    this.sideBySide = false;
    this.read = 0;
    this.maxLength = maxLength;
  }

  full(): boolean {
    return this.read > this.maxLength;
  }

  walk(node: AnyNode): void {
    if (this.full()) return;
    if (node.type === 'text') {
      this.read += node.data.length;
      this.writeText(node.data);
    } else if (node.type === 'tag') {
      const element = node as Element;
      if (UNREAD_TAGS.has(element.name)) return;
      const span = this.placed;
      places[span] = this.length;
      places[span + 1] = this.length;
      this.placed += 2;
      // Elements side by side with no text between are set apart as a stylesheet sets them (a date badge's
      // <span>SAT</span><span>DEC</span><span>05</span>), unless the next goes on the last's word; text running on
      // after an element ("<b>Jazz</b>y") is not.
      if (this.afterElement) this.sideBySide = true;
      // A <time> holds one value: the next one ("6:30 PM" "18:30", a 12 and a 24 hour copy) is a word of its own.
      const gap = BLOCK_TAGS.has(element.name) ? Gap.Break : element.name === 'time' ? Gap.Space : Gap.None;
      this.widen(gap);
      if (element.children.length === 0) this.drawnDivider(element);
      for (const child of element.children) this.walk(child);
      this.widen(gap);
      this.afterElement = true;
      places[span + 1] = this.length;
    } else if (node.type === 'root') {
      // A whole document: a fragment without <html>/<body> has its blocks right under it.
      for (const child of (node as Document).children) this.walk(child);
    }
  }

  private drawnDivider(element: Element): void {
    const className = element.attribs['class'];
    if (className !== undefined && DRAWN_DIVIDER.test(className)) {
      this.widen(Gap.Space);
      this.write('\u2013');
      this.widen(Gap.Space);
    }
  }

  /** The text written, as one string; the pieces are let go. */
  finish(): string {
    pieces.length = this.count;
    const text = this.count === 1 ? pieces[0]! : pieces.join('');
    pieces.fill('');
    return text;
  }

  private write(words: string): void {
    if (this.gap !== Gap.None && this.length > 0) this.add(this.gap === Gap.Break ? '\n' : ' ');
    else if (this.sideBySide && this.length > 0 && !joinsAcross(pieces[this.count - 1]!, words))
      this.add(' ');
    this.add(words);
    this.gap = Gap.None;
    this.afterElement = false;
    this.sideBySide = false;
  }

  private add(piece: string): void {
    pieces[this.count] = piece;
    this.count += 1;
    this.length += piece.length;
  }

  private widen(to: Gap): void {
    if (to > this.gap) this.gap = to;
  }

  private writeText(data: string): void {
    if (!UNTIDY_SPACE.test(data)) {
      // The usual text: words and single spaces, perhaps one at either end.
      const from = data.charCodeAt(0) === SPACE ? 1 : 0;
      const to =
        data.length > from && data.charCodeAt(data.length - 1) === SPACE ? data.length - 1 : data.length;
      if (from > 0) this.widen(Gap.Space);
      if (to > from) this.write(from === 0 && to === data.length ? data : data.slice(from, to));
      if (to < data.length) this.widen(Gap.Space);
      return;
    }
    let last = 0;
    WHITESPACE_RUN.lastIndex = 0;
    for (let run = WHITESPACE_RUN.exec(data); run; run = WHITESPACE_RUN.exec(data)) {
      if (run.index > last) this.write(data.slice(last, run.index));
      this.widen(run[0].includes('\n') ? Gap.Break : Gap.Space);
      last = run.index + run[0].length;
    }
    if (last < data.length) this.write(data.slice(last));
  }
}

const writer = new TidyWriter();
