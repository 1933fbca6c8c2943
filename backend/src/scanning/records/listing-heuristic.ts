import { type CheerioAPI } from 'cheerio';
import { type AnyNode, type Element } from 'domhandler';
import { DateTime } from 'luxon';
import { type ExtractionContext, type RawEvent } from '../scanned-event';
import { UNREAD_TAGS } from '../parse/block-text';
import { attributeDate, type BlockReading, readEventBlock } from '../fields/event-block';
import { calendarGrid, type CalendarGrid } from './calendar-grids';
import { headedBlocks } from './headed-blocks';
import { inlineRuns } from './inline-runs';
import { LoneCards } from './lone-cards';
import { type HeadingMonth, monthHeading } from './month-headings';
import { namedHourTitles } from '../dates/named-hours';
import { OpeningDays } from './opening-day-headings';
import { PastSections } from './past-sections';
import { joinSplitRuns } from './split-runs';
import { namedBySlot } from '../fields/title-slot';

/** An element's child elements; plain arrays, since a cheerio wrapper per node cost a fifth of a long listing. */
function childElements(parent: Element): Element[] {
  return parent.children.filter(
    (child): child is Element => child.type === 'tag' || child.type === 'script' || child.type === 'style',
  );
}

/** A block read as one event, and whether the markup puts it in a past section. */
interface Member {
  block: AnyNode[];
  reading: BlockReading;
  past: boolean;
}

/** The group of a box's headed blocks (see `headedBlocks`); no tag name is "#headed". */
const HEADED_KEY = '#headed';

/**
 * Flat content's events, each a heading over its day: read so when two or more are, in place of the listings of the
 * lines under the headings, unless those lines name their events themselves (a link or a heading of their own).
 */
function preferHeaded(groups: Map<string, Member[]>, headed: Member[]): void {
  if (headed.length < 2) return;
  const followers = new Set<AnyNode>();
  for (const { block } of headed) for (const node of block.slice(1)) followers.add(node);
  const under = [...groups].filter(([, members]) => members.some(({ block }) => followers.has(block[0]!)));
  if (
    under.some(
      ([, members]) => members.length >= 2 && members.some(({ reading }) => reading.titles[0]?.marked),
    )
  )
    return;
  for (const [key] of under) groups.delete(key);
  groups.set(HEADED_KEY, headed);
}

/** The group of a box's runs between blank lines; no tag name is "#runs". */
const RUN_KEY = '#runs';
const childBreaks = (parent: Element): boolean =>
  parent.children.some((child) => child.type === 'tag' && (child as Element).name === 'br');

/**
 * A definition list's blocks, each <dt> with its <dd>s. A list left open before the next one ("<dl>…<dl>…", a
 * hand-written page's schedule without its </dl>s) holds the next inside: its terms go on the list's own.
 */
function definitionBlocks(children: readonly Element[], blocks: Element[][]): void {
  for (const child of children) {
    if (child.name === 'dt') blocks.push([child]);
    else if (child.name === 'dd' && blocks.length > 0) blocks[blocks.length - 1]!.push(child);
    else if (child.name === 'dl') definitionBlocks(childElements(child), blocks);
  }
}

/**
 * Blocks of one listing: sibling elements, or in a definition list each <dt> with its <dd>s. A block's group is its
 * first element's tag name (`dt` in a definition list).
 */
function siblingBlocks(parent: Element, children: Element[]): Element[][] {
  const blocks: Element[][] = [];
  if (parent.name === 'dl') {
    definitionBlocks(children, blocks);
    return blocks;
  }
  for (let index = 0; index < children.length; index += 1) {
    const child = children[index]!;
    if (!UNREAD_TAGS.has(child.name)) blocks.push([child]);
  }
  return blocks;
}

/**
 * What holds for each child of an element: the month heading in force ("November 2026" over a table of "Wed 18 – Sun
 * 22" rows, a "December" row among a table's rows; `months` is null when no child is one and the parent's month holds
 * for all) and whether it is in a past section. Worked out child by child as the blocks are read, in the children's
 * order: a long listing's cards are far more than the processor's caches hold, and a pass of its own over them
 * found each card out of cache again.
 */
class ChildMarks {
  readonly past = new Set<Element>();
  months: Map<Element, HeadingMonth | null> | null = null;
  private readonly sections: PastSections;
  private current: HeadingMonth | null;
  private read = 0;

  constructor(
    $: CheerioAPI,
    private readonly children: Element[],
    private readonly inherited: HeadingMonth | null,
  ) {
    this.sections = new PastSections($);
    this.current = inherited;
  }

  /** Reads the children up to this one, or all that are left without one. */
  through(last: Element | null): void {
    const { children } = this;
    while (this.read < children.length) {
      const child = children[this.read]!;
      const heading = UNREAD_TAGS.has(child.name) ? null : monthHeading(child);
      if (heading) {
        this.current = heading;
        this.months ??= new Map(children.slice(0, this.read).map((before) => [before, this.inherited]));
      }
      this.months?.set(child, this.current);
      if (this.sections.isPast(child)) this.past.add(child);
      this.read += 1;
      if (child === last) return;
    }
  }
}

