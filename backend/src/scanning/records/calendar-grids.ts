import { type AnyNode, type Element } from 'domhandler';
import { UNREAD_TAGS } from '../parse/block-text';
import { type DateMatch } from '../dates/date-patterns';
import { type HeadingMonth, namedMonth } from './month-headings';

/**
 * A month's calendar grid: a row of the seven weekdays' names over the month's days, each cell a day number and that
 * day's events (a 7-column table, or a CSS grid of boxes). The cells name no month: it stands above the grid (a
 * caption, a heading, "May 2026" between the arrows to the months around it), and the leading and trailing cells are
 * the days of the months before and after, told by their numbers restarting.
 */
export interface CalendarGrid {
  /** Each day cell, in the grid's order, with its day. */
  cells: Array<{ cell: Element; day: HeadingMonth }>;
  /** The elements the grid is made of among the container's children (its header and rows, or its cells). */
  parts: Set<Element>;
}

/** A weekday's name as a grid's header writes it: "Sunday", "Sun", "Su", "Sun.". */
const WEEKDAY_NAME = /^(mo|tu|we|th|fr|sa|su)[a-z]*\.?$/i;
const WEEKDAY_ORDER = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'];
/** A cell's day number, alone as the cell's first text. */
const DAY_NUMBER = /^\d{1,2}$/;
/** The fewest numbered cells that make a month. */
const MIN_DAYS = 28;
/** How far before the grid its month may stand: a heading and the arrows around it, a caption. */
const MONTH_LOOKBACK_NODES = 40;
/** Weekday names are short: an element whose text runs longer is no header cell. */
const MAX_HEADER_TEXT = 12;

function elementChildren(parent: Element): Element[] {
  return parent.children.filter(
    (child): child is Element => child.type === 'tag' && !UNREAD_TAGS.has((child as Element).name),
  );
}

/** The element's text when it is short (a header cell's), else null; stops reading once it is longer. */
function shortText(element: Element, limit: number): string | null {
  let text = '';
  const read = (node: AnyNode): boolean => {
    if (node.type === 'text') text += (node as unknown as { data: string }).data;
    else if (node.type === 'tag' && !UNREAD_TAGS.has((node as Element).name))
      for (const child of (node as Element).children) if (!read(child)) return false;
    return text.length <= limit * 4;
  };
  if (!read(element)) return null;
  const trimmed = text.trim();
  return trimmed.length <= limit ? trimmed : null;
}

/** Whether seven elements from `start` name the seven weekdays in the week's order (Sunday or Monday first). */
function weekdayRow(cells: readonly Element[], start = 0): boolean {
  if (cells.length < start + 7) return false;
  let first = -1;
  for (let index = 0; index < 7; index += 1) {
    const text = shortText(cells[start + index]!, MAX_HEADER_TEXT);
    if (text === null || !WEEKDAY_NAME.test(text)) return false;
    const weekday = WEEKDAY_ORDER.indexOf(text.slice(0, 2).toLowerCase());
    if (index === 0) first = weekday;
    else if (weekday !== (first + index) % 7) return false;
  }
  return true;
}

/** How many element children an element has, counted without listing them (most elements looked at are no row). */
function elementCount(parent: Element): number {
  let count = 0;
  for (const child of parent.children)
    if (child.type === 'tag' && !UNREAD_TAGS.has((child as Element).name)) count += 1;
  return count;
}

/** An element's children when they are seven weekdays' names, else null. */
function weekdaysOf(row: Element): Element[] | null {
  if (elementCount(row) !== 7) return null;
  const cells = elementChildren(row);
  return weekdayRow(cells) ? cells : null;
}

/** The header's cells: the container's first seven children, or those of a child or grandchild holding exactly seven. */
function headerCells(children: readonly Element[]): { cells: Element[]; depth: number } | null {
  if (children.length > 7 && weekdayRow(children)) return { cells: children.slice(0, 7), depth: 1 };
  for (const child of children) {
    const row = weekdaysOf(child);
    if (row) return { cells: row, depth: 2 };
    for (const grandchild of child.children) {
      if (grandchild.type !== 'tag') continue;
      const cells = weekdaysOf(grandchild as Element);
      if (cells) return { cells, depth: 3 };
    }
  }
  return null;
}

/** The elements `depth` levels under the container, in document order. */
function atDepth(container: Element, depth: number): Element[] {
  let level = [container];
  for (let step = 0; step < depth; step += 1) level = level.flatMap(elementChildren);
  return level;
}

