import { type Element } from 'domhandler';
import { type DateMatch } from '../dates/date-patterns';
import { readMentions } from '../dates/mentions';
import { eventTime, type TimeMatch } from '../dates/time-patterns';
import { readBlockText, UNREAD_TAGS } from '../parse/block-text';
import { collapseWhitespace } from '../parse/plain-text';
import { type ExtractionContext, type RawEvent } from '../scanned-event';
import { resolveDate } from '../year-zone/year-inference';

/** A month's label alone in its cell: "JAN.", "Sept", "March". */
const MONTH_LABEL = /^\p{L}{3,9}\.?$/u;
/** A day of the month alone in its cell. */
const DAY_NUMBER = /^\d{1,2}$/;
/** A year standing alone in the text above a schedule ("2021 AGENDAS"). */
const YEAR = /(?<![\d/.-])(19\d{2}|20\d{2})(?![\d/.-])/g;
/** What a schedule's caption or the text just above it may hold: a heading and a sentence or two. */
const MAX_ABOVE_TEXT = 400;
/** A schedule lists several months; one row of a month and numbers is a line of figures. */
const MIN_MONTHS = 2;

const tagChildren = (parent: Element, name?: string): Element[] =>
  parent.children.filter(
    (child): child is Element =>
      child.type === 'tag' &&
      !UNREAD_TAGS.has((child as Element).name) &&
      (!name || (child as Element).name === name),
  );

const cellText = (cell: Element): string | null => {
  const read = readBlockText([cell], 40);
  return read ? collapseWhitespace(read.text).trim() : null;
};

/** The month a label names (1–12), read as the date readers read "JAN. 1"; null for any other word. */
function labelMonth(label: string): number | null {
  if (!MONTH_LABEL.test(label)) return null;
  const { dates } = readMentions(`${label.replace(/\.$/, '')} 1`);
  return dates.length === 1 && dates[0]!.day === 1 ? dates[0]!.month : null;
}

interface MonthRow {
  month: number;
  days: number[];
}

/**
 * A row that is a month and its days: the month's label in the first cell, each other cell a day of the month or
 * empty of letters and digits (a "**" or "—" where a meeting is not held), the days in order.
 */
function monthRow(row: Element): MonthRow | null {
  const cells = tagChildren(row).filter((cell) => cell.name === 'td' || cell.name === 'th');
  const [first, ...rest] = cells.map(cellText);
  const month = first ? labelMonth(first) : null;
  if (month === null || rest.length === 0) return null;
  const days: number[] = [];
  for (const text of rest) {
    if (text === null) return null;
    if (DAY_NUMBER.test(text)) {
      const day = Number(text);
      if (day < 1 || day > 31 || (days.length > 0 && day <= days[days.length - 1]!)) return null;
      days.push(day);
    } else if (/[\p{L}\d]/u.test(text)) return null;
  }
  return days.length > 0 ? { month, days } : null;
}

/** A table's rows, in its body, head and foot or directly under it. */
function tableRows(table: Element): Element[] {
  return tagChildren(table).flatMap((part) => (part.name === 'tr' ? [part] : tagChildren(part, 'tr')));
}

/** The text a table's caption or the element just before it holds, when short: a heading and a sentence. */
function textAbove(table: Element): string {
  const caption = tagChildren(table, 'caption')[0];
  const parts: string[] = [];
  if (caption) parts.push(readBlockText([caption], MAX_ABOVE_TEXT)?.text ?? '');
  let previous = table.prev;
  while (previous && previous.type !== 'tag') previous = previous.prev;
  if (previous) parts.push(readBlockText([previous], MAX_ABOVE_TEXT)?.text ?? '');
  return parts.join('\n');
}

/** The one year the text names, else null. */
function oneYear(text: string): number | null {
  const years = new Set([...text.matchAll(YEAR)].map((match) => Number(match[1])));
  return years.size === 1 ? [...years][0]! : null;
}

/** The one hour the text names ("All meetings held on Thursdays at 9:00 am"), else null. */
function oneHour(text: string): TimeMatch | null {
  const { times } = readMentions(text);
  const time = eventTime(times);
  if (!time || times.some(({ hour, minute }) => hour !== time.hour || minute !== time.minute)) return null;
  return time;
}

/**
 * A schedule written as a table of months (one series' meeting days): each row a month's label and its days as bare
 * numbers ("JAN. | 14 | 28"), two or more months in order, the year from the table's caption or the text just above
 * it ("2021 AGENDAS"), the hour from that text where it names one ("All meetings held on Thursdays at 9:00 am").
 * Nothing names the events: the page does (`name`).
 */
export function monthRows(context: ExtractionContext, bodies: readonly Element[], name: string): RawEvent[] {
  const events: RawEvent[] = [];
  const visit = (element: Element): void => {
    if (element.name !== 'table') return tagChildren(element).forEach(visit);
    const rows = tableRows(element);
    const months = rows.map(monthRow);
    const read = months.filter((row): row is MonthRow => row !== null);
    // Every row of figures is a month's: a header row of <th> labels may stand above them.
    const others = rows.filter((row, index) => !months[index] && tagChildren(row, 'td').length > 0);
    if (read.length < MIN_MONTHS || others.length > 0) return;
    if (read.some((row, index) => index > 0 && row.month <= read[index - 1]!.month)) return;
    const above = textAbove(element);
    const year = oneYear(above);
    const time = oneHour(above);
    for (const { month, days } of read)
      for (const day of days) {
        const text = `${month}/${day}${year ? `/${year}` : ''}`;
        const date: DateMatch = { month, day, year, weekday: null, index: 0, text };
        const resolved = resolveDate(date, context.now, context.timezone);
        if (!resolved) continue;
        const start = time ? resolved.set({ hour: time.hour, minute: time.minute }) : resolved;
        events.push({
          tier: 'heuristic',
          provenance: `months and days: ${name} / ${text}${time ? ` ${time.text}` : ''}`,
          title: name,
          start: time
            ? start.toISO({ includeOffset: false, suppressMilliseconds: true })!
            : start.toISODate()!,
          allDay: !time,
        });
      }
  };
  bodies.forEach(visit);
  return events;
}
