import { type AnyNode, type Element } from 'domhandler';
import { type BlockText, elementSpans, UNREAD_TAGS } from '../parse/block-text';
import { ownCopy } from '../own-copy';
import { appended } from '../parse/appended';
import { isWhitespace } from '../parse/character-codes';

export const HEADINGS: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** An element that may hold the name, and its text (read from the block's, see `elementSpans`). */
export interface TitleElement {
  element: Element;
  text: string;
  /** Which kind of element it is (rank, tag, class), comparable across a listing's blocks. */
  slot: string;
}

/** The elements of a block that may hold an event's parts, found in one walk over it. */
export interface BlockParts {
  /** Elements that may hold the name, by rank: headings and title classes, name classes, emphasis and links. */
  titles: [TitleElement[], TitleElement[], TitleElement[]];
  location: Element | null;
  description: Element | null;
  link: string | null;
  image: string | null;
  /** Some element calls itself an event in its class. */
  eventClass: boolean;
  /** Some element calls itself an exhibition in its class (a museum's `exhibition-card`, `exhibition-dates`). */
  exhibitionClass: boolean;
  /** Its elements' `title` attributes (the first few): a link's tooltip may hold the time the block leaves out. */
  tooltips: string[];
}

const MAX_TOOLTIPS = 4;

/** What an element's class says of it; a listing repeats a few class names on every card. */
interface ClassWords {
  event: boolean;
  exhibition: boolean;
  title: boolean;
  name: boolean;
  location: boolean;
  description: boolean;
  /**
   * Title slot names of elements with this class, by rank, then by tag: a listing names the same few on every card.
   * Looked up by the element's own name, without a key string made per element.
   */
  slots: [Map<string, string>, Map<string, string>, Map<string, string>];
  slotCount: number;
}
const MAX_REMEMBERED_CLASSES = 5_000;
const classWords = new Map<string, ClassWords>();

function wordsOfClass(className: string): ClassWords {
  let words = classWords.get(className);
  if (!words) {
    words = {
      event: /event/i.test(className),
      exhibition: /exhibit/i.test(className),
      title: /title|headline/i.test(className),
      name: /name/i.test(className),
      location: /venue|location/i.test(className),
      description: /desc|summary/i.test(className),
      slots: [new Map(), new Map(), new Map()],
      slotCount: 0,
    };
    if (classWords.size >= MAX_REMEMBERED_CLASSES) classWords.clear();
    classWords.set(ownCopy(className), words);
  }
  return words;
}

/** Tags a class is remembered with: a page may put one class on any number of made-up tags. */
const MAX_SLOTS_PER_CLASS = 32;

function slotName(words: ClassWords, rank: 0 | 1 | 2, element: Element): string {
  const slots = words.slots[rank];
  let slot = slots.get(element.name);
  if (slot === undefined) {
    slot = ownCopy(`${rank}:${element.name}.${element.attribs['class'] ?? ''}`);
    if (words.slotCount < MAX_SLOTS_PER_CLASS) {
      slots.set(ownCopy(element.name), slot);
      words.slotCount += 1;
    }
  }
  return slot;
}

/**
 * A block's lists start as this one (most blocks leave most of them empty): `appended` gives a list of its own to the
 * first item, and frozen, it cannot be added to by mistake.
 */
const NONE: never[] = Object.freeze([]) as unknown as never[];

/**
 * One pass instead of a selector query per part: on a long listing, compiling and running a
 * dozen attribute selectors per block cost more than everything else together. It counts the
 * elements as the block's text did, so a title element's text is a slice of the block's rather
 * than a second walk of the element.
 */
// The parts returned, title elements included, are the block's until the next block's are read.
export function blockParts(block: readonly AnyNode[], read: BlockText, loose = false): BlockParts {
  const parts = blockRead;
  parts.titles[0] = NONE;
  parts.titles[1] = NONE;
  parts.titles[2] = NONE;
  parts.location = null;
  parts.description = null;
  parts.link = null;
  parts.image = null;
  parts.eventClass = false;
  parts.exhibitionClass = false;
  parts.tooltips = NONE;
  partsWalk.start(parts, read.text, elementSpans(read, block));
  try {
    // A run of loose nodes has no element around it: each of its elements is one of its parts.
    for (let index = 0; index < block.length; index += 1) partsWalk.visit(block[index]!, !loose);
  } finally {
    partsWalk.start(null, '', NO_SPANS);
  }
  return parts;
}

const NO_SPANS: readonly number[] = [];

/**
 * The parts of the block being read: one object for every block, as a block's parts are read before the next block's
 * (`readEventBlock` keeps what it needs of them) and a long listing has thousands of blocks.
 */
const blockRead: BlockParts = {
  titles: [NONE, NONE, NONE],
  location: null,
  description: null,
  link: null,
  image: null,
  eventClass: false,
  exhibitionClass: false,
  tooltips: NONE,
};

/**
 * The title elements of the block being read, one object per place reused from block to block, as the block's parts
 * are (no one keeps a block's title elements past it); a block of more than this many makes the rest afresh.
 */
const titleElements: TitleElement[] = [];
const MAX_KEPT_TITLE_ELEMENTS = 64;

/** The block's `index`-th title element. */
function titleElement(index: number, element: Element, text: string, slot: string): TitleElement {
  const kept = titleElements[index];
  if (kept === undefined) {
    const made = { element, text, slot };
    if (index < MAX_KEPT_TITLE_ELEMENTS) titleElements[index] = made;
    return made;
  }
  kept.element = element;
  kept.text = text;
  kept.slot = slot;
  return kept;
}

/** `text.slice(from, to).trim()`, cut once: an element's span often starts at the break before it. */
function trimmedSlice(text: string, from: number, to: number): string {
  let start = from;
  let end = to;
  while (start < end && isWhitespace(text.charCodeAt(start))) start += 1;
  while (end > start && isWhitespace(text.charCodeAt(end - 1))) end -= 1;
  return text.slice(start, end);
}

/**
 * The walk behind `blockParts`: one object for every block (the walk never starts another), rather than a closure and
 * its scope made per block. Let go of the block's parts and text after each.
 */
class PartsWalk {
  private parts: BlockParts | null = null;
  private text = '';
  private spans: readonly number[] = NO_SPANS;
  /** Elements read so far, as the block's text counts them. */
  private elements = 0;
  /** Title elements found so far in the block. */
  private titleCount = 0;

  start(parts: BlockParts | null, text: string, spans: readonly number[]): void {
    this.parts = parts;
    this.text = text;
    this.spans = spans;
    this.elements = 0;
    this.titleCount = 0;
  }

  visit(node: AnyNode, root: boolean): void {
    if (node.type !== 'tag') return;
    const element = node as Element;
    if (UNREAD_TAGS.has(element.name)) return;
    const parts = this.parts!;
    const span = 2 * this.elements;
    this.elements += 1;
    const name = element.name;
    const words = wordsOfClass(element.attribs['class'] ?? '');
    if (name === 'a' && element.attribs['href'] !== undefined) parts.link ??= element.attribs['href'];
    if (name === 'img' && element.attribs['src'] !== undefined) parts.image ??= element.attribs['src'];
    if (words.event) parts.eventClass = true;
    if (words.exhibition) parts.exhibitionClass = true;
    const tooltip = element.attribs['title'];
    if (tooltip && parts.tooltips.length < MAX_TOOLTIPS) parts.tooltips = appended(parts.tooltips, tooltip);
    // A block that is itself a heading ("Board Meeting: October 12, 2022 - City Hall") is named by its text.
    if (!root || HEADINGS.has(name)) {
      const rank =
        HEADINGS.has(name) || words.title
          ? 0
          : words.name
            ? 1
            : name === 'strong' || name === 'b' || name === 'a'
              ? 2
              : -1;
      if (rank >= 0) {
        const { text, spans } = this;
        parts.titles[rank as 0 | 1 | 2] = appended(
          parts.titles[rank as 0 | 1 | 2],
          titleElement(
            this.titleCount++,
            element,
            trimmedSlice(text, spans[span]!, spans[span + 1]!),
            slotName(words, rank as 0 | 1 | 2, element),
          ),
        );
      }
    }
    if (!root) {
      if (name === 'address' || words.location) parts.location ??= element;
      if (words.description) parts.description ??= element;
    }
    const { children } = element;
    for (let index = 0; index < children.length; index += 1) this.visit(children[index]!, false);
  }
}
const partsWalk = new PartsWalk();
