import { type CheerioAPI } from 'cheerio';
import { type AnyNode, type Element } from 'domhandler';
import { findTimes, type TimeMatch } from '../dates/time-patterns';

/** Where a table of shows has a column of its own for the doors and one for the show. */
interface ShowColumns {
  show: number;
}

const DOORS_HEADER = /^doors?(?:\s+open)?$/i;
const SHOW_HEADER = /^(?:show|shows|show\s*time|showtime|music|starts?|set\s*time)$/i;
/** Each table's columns, worked out once for all its rows. */
const columnsOf = new WeakMap<Element, ShowColumns | null>();

const cells = (row: Element): Element[] =>
  row.children.filter(
    (child): child is Element => child.type === 'tag' && (child.name === 'td' || child.name === 'th'),
  );

function firstRow(table: Element): Element | null {
  for (const child of table.children) {
    if (child.type !== 'tag') continue;
    if (child.name === 'tr') return child;
    if (child.name === 'thead' || child.name === 'tbody') return firstRow(child);
  }
  return null;
}

function showColumns($: CheerioAPI, table: Element): ShowColumns | null {
  const header = firstRow(table);
  const headerCells = header ? cells(header) : [];
  const labels = headerCells.every((cell) => cell.name === 'th') ? headerCells : [];
  const texts = labels.map((cell) => $(cell).text().replace(/\s+/g, ' ').trim());
  const show = texts.findIndex((text) => SHOW_HEADER.test(text));
  return show >= 0 && texts.some((text) => DOORS_HEADER.test(text)) ? { show } : null;
}

/**
 * The hour in a table row's "Show" column when its table heads one column "Doors" and another "Show" (a club's
 * hand-made list: Date | Artist | Doors | Show | Ages | Price): the show is when the event starts, and the doors' hour,
 * first in the row, is not.
 */
export function showColumnTime($: CheerioAPI, block: readonly AnyNode[]): TimeMatch | null {
  const row = block.length === 1 ? block[0]! : null;
  if (row?.type !== 'tag' || (row as Element).name !== 'tr') return null;
  let table = row.parent as Element | null;
  while (table && table.type === 'tag' && table.name !== 'table') table = table.parent as Element | null;
  if (!table || table.type !== 'tag') return null;
  let columns = columnsOf.get(table);
  if (columns === undefined) {
    columns = showColumns($, table);
    columnsOf.set(table, columns);
  }
  const cell = columns ? cells(row as Element)[columns.show] : undefined;
  return cell ? (findTimes($(cell).text())[0] ?? null) : null;
}

/** A markup name's words ("gig__doors-time", "doorsOpen"): its runs of letters, lower-cased. */
const NAME_WORDS = /[a-z]+|[A-Z][a-z]*/g;
const DOORS_WORD = /^doors?$/;
/** The fewest hours a block gives before a field of its own may hold the doors' among them. */
const DOORS_AND_SHOW = 2;

function namedDoors(element: Element): boolean {
  for (const name of ['class', 'id', 'itemprop']) {
    const value = element.attribs[name];
    if (!value) continue;
    for (const word of value.match(NAME_WORDS) ?? []) if (DOORS_WORD.test(word.toLowerCase())) return true;
  }
  return false;
}

/** The first element in the block (depth first) its markup names the doors' ("doors-time") that holds an hour. */
function doorsField(nodes: readonly AnyNode[]): TimeMatch | null {
  for (const node of nodes) {
    if (node.type !== 'tag') continue;
    const element = node as Element;
    if (namedDoors(element)) {
      const hour = findTimes(textOf(element))[0];
      if (hour) return hour;
    }
    const inner = doorsField(element.children);
    if (inner) return inner;
  }
  return null;
}

function textOf(node: AnyNode): string {
  if (node.type === 'text') return (node as unknown as { data: string }).data;
  if (node.type !== 'tag') return '';
  return (node as Element).children.map(textOf).join(' ');
}

/**
 * A record's hours without the one in the field its markup names the doors' (a club's CMS: `<div class="doors">7:00
 * pm</div><div class="show-time">7:30 pm</div>`, no word on the page saying which is which): the markup's name says
 * what the word "Doors" beside an hour says. The hours as they are when no such field holds one of them, or when the
 * doors' is the only hour.
 */
export function withoutMarkedDoors(block: readonly AnyNode[], times: TimeMatch[]): TimeMatch[] {
  if (times.length < DOORS_AND_SHOW) return times;
  const doors = doorsField(block);
  if (!doors) return times;
  const at = times.findIndex(
    (time) => time.label !== 'show' && time.hour === doors.hour && time.minute === doors.minute,
  );
  if (at < 0) return times;
  const rest = times.filter((_, index) => index !== at);
  return rest.length > 0 ? rest : times;
}
