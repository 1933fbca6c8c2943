import type { TaughtPattern } from '@eventfold/contracts';
import type { Element } from 'domhandler';
import { readMentions } from '../dates/mentions';
import type { HeadingMonth } from '../records/month-headings';
import { childElements, fieldPath, isElement, textOf } from './page-tree';
import { recordDay } from './read-pattern';

// Where the example record holds each field: learnt once from the record around the person's title.

/** Class names, microdata properties and the like that say an element gives an event's place. */
const PLACE_HINT = /locat|venue|place|address|where|room|stage/i;
/** Links that lead nowhere an event's page could be. */
const NO_PAGE = /^(?:#|mailto:|tel:|javascript:|data:)/i;

function descendants(record: Element): Element[] {
  const found: Element[] = [];
  const stack = childElements(record).reverse();
  while (stack.length > 0) {
    const element = stack.pop()!;
    found.push(element);
    stack.push(...childElements(element).reverse());
  }
  return found;
}

const inside = (element: Element, container: Element): boolean => {
  for (let at: Element | null = element; isElement(at); at = at.parent as Element | null)
    if (at === container) return true;
  return false;
};

/**
 * The deepest elements of the record (document order) whose text mentions what `has` looks for; one outside the title
 * comes first (a title that repeats the day is the title, not the day's place), the record itself last.
 */
function deepestWith(record: Element, title: Element, has: (element: Element) => boolean): Element[] {
  const holding = [...descendants(record), record].filter(has);
  const deepest = holding.filter(
    (element) => !holding.some((other) => other !== element && inside(other, element)),
  );
  const outside = deepest.filter((element) => !inside(element, title));
  return [...outside, ...deepest.filter((element) => !outside.includes(element))];
}

const holdsHour = (element: Element) => readMentions(textOf(element)).times.length > 0;
/** The doors' hour, where a record gives the show's too: an event starts at the show (as `eventTime` reads it). */
const DOORS = /door/i;
function isDoors(element: Element, record: Element): boolean {
  if (DOORS.test(textOf(element))) return true;
  for (let at: Element | null = element; at && at !== record; at = at.parent as Element | null)
    if (DOORS.test(at.attribs['class'] ?? '')) return true;
  return false;
}

function placeOf(record: Element, title: Element): Element | null {
  return (
    descendants(record).find((element) => {
      if (inside(title, element) || inside(element, title)) return false;
      const { class: className = '', itemprop = '' } = element.attribs;
      return PLACE_HINT.test(`${className} ${itemprop}`) && textOf(element).trim().length > 0;
    }) ?? null
  );
}

const isLink = (element: Element) => element.name === 'a' && !NO_PAGE.test(element.attribs['href'] ?? '#');

/** The title's own link (around it or inside it), else the record's first link to a page. */
function linkOf(record: Element, title: Element): Element | null {
  for (let at: Element | null = title; at && at !== record.parent; at = at.parent as Element | null) {
    if (!isElement(at)) break;
    if (isLink(at)) return at;
  }
  return descendants(title).find(isLink) ?? descendants(record).find(isLink) ?? null;
}

/** The fields' paths in the example record; null when it states no day, or a field lies too deep. */
export function recordFields(
  record: Element,
  title: Element,
  heading: HeadingMonth | null,
): TaughtPattern['fields'] | null {
  const titlePath = fieldPath(record, title);
  // A day the record writes whole comes first; one it gives only under a heading ("18" under "February"), next.
  const holdsDay = (under: HeadingMonth | null) => (element: Element) =>
    recordDay(textOf(element), element, under && { ...under, day: undefined }) !== null;
  const day =
    deepestWith(record, title, holdsDay(null))[0] ??
    (heading ? deepestWith(record, title, holdsDay(heading))[0] : undefined) ??
    (heading?.day ? record : null);
  if (!titlePath || !day) return null;
  const hours = deepestWith(record, title, holdsHour);
  const hour = hours.find((element) => !isDoors(element, record)) ?? hours[0] ?? null;
  const place = placeOf(record, title);
  const link = linkOf(record, title);
  const path = (element: Element | null) => (element ? fieldPath(record, element) : null);
  return { title: titlePath, date: path(day), time: path(hour), location: path(place), link: path(link) };
}