/** The first text a cell shows (its day number in a grid), or null for a cell without text. */
function firstText(node: AnyNode): string | null {
  if (node.type === 'text') {
    const text = (node as unknown as { data: string }).data.trim();
    return text === '' ? null : text;
  }
  if (node.type !== 'tag' || UNREAD_TAGS.has((node as Element).name)) return null;
  for (const child of (node as Element).children) {
    const text = firstText(child);
    if (text !== null) return text;
  }
  return null;
}

/** Whether a node stands in a link: the arrows to the months before and after name them ("‹ December"). */
function inLink(node: AnyNode): boolean {
  for (let parent = node.parent; parent && parent.type === 'tag'; parent = parent.parent)
    if ((parent as Element).name === 'a') return true;
  return false;
}

/**
 * The month named nearest before the grid, reading back in document order from its header: a caption or the heading
 * over the grid ("May 2026", "December"), one with its year first; the links to the months around it are not its.
 */
function monthBefore(header: Element): HeadingMonth | null {
  let node: AnyNode | null = header;
  let withoutYear: HeadingMonth | null = null;
  for (let seen = 0; node && seen < MONTH_LOOKBACK_NODES; seen += 1) {
    // The previous node in document order: the last descendant of the previous sibling, else the parent.
    if (node.prev) {
      node = node.prev;
      while (
        node.type === 'tag' &&
        (node as Element).children.length > 0 &&
        !UNREAD_TAGS.has((node as Element).name)
      )
        node = (node as Element).children[(node as Element).children.length - 1]!;
    } else node = node.parent;
    if (node?.type !== 'text') continue;
    const text = (node as unknown as { data: string }).data.replace(/\s+/g, ' ').trim();
    const month = text.length > 0 && text.length <= 20 ? namedMonth(text) : null;
    if (!month || inLink(node)) continue;
    if (month.year !== null) return month;
    withoutYear ??= month;
  }
  return withoutYear;
}

/** The day cells after the header, numbered in the order of days (each the next, or 1 to start a month). */
function dayCells(
  container: Element,
  header: { cells: Element[]; depth: number },
): Array<{ cell: Element; day: number }> | null {
  for (const depth of [header.depth, header.depth + 1]) {
    const headerCells = new Set(header.cells);
    const candidates = atDepth(container, depth).filter((cell) => !headerCells.has(cell));
    const numbered: Array<{ cell: Element; day: number }> = [];
    let ordered = true;
    for (const cell of candidates) {
      const text = firstText(cell);
      if (text === null || !DAY_NUMBER.test(text)) continue;
      const day = Number(text);
      const previous = numbered[numbered.length - 1]?.day;
      if (day < 1 || day > 31 || (previous !== undefined && day !== previous + 1 && day !== 1)) {
        ordered = false;
        break;
      }
      numbered.push({ cell, day });
    }
    if (ordered && numbered.length >= MIN_DAYS) return numbered;
  }
  return null;
}

/**
 * The calendar grid a container holds (its header row a child or grandchild, as a table's <thead><tr>), with each
 * day cell's day; null when it holds none.
 */
export function calendarGrid(container: Element, children: readonly Element[]): CalendarGrid | null {
  const header = headerCells(children);
  if (!header) return null;
  const cells = dayCells(container, header);
  if (!cells) return null;
  const named = monthBefore(header.cells[0]!);
  if (!named) return null;
  // Leading cells numbered past the first week are the month before's; a number restarting is the next month.
  let offset = cells[0]!.day > 7 ? -1 : 0;
  const days: CalendarGrid['cells'] = [];
  for (let index = 0; index < cells.length; index += 1) {
    const { cell, day } = cells[index]!;
    if (index > 0 && day === 1) offset += 1;
    const monthIndex = named.month - 1 + offset;
    const month = (((monthIndex % 12) + 12) % 12) + 1;
    const year = named.year === null ? null : named.year + Math.floor(monthIndex / 12);
    const date: DateMatch = { month, day, year, weekday: null, index: 0, text: '' };
    days.push({ cell, day: { month, year, day: date } });
  }
  const parts = new Set<Element>();
  for (const node of [...header.cells, ...days.map(({ cell }) => cell)]) {
    let part: AnyNode = node;
    while (part.parent && part.parent !== container) part = part.parent;
    if (part.parent === container) parts.add(part as Element);
  }
  return { cells: days, parts };
}