function hasListing(groups: ReadonlyMap<string, readonly unknown[]>): boolean {
  for (const members of groups.values()) if (members.length >= 2) return true;
  return false;
}

const distinctTitles = (listing: RawEvent[]) =>
  new Set(listing.map((event) => event.title.toLowerCase())).size;

/**
 * Two listings among one element's children where one falls only on days of the other are one list of events read
 * twice: a heading per event ("Board Meeting: October 12, 2022") and a line under some of them that repeats the day
 * ("View/Download October 12th Meeting Materials"). The one whose titles differ more names the events.
 */
function oneReadingPerListing(listings: RawEvent[][]): RawEvent[][] {
  // Month and day: the repeating line may leave out the year that the heading states.
  const days = listings.map((listing) => new Set(listing.map((event) => event.start.slice(5, 10))));
  const titles = listings.map(distinctTitles);
  const restates = (index: number, other: number) =>
    [...days[index]!].every((day) => days[other]!.has(day)) &&
    (titles[other]! > titles[index]! || (titles[other] === titles[index] && other < index));
  return listings.filter(
    (_, index) => !listings.some((__, other) => other !== index && restates(index, other)),
  );
}

/** A block's event, marked as the markup's past section's when its block stands in one. */
function pastMarked(event: RawEvent, past: boolean): RawEvent {
  return past ? { ...event, markedPast: true } : event;
}

/**
 * Each event of a listing followed by its later showings, each an event at its own hour, under its own name where
 * each has one ("Christmas Eve: Choral Prelude").
 */
function withShowings(listing: RawEvent[], members: ReadonlyArray<{ reading: BlockReading }>): RawEvent[] {
  if (!members.some(({ reading }) => reading.laterShowings)) return listing;
  return listing.flatMap((event, index) => {
    const { laterShowings = [], ownNames, titles } = members[index]!.reading;
    const showings = [
      event,
      ...laterShowings.map(({ start, end, url }) => ({ ...event, start, end, url: url ?? event.url })),
    ];
    if (!ownNames) return showings;
    const names = namedHourTitles(ownNames, event.title, titles);
    return showings.map((showing, at) => ({ ...showing, title: names[at]! }));
  });
}

/**
 * Whether every event of a listing began before now and none still runs: a thread of comments or a news stream, each
 * item stamped with the hour it was posted today, not a list of what is coming or on (which names at least one thing
 * still ahead or running, such as a museum's current exhibitions).
 */
function allBegun(listing: RawEvent[], now: string): boolean {
  return listing.every((event) => event.start < now && (!event.end || event.end < now));
}

/**
 * The structural heuristic: a listing page repeats one block per event. Among the children of each
 * element, blocks of the same tag that each read as one event (one date, a time, a title) count
 * when at least two do; a lone date on a page (an article's byline) never makes an event.
 */
