import { type AnyNode, type Element } from 'domhandler';
import { UNREAD_TAGS } from '../parse/block-text';
import { isWhitespace } from '../parse/character-codes';
import { type HeadingMonth, monthHeading } from './month-headings';

/** One step from a record down to its day heading: the element's tag and class, as its siblings are told apart. */
interface Step {
  name: string;
  className: string;
}

/** A day heading that opens a record, and the way down to it. */
interface OpeningDay {
  heading: HeadingMonth;
  path: Step[];
}

/** Whether a text node holds anything but whitespace. */
function hasText(node: AnyNode): boolean {
  if (node.type !== 'text') return false;
  const { data } = node as unknown as { data: string };
  for (let index = 0; index < data.length; index += 1) if (!isWhitespace(data.charCodeAt(index))) return true;
  return false;
}

/** What `openingIn` found below an element: a day heading, text before any (no heading opens it), or nothing yet. */
type Opening = OpeningDay | 'text' | null;

function openingIn(element: Element, path: Step[]): Opening {
  const heading = monthHeading(element);
  if (heading) return heading.day ? { heading, path } : 'text';
  for (const child of element.children) {
    if (hasText(child)) return 'text';
    if (child.type !== 'tag' || UNREAD_TAGS.has((child as Element).name)) continue;
    const inner = child as Element;
    const found = openingIn(inner, [...path, { name: inner.name, className: inner.attribs['class'] ?? '' }]);
    if (found) return found;
  }
  return null;
}

/**
 * The day heading a record opens with ("February 15" in a bar of its own over the record's hour and name), with the
 * way down to it; null when the record's first text is anything else, or the record is itself only a day.
 */
function openingDay(record: Element): OpeningDay | null {
  const found = openingIn(record, []);
  return found && found !== 'text' && found.path.length > 0 ? found : null;
}

/** Whether a record has the part that holds the day in the one opening with it: the same tags and classes down. */
function hasDayPart(record: Element, { path }: OpeningDay): boolean {
  let at: Element = record;
  for (const { name, className } of path) {
    const next = at.children.find(
      (child): child is Element =>
        child.type === 'tag' &&
        (child as Element).name === name &&
        ((child as Element).attribs['class'] ?? '') === className,
    );
    if (!next) return false;
    at = next;
  }
  return true;
}

/**
 * The day headings that open records of one element's listing, found as records that read as nothing ask for them:
 * a record with no day of its own is on the day of the last record of its kind that read on its own, when that one
 * opens with a day heading and this one has no such part (it would hold its own day, or a note in its place).
 */
export class OpeningDays {
  private readonly carriedRecords = new Set<Element>();
  private readonly found = new Map<Element, OpeningDay | null>();

  dayFor(record: Element, group: ReadonlyArray<{ block: readonly AnyNode[] }>): HeadingMonth | null {
    for (let index = group.length - 1; index >= 0; index -= 1) {
      const { block } = group[index]!;
      const own = block[0] as Element;
      if (this.carriedRecords.has(own)) continue;
      if (block.length !== 1) return null;
      let opening = this.found.get(own);
      if (opening === undefined) {
        opening = openingDay(own);
        this.found.set(own, opening);
      }
      return opening && !hasDayPart(record, opening) ? opening.heading : null;
    }
    return null;
  }

  /** A record read on the day of one before it: never itself the one whose heading a later record takes. */
  carried(record: Element): void {
    this.carriedRecords.add(record);
  }
}
