import { blankOut, type Mentions, readMentions } from './mentions';
import { type TimeMatch } from './time-patterns';

/** One of a day's events written as its hour and its own name ("10:30 pm Choral Prelude"). */
export interface NamedHour {
  time: TimeMatch;
  name: string;
}

/** A day's events each at its own hour under its own name, and what the line says before them ("Christmas Eve"). */
export interface NamedHours {
  hours: NamedHour[];
  label: string | null;
  /** Each name is the whole of its entry's title: no heading over the entries holds them (see `namedEntries`). */
  alone?: boolean;
}

/**
 * Where one named hour ends and the next begins: a dot or bar between them, a semicolon, a line break, or a comma
 * right before the next hour ("4 pm Family Service, 10 pm Candlelight Service").
 */
const BETWEEN = /[·•|;\n]|,(?=\s*\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\b|noon))/gi;
/** What may stand around a name once its hour is out: punctuation, "at", "@", "from". */
const EDGES = /^(?:[\s\-–—:,.@()]|\b(?:at|from)\b)+|(?:[\s\-–—:,@(]|\b(?:at|from)\b)+$/gi;
/** A name is capitalised and short; a lower-case start is the rest of a sentence ("for dinner and dancing"). */
const NAME = /^[\p{Lu}\d][^\n]{2,79}$/u;
const LETTERS = /\p{L}{3}/u;
/**
 * What comes with an event rather than being one: its doors, a talk before it, a reception after, the meal, a
 * conference's registration and breaks, the venue's opening hours that day ("Museum Hours: 10am - 5pm"). A line of
 * these is one event's programme, read as the one event.
 */
const PART_OF_AN_EVENT =
  /\b(?:(?:opening )?hours|doors?|pre-?(?:show|concert|game|party)|post-?(?:show|concert)|talk|lecture|q ?& ?a|reception|dinner|lunch(?:eon)?|breakfast|brunch|auction|awards?|raffle|program(?:me)?|keynote|panel|remarks|cocktails?|drinks|happy hour|registration|check-?in|break|intermission|networking|welcome|opening remarks|closing|meet (?:and|&) greet|seating|lobby|bar opens|vip|soundcheck|gates?)\b/i;
/**
 * An hour's label, never an event's name: "Begins 7 pm · Ends 9 pm" is one event's start and end, "Time: 7 pm" a
 * field, "All ages", "Free" and a price a card's details.
 */
const AN_HOURS_LABEL =
  /^(?:begins?|ends?|starts?|finish(?:es)?|until|till|time|when|all ages|free|(?:ages?|tickets?|admission|cover)\b.*|\$.*)$/i;
/** A day's or month's word alone ("Sat", "Dec"): a date's leftover, never a name. */
const CALENDAR_WORDS =
  /^(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|rsday|urday|sday)?s?|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|[a-z]+uary|march|april|june|july|august|september|october|november|december|today|tonight)\.?$/i;

/**
 * Several events of a day, each written as its hour and its own name, on a line or a line each: "Thursday, December
 * 24 · 4:00 pm Family Eucharist · 10:30 pm Choral Prelude · 11:00 pm Festive Eucharist", "Family Eucharist at 4 pm;
 * Choral Prelude at 10:30 pm". One event each, as a user goes to one. Null unless every hour of the block is one
 * such named hour, the named hours follow one another (text without hours may stand before and after them), and
 * none is a part of one event (doors, a talk, a reception, a meal, a break).
 */
export function namedHours(text: string, mentions: Mentions): NamedHours | null {
  const { times } = mentions;
  if (times.length < 2 || times.some(({ label }) => label !== null)) return null;
  // A name holds no date.
  const blanked = blankOut(text, mentions.dates);
  // The block's pieces between separators, each with the hours it holds.
  const pieces: Array<{ from: number; to: number; times: TimeMatch[] }> = [];
  let from = 0;
  BETWEEN.lastIndex = 0;
  for (let found = BETWEEN.exec(blanked); ; found = BETWEEN.exec(blanked)) {
    const to = found ? found.index : blanked.length;
    const held = times.filter((time) => time.index >= from && time.index < to);
    if (held.some((time) => time.index + time.text.length > to)) return null;
    // A piece of nothing but blanks and punctuation ("·" then a line break) is no piece.
    if (held.length > 0 || blanked.slice(from, to).replace(EDGES, '') !== '')
      pieces.push({ from, to, times: held });
    if (!found) break;
    from = to + found[0].length;
  }
  const timed = pieces.filter((piece) => piece.times.length > 0);
  const first = pieces.indexOf(timed[0]!);
  if (timed.length < 2 || pieces[first + timed.length - 1] !== timed[timed.length - 1]) return null;
  const hours: NamedHour[] = [];
  for (const piece of timed) {
    if (piece.times.length !== 1) return null;
    const [time] = piece.times as [TimeMatch];
    const before = blanked.slice(piece.from, time.index);
    const after = blanked.slice(time.index + time.text.length, piece.to);
    // The name stands after the hour, or before it when nothing does ("Choral Prelude at 10:30 pm").
    const name = nameIn(after) ?? (after.replace(EDGES, '') === '' ? nameIn(before) : null);
    if (!name || PART_OF_AN_EVENT.test(name)) return null;
    hours.push({ time, name });
  }
  if (new Set(hours.map(({ time }) => time.hour * 60 + time.minute)).size < 2) return null;
  // "Christmas Eve: 4:00 pm Family Eucharist · …": the first piece's words before its hour, when its name follows it.
  const opening = timed[0]!;
  const lead = blanked.slice(opening.from, opening.times[0]!.index);
  const leadName = nameIn(lead);
  const label = hours[0]!.name === leadName ? null : leadName;
  return { hours, label };
}