export function extractListing(
  $: CheerioAPI,
  context: ExtractionContext,
  bodies: readonly Element[],
): RawEvent[] {
  const events: RawEvent[] = [];
  const loneCards = new LoneCards();
  // Now at the venue, as the listing's wall-clock starts are written ("2026-12-01T08:12:00" sorts before it).
  const now = DateTime.fromJSDate(context.now, { zone: context.timezone }).toFormat("yyyy-MM-dd'T'HH:mm");
  // Top down, once per element: a block that joined a listing is not searched for listings inside.
  const visit = (parent: Element, inPast: boolean, month: HeadingMonth | null): void => {
    const groups = new Map<string, Member[]>();
    const children = childElements(parent);
    const grid = calendarGrid(parent, children);
    if (grid) return visitGrid(parent, children, grid, inPast, month);
    // The markup's word that a block is over: a signal the dates are weighed against (normalisation).
    const marks = new ChildMarks($, children, month);
    const parentDay = attributeDate(parent);
    const blocks = siblingBlocks(parent, children);
    let openings: OpeningDays | null = null;
    // Index loops over a listing's blocks: run once per element, this code is seldom optimised before a long listing
    // is through, and unoptimised, each step of a for-of makes an object.
    for (let index = 0; index < blocks.length; index += 1) {
      const block = blocks[index]!;
      const first = block[0]!;
      marks.through(first);
      const key = first.name;
      let reading = readEventBlock($, block, context, marks.months?.get(first) ?? month, false, parentDay);
      // A day heading opening a record (a bar naming the day over its first event) is the day of the records of its
      // kind after it that have no such part, up to the next: each of those gives only its hour. Looked for only once
      // a record reads as nothing, so a listing whose records all read on their own pays nothing for it.
      if (!reading && block.length === 1 && groups.has(key)) {
        openings ??= new OpeningDays();
        const day = openings.dayFor(first, groups.get(key)!);
        if (day) reading = readEventBlock($, block, context, day, false, parentDay);
        if (reading) openings.carried(first);
      }
      // Pushed in place: copying the group per member was quadratic in a listing's length.
      if (!reading) continue;
      const member = { block, reading, past: inPast || marks.past.has(first) };
      const members = groups.get(key);
      if (members) members.push(member);
      else groups.set(key, [member]);
    }
    // No listing among the children: perhaps one box holding its events a blank line apart.
    if (!hasListing(groups)) {
      const runs = childBreaks(parent) ? inlineRuns(parent) : null;
      for (const block of runs ?? []) {
        const reading = readEventBlock($, block, context, month, true);
        if (!reading) continue;
        const member = { block, reading, past: inPast };
        const members = groups.get(RUN_KEY);
        if (members) members.push(member);
        else groups.set(RUN_KEY, [member]);
      }
    }
    const headedMembers = (blocks: AnyNode[][]): Member[] => {
      const members: Member[] = [];
      for (const block of blocks) {
        const first = block[0] as Element;
        const reading = readEventBlock(
          $,
          block,
          context,
          marks.months?.get(first) ?? month,
          false,
          parentDay,
          true,
        );
        if (reading?.titles[0]?.marked)
          members.push({ block, reading, past: inPast || marks.past.has(first) });
      }
      return members;
    };
    const headed = headedBlocks(children);
    if (headed) preferHeaded(groups, headedMembers(headed));
    const used = new Set<AnyNode>();
    const listings: RawEvent[][] = [];
    let lone: Map<AnyNode, RawEvent[]> | null = null;
    for (const [key, members] of groups) {
      if (members.length < 2) {
        if (key !== RUN_KEY && key !== HEADED_KEY && key !== 'dt')
          (lone ??= new Map()).set(
            members[0]!.block[0]!,
            withShowings([pastMarked(members[0]!.reading.event, members[0]!.past)], members),
          );
        continue;
      }
      for (let index = 0; index < members.length; index += 1) {
        const { block } = members[index]!;
        for (let at = 0; at < block.length; at += 1) used.add(block[at]!);
      }
      if (key !== RUN_KEY && key !== HEADED_KEY)
        loneCards.addListed(members.map(({ block }) => block[0] as Element));
      const named = namedBySlot(members.map(({ reading }) => reading));
      listings.push(
        joinSplitRuns(
          withShowings(
            named.map((event, index) => pastMarked(event, members[index]!.past)),
            members,
          ),
        ),
      );
    }
    // A day's box whose entries are a listing under its day heading (an agenda's day): a day box alone elsewhere,
    // holding one entry, is an event as its entries are.
    if (listings.length > 0 && marks.months && [...marks.months.values()].some((heading) => heading?.day))
      loneCards.addListed([parent]);
    for (const listing of listings.length > 1 ? oneReadingPerListing(listings) : listings)
      if (!allBegun(listing, now)) events.push(...listing);
    marks.through(null);
    const { past, months } = marks;
    for (let index = 0; index < children.length; index += 1) {
      const child = children[index]!;
      // A list inside a list was read with it (`definitionBlocks`).
      if (used.has(child) || UNREAD_TAGS.has(child.name) || (parent.name === 'dl' && child.name === 'dl'))
        continue;
      const found = events.length;
      visit(child, inPast || past.has(child), months?.get(child) ?? month);
      const alone = lone?.get(child);
      if (alone && events.length === found && !allBegun(alone, now)) loneCards.addLone(child, alone);
    }
  };
  /**
   * A month's calendar grid: each day cell read as one event on its day, or, holding several, its entries each under
   * its day; the container's children outside the grid as any others.
   */
  const visitGrid = (
    parent: Element,
    children: Element[],
    grid: CalendarGrid,
    inPast: boolean,
    month: HeadingMonth | null,
  ): void => {
    const members: Member[] = [];
    for (const { cell, day } of grid.cells) {
      // A cell's entries, each an event (two shows the same evening), or the cell as one event.
      const found = events.length;
      const mark = loneCards.mark();
      visit(cell, inPast, day);
      if (events.length - found >= 2) continue;
      const reading = readEventBlock($, [cell], context, day, false, day.day ?? null);
      if (!reading) continue;
      events.length = found;
      loneCards.takeBack(mark);
      members.push({ block: [cell], reading, past: inPast });
    }
    if (members.length > 0) {
      const named = namedBySlot(members.map(({ reading }) => reading));
      const listing = withShowings(
        named.map((event, index) => pastMarked(event, members[index]!.past)),
        members,
      );
      if (!allBegun(listing, now)) events.push(...listing);
    }
    for (const child of children)
      if (!grid.parts.has(child) && !UNREAD_TAGS.has(child.name)) visit(child, inPast, month);
  };
  // A fragment without a <body> (the parser adds none) is read from its root.
  for (const root of bodies.length > 0 ? bodies : [$.root()[0] as unknown as Element])
    visit(root, false, null);
  events.push(...loneCards.events());
  return events;
}
