import { type CheerioAPI } from 'cheerio';
import { type Element } from 'domhandler';
import { type ExtractionContext, type RawEvent } from '../scanned-event';
import { readBlockText, UNREAD_TAGS } from '../parse/block-text';
import { collapseWhitespace } from '../parse/plain-text';
import { readMentions, withoutMentions } from '../dates/mentions';
import { eventTime } from '../dates/time-patterns';
import { resolveDate } from '../year-zone/year-inference';
import { pageName } from '../fields/page-name';
import { isWhen } from '../fields/detail-page';
import { monthRows } from './month-rows';

/** A schedule is a list: fewer days than this are a page's dates, not a series' (an event's two showings). */
const MIN_DAYS = 3;
/** A record that is only a day (and its hour) is short; past this it holds a name or prose. */
const MAX_RECORD_TEXT = 120;
/** What stands between two days is read this far: past it, it holds more than links. */
const MAX_BETWEEN_TEXT = 2000;
/** A note in parentheses beside the day ("(Special)"), kept on the title. */
const NOTE = /\(([^()]{1,40})\)/g;
/** A note that says the day will not take place. */
const CALLED_OFF = /\bcancell?ed\b|\bpostponed\b/i;
const WORD = /\p{L}{2}/u;
const MONTH_WORD = /\p{L}{3}/u;

interface DayRecord {
  element: Element;
  text: string;
  notes: string[];
  links: string[];
}

const elementChildren = (parent: Element): Element[] =>
  parent.children.filter(
    (child): child is Element => child.type === 'tag' && !UNREAD_TAGS.has((child as Element).name),
  );

function linkTexts(element: Element, into: string[]): string[] {
  for (const child of elementChildren(element)) {
    if (child.name === 'a')
      into.push(collapseWhitespace(readBlockText([child], MAX_RECORD_TEXT)?.text ?? '').trim());
    else linkTexts(child, into);
  }
  return into;
}

/**
 * A record that names a day and nothing else of its own: one date written with its month's name and its year or
 * weekday, perhaps an hour, notes in parentheses and links (a meeting's "Agenda", a performance's "Tickets").
 */
function dayRecord(element: Element): DayRecord | null {
  const text = readBlockText([element], MAX_RECORD_TEXT)?.text;
  if (!text) return null;
  const mentions = readMentions(text);
  const [date] = mentions.dates;
  if (mentions.dates.length !== 1 || !date || date.through || !MONTH_WORD.test(date.text)) return null;
  if (date.year === null && date.weekday === null) return null;
  const links = linkTexts(element, []);
  const notes = [...text.matchAll(NOTE)].map((match) => match[1]!.trim());
  let rest = withoutMentions(text, mentions).replace(NOTE, ' ');
  for (const link of links) rest = rest.replace(link, ' ');
  return WORD.test(rest) ? null : { element, text, notes, links };
}

/** Whether an element, or one inside it, is what the markup calls an event's date or time: an event's own page. */
function holdsEventsWhen(element: Element): boolean {
  return isWhen(element) || elementChildren(element).some(holdsEventsWhen);
}

/**
 * Whether what stands between a group's days holds nothing of its own but links (each meeting's "Agenda",
 * "Minutes"): days with text under each ("Open 9 am – 1 pm", "Closed", a description) head that text and are not a
 * schedule of days that name no event.
 */
function nothingBetween(children: readonly Element[], records: readonly DayRecord[]): boolean {
  const days = new Set(records.map(({ element }) => element));
  const first = children.indexOf(records[0]!.element);
  const last = children.indexOf(records[records.length - 1]!.element);
  for (const child of children.slice(first, last + 1)) {
    if (days.has(child)) continue;
    const text = readBlockText([child], MAX_BETWEEN_TEXT)?.text;
    if (text === undefined) return false;
    let rest = collapseWhitespace(text);
    for (const link of linkTexts(child, [])) rest = rest.replace(link, ' ');
    if (WORD.test(rest) || /\d/.test(rest)) return false;
  }
  return true;
}

/** Whether every link label of a group's records recurs on another record: labels, never each day's own name. */
function onlyLabels(records: readonly DayRecord[]): boolean {
  const counts = new Map<string, number>();
  for (const { links } of records)
    for (const link of new Set(links)) counts.set(link, (counts.get(link) ?? 0) + 1);
  return records.every(({ links }) => links.every((link) => !WORD.test(link) || counts.get(link)! >= 2));
}

/**
 * A schedule of one series' days: two or more sibling records of one tag, each only a day ("Thursday, January 30,
 * 2027", "Tue, March 2, 2027 (Special)"), the days in order. Nothing names the events: the page does (see
 * `pageName`). Read only where the page gave no events otherwise; a day called off in its note is left out.
 */
export function datesAlone(
  $: CheerioAPI,
  context: ExtractionContext,
  bodies: readonly Element[],
): RawEvent[] {
  const groups: DayRecord[][] = [];
  const visit = (parent: Element): void => {
    const children = elementChildren(parent);
    const byTag = new Map<string, DayRecord[]>();
    for (const child of children) {
      const record = dayRecord(child);
      if (record) byTag.set(child.name, [...(byTag.get(child.name) ?? []), record]);
    }
    const taken = new Set<Element>();
    for (const records of byTag.values())
      if (
        records.length >= MIN_DAYS &&
        onlyLabels(records) &&
        nothingBetween(children, records) &&
        !records.some(({ element }) => holdsEventsWhen(element))
      ) {
        groups.push(records);
        for (const { element } of records) taken.add(element);
      }
    for (const child of children) if (!taken.has(child)) visit(child);
  };
  for (const body of bodies) visit(body);
  const name = pageName($);
  if (!name) return [];
  // Else a table of months and their days.
  if (groups.length === 0) return monthRows(context, bodies, name);
  const events: RawEvent[] = [];
  for (const records of groups) {
    const days = records.map(({ text }) => {
      const { dates, times } = readMentions(text);
      return { day: resolveDate(dates[0]!, context.now, context.timezone), time: eventTime(times) };
    });
    const starts = days.map(({ day }) => day?.toMillis() ?? NaN);
    const ordered = starts.every((start, index) => index === 0 || start >= starts[index - 1]!);
    const reversed = starts.every((start, index) => index === 0 || start <= starts[index - 1]!);
    if (!ordered && !reversed) continue;
    records.forEach(({ text, notes }, index) => {
      const { day, time } = days[index]!;
      if (!day || notes.some((note) => CALLED_OFF.test(note))) return;
      const title = notes.length > 0 ? `${name} (${notes.join(', ')})` : name;
      const start = time ? day.set({ hour: time.hour, minute: time.minute }) : day;
      events.push({
        tier: 'heuristic',
        provenance: `dates alone: ${title} / ${collapseWhitespace(text)}`,
        title,
        start: time ? start.toISO({ includeOffset: false, suppressMilliseconds: true })! : start.toISODate()!,
        allDay: !time,
      });
    });
  }
  return events;
}
