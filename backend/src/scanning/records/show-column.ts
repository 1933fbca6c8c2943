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
