import { blankOut, type Mentions } from './mentions';
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
 * conference's registration and breaks. A line of these is one event's programme, read as the one event.
 */
const PART_OF_AN_EVENT =
  /\b(?:doors?|pre-?(?:show|concert|game|party)|post-?(?:show|concert)|talk|lecture|q ?& ?a|reception|dinner|lunch(?:eon)?|breakfast|brunch|auction|awards?|raffle|program(?:me)?|keynote|panel|remarks|cocktails?|drinks|happy hour|registration|check-?in|break|intermission|networking|welcome|opening remarks|closing|meet (?:and|&) greet|seating|lobby|bar opens|vip|soundcheck|gates?)\b/i;
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
  const heading = candidates.some(({ title, marked }) => marked && title === chosen) ? chosen : null;
  const holder = named.label ?? heading;
  const names = named.hours.map(({ name }) => name);
  if (!holder || !names.every((name) => holds(holder, name))) return names;
  return names.map((name) => `${holder}: ${name}`);
}