/** What may stand before an entry's opening hour: nothing but blanks and punctuation. */
const OPENS_ENTRY = /^[\s\p{P}]*$/u;
/** Where an entry's name ends: a spaced dash before its description or line-up, a bracket, a line's end. */
const NAME_END = /\s[-–—]\s|\s[([]|\n/;
const TRAILING_MARKS = /[\s[(\-–—:,.@]+$/;
/** The longest name `nameIn` takes; a longer entry's name is cut at its last comma or word before it. */
const MAX_NAME = 79;

/** An entry's words cut to a name's length: at the last comma before it, else the last blank. */
function cutToName(words: string): string {
  if (words.length <= MAX_NAME) return words;
  const head = words.slice(0, MAX_NAME);
  const comma = head.lastIndexOf(', ');
  return head.slice(0, comma > 0 ? comma : Math.max(head.lastIndexOf(' '), 0));
}

/**
 * A day's sets or showings each written as an entry of its own (a <dd>, <li> or <p> per set) opening with its hour:
 * "7pm - June Alder Trio - June Alder (piano), …", "9:30pm - The Harbor Five". One event each, under
 * the words after its hour up to a spaced dash or a bracket. Entries without an hour (a note, a festival's banner)
 * may stand among them. Null unless each hour of the block (`times`, in order) opens an entry holding no other, two
 * or more entries do at two hours or more, and none is a part of one event (doors, a talk, a meal).
 */
export function namedEntries(entries: readonly string[], times: readonly TimeMatch[]): NamedHours | null {
  const hours: NamedHour[] = [];
  let used = 0;
  for (const entry of entries) {
    const own = readMentions(entry).times;
    if (own.length === 0) continue;
    const opening = own[0]!;
    const time = times[used];
    if (own.length !== 1 || opening.label !== null || !time || !sameTime(time, opening)) return null;
    if (!OPENS_ENTRY.test(entry.slice(0, opening.index))) return null;
    const rest = entry.slice(opening.index + opening.text.length).replace(EDGES, '');
    const end = NAME_END.exec(rest);
    const name = nameIn(cutToName(end ? rest.slice(0, end.index) : rest).replace(TRAILING_MARKS, ''));
    if (!name || PART_OF_AN_EVENT.test(name)) return null;
    hours.push({ time, name });
    used += 1;
  }
  if (used !== times.length || hours.length < 2) return null;
  if (new Set(hours.map(({ time }) => time.hour * 60 + time.minute)).size < 2) return null;
  return { hours, label: null, alone: true };
}

const sameTime = (one: TimeMatch, other: TimeMatch) =>
  one.hour === other.hour && one.minute === other.minute && one.text === other.text;

function nameIn(piece: string): string | null {
  const name = piece.replace(EDGES, '').replace(/\s+/g, ' ').trim();
  if (!NAME.test(name) || !LETTERS.test(name) || CALENDAR_WORDS.test(name) || AN_HOURS_LABEL.test(name))
    return null;
  return name;
}

const holds = (holder: string, name: string) => {
  const [lowerHolder, lowerName] = [holder.toLowerCase(), name.toLowerCase()];
  return !lowerName.includes(lowerHolder) && !lowerHolder.includes(lowerName);
};

/**
 * The day's events' names, each its own after the name of what holds them ("Christmas Eve: Choral Prelude"): the
 * words before the hours on their line, else the block's heading the listing chose (`chosen`, when a marked candidate
 * gives it). A heading that is one of the events' own names (a calendar cell's first event) holds none of them.
 */
export function namedHourTitles(
  named: NamedHours,
  chosen: string,
  candidates: ReadonlyArray<{ title: string; marked: boolean }>,
): string[] {
  if (named.alone) return named.hours.map(({ name }) => name);
  const heading = candidates.some(({ title, marked }) => marked && title === chosen) ? chosen : null;
  const holder = named.label ?? heading;
  const names = named.hours.map(({ name }) => name);
  if (!holder || !names.every((name) => holds(holder, name))) return names;
  return names.map((name) => `${holder}: ${name}`);
}
