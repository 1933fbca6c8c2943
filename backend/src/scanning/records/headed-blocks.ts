import { type AnyNode, type Element } from 'domhandler';
import { UNREAD_TAGS } from '../parse/block-text';
import { onlyACalendarHeading } from './month-headings';
import { HEADINGS } from './block-parts';

/** Containers of many items: a heading over one is a category's or a month's, not one event's name. */
const LIST_CONTAINERS = new Set(['ul', 'ol', 'dl', 'table']);
/** Headings of one level among a box's children that make it a run of headed events. */
const MIN_HEADINGS = 2;

const textOf = (node: AnyNode): string =>
  node.type === 'text'
    ? node.data
    : node.type === 'tag'
      ? (node as Element).children.map(textOf).join('')
      : '';

/**
 * The events of a page written as flat content (a WordPress block theme's "Heading" then "Paragraph" blocks, a
 * hand-made page's <h3> then <p>): each heading with the siblings after it up to the next heading of its level, one
 * event's name over its day and hour. Null unless the box holds two or more headings of one level, each followed by
 * something other than a list (a heading over a list names a category or a month) and none only a month or a day.
 */
export function headedBlocks(children: readonly Element[]): AnyNode[][] | null {
  // The level most headings among the children have: a page's <h1> or a section's <h2> may stand over them.
  const counts = new Map<string, number>();
  for (const child of children)
    if (HEADINGS.has(child.name)) counts.set(child.name, (counts.get(child.name) ?? 0) + 1);
  let level: string | null = null;
  for (const [name, count] of counts)
    if (count >= MIN_HEADINGS && (level === null || count > counts.get(level)!)) level = name;
  if (level === null) return null;
  const blocks: AnyNode[][] = [];
  let current: AnyNode[] | null = null;
  for (const child of children) {
    if (UNREAD_TAGS.has(child.name)) continue;
    if (child.name === level) {
      if (onlyACalendarHeading(textOf(child).replace(/\s+/g, ' ').trim())) return null;
      current = [child];
      blocks.push(current);
    } else if (current) {
      if (LIST_CONTAINERS.has(child.name)) return null;
      current.push(child);
    }
  }
  return blocks.every((block) => block.length > 1) ? blocks : null;
}
