import { type AnyNode, type Element } from 'domhandler';
import { UNREAD_TAGS } from './block-text';

const HEADING = /^h[1-6]$/;

/** The elements of a block that may hold an event's parts, found in one walk over it. */
export interface BlockParts {
  /** Elements that may hold the name, by rank: headings and title classes, name classes, emphasis and links. */
  titles: [Element[], Element[], Element[]];
  location: Element | null;
  description: Element | null;
  link: string | null;
  image: string | null;
  /** Some element calls itself an event in its class. */
  eventClass: boolean;
}

/** What an element's class says of it; a listing repeats a few class names on every card. */
interface ClassWords {
  event: boolean;
  title: boolean;
  name: boolean;
  location: boolean;
  description: boolean;
}
const MAX_REMEMBERED_CLASSES = 5_000;
const classWords = new Map<string, ClassWords>();

function wordsOfClass(className: string): ClassWords {
  let words = classWords.get(className);
  if (!words) {
    words = {
      event: /event/i.test(className),
      title: /title|headline/i.test(className),
      name: /name/i.test(className),
      location: /venue|location/i.test(className),
      description: /desc|summary/i.test(className),
    };
    if (classWords.size >= MAX_REMEMBERED_CLASSES) classWords.clear();
    classWords.set(className, words);
  }
  return words;
}

/**
 * One pass instead of a selector query per part: on a long listing, compiling and running a
 * dozen attribute selectors per block cost more than everything else together.
 */
export function blockParts(block: readonly AnyNode[]): BlockParts {
  const parts: BlockParts = {
    titles: [[], [], []],
    location: null,
    description: null,
    link: null,
    image: null,
    eventClass: false,
  };
  const visit = (node: AnyNode, root: boolean): void => {
    if (node.type !== 'tag') return;
    const element = node as Element;
    if (UNREAD_TAGS.has(element.name)) return;
    const name = element.name;
    const words = wordsOfClass(element.attribs['class'] ?? '');
    if (name === 'a' && element.attribs['href'] !== undefined) parts.link ??= element.attribs['href'];
    if (name === 'img' && element.attribs['src'] !== undefined) parts.image ??= element.attribs['src'];
    if (words.event) parts.eventClass = true;
    if (!root) {
      if (HEADING.test(name) || words.title) parts.titles[0].push(element);
      else if (words.name) parts.titles[1].push(element);
      else if (name === 'strong' || name === 'b' || name === 'a') parts.titles[2].push(element);
      if (name === 'address' || words.location) parts.location ??= element;
      if (words.description) parts.description ??= element;
    }
    element.children.forEach((child) => visit(child, false));
  };
  for (const element of block) visit(element, true);
  return parts;
}
