export interface TimeMatch {
  hour: number;
  minute: number;
  label: 'doors' | 'show' | null;
  /** The end of a range such as "6‑7 pm" or "11 am – 2 pm". */
  end?: { hour: number; minute: number };
  index: number;
  text: string;
}

/** Hour and minutes; seconds as software writes them ("10:00:00 AM") are read and ignored. */
const CLOCK = String.raw`(\d{1,2})(?:[:.](\d{2})(?::\d{2})?)?`;
const MERIDIEM = String.raw`(?:\s*([ap])\.?\s?m\.?|([ap]))`;
const LABELLED = new RegExp(
  String.raw`\b(doors?|show|music|starts?)\s*(?:at|@|:)?\s*${CLOCK}(?:${MERIDIEM})?\b`,
  'gi',
);
const WITH_MERIDIEM = new RegExp(String.raw`\b${CLOCK}${MERIDIEM}(?![a-z])`, 'gi');
/** Dashes a page may write a range with: hyphen, non-breaking hyphen, en and em dash, minus. */
const DASH = String.raw`(?:\s*[-\u2010-\u2015\u2212]\s*|\s+(?:to|until|till)\s+)`;
const POINT = String.raw`(?:${CLOCK}(?:${MERIDIEM})?|(noon|midnight))`;
const RANGE = new RegExp(String.raw`\b${POINT}${DASH}${POINT}(?![a-z])`, 'gi');
const TWENTY_FOUR = /\b([01]?\d|2[0-3]):([0-5]\d)\b/g;
const NOON = /\b(noon|midnight)\b/gi;

function toHour(hour: number, meridiem: string | undefined, assumeEvening: boolean): number | null {
  if (hour > 23) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    const pm = meridiem.toLowerCase() === 'p';
    return (hour % 12) + (pm ? 12 : 0);
  }
  // "Doors 7 / Show 8" on a venue page means the evening.
  return assumeEvening && hour >= 1 && hour < 12 ? hour + 12 : hour;
}

interface Point {
  hour: number;
  minute: number;
  meridiem: string | undefined;
}

function point(match: RegExpMatchArray, offset: number): Point | null {
  const word = match[offset + 4];
  if (word) return { hour: word.toLowerCase() === 'noon' ? 12 : 0, minute: 0, meridiem: 'x' };
  if (match[offset] === undefined) return null;
  return {
    hour: Number(match[offset]),
    minute: Number(match[offset + 1] ?? 0),
    meridiem: match[offset + 2] ?? match[offset + 3],
  };
}

/**
 * "6‑7 pm", "9‑11:30 am", "11 am – 2 pm", "noon-2pm": the end's meridiem carries to a start that
 * has none, unless that would put the start after the end ("11‑2 pm" starts at 11 am). A range
 * needs a meridiem or a colon on at least one side, so "2‑3" in a date or a score is no time.
 */
function readRange(match: RegExpMatchArray): { start: Point; end: Point } | null {
  const from = point(match, 1);
  const to = point(match, 6);
  if (!from || !to) return null;
  if (!from.meridiem && !to.meridiem && !/:/.test(match[0])) return null;
  const hourOf = (value: Point, meridiem: string | undefined) =>
    value.meridiem === 'x' ? value.hour : toHour(value.hour, meridiem, false);
  const endHour = hourOf(to, to.meridiem);
  let startHour = hourOf(from, from.meridiem ?? to.meridiem);
  if (startHour === null || endHour === null) return null;
  if (
    !from.meridiem &&
    to.meridiem &&
    to.meridiem !== 'x' &&
    startHour * 60 + from.minute > endHour * 60 + to.minute
  )
    startHour = hourOf(from, to.meridiem.toLowerCase() === 'p' ? 'a' : 'p');
  if (startHour === null) return null;
  return { start: { ...from, hour: startHour }, end: { ...to, hour: endHour } };
}

/**
 * Times of day in a block of text: "8pm", "8:00 PM", "20:00", "noon", and the labelled "Doors 7 /
 * Show 8". Overlapping readings are taken once, labelled ones first.
 */
export function findTimes(text: string): TimeMatch[] {
  const found: TimeMatch[] = [];
  const taken: Array<[number, number]> = [];
  const add = (match: RegExpMatchArray, time: Omit<TimeMatch, 'index' | 'text'> | null): void => {
    if (time && (time.minute >= 60 || (time.end && time.end.minute >= 60))) return;
    const start = match.index!;
    const end = start + match[0].length;
    if (!time || taken.some(([from, to]) => start < to && end > from)) return;
    taken.push([start, end]);
    found.push({ ...time, index: start, text: match[0] });
  };
  for (const match of text.matchAll(RANGE)) {
    const range = readRange(match);
    add(
      match,
      range && {
        hour: range.start.hour,
        minute: range.start.minute,
        label: null,
        end: { hour: range.end.hour, minute: range.end.minute },
      },
    );
  }
  for (const match of text.matchAll(LABELLED)) {
    const label = /^door/i.test(match[1]!) ? 'doors' : 'show';
    const hour = toHour(Number(match[2]), match[4] ?? match[5], true);
    add(match, hour === null ? null : { hour, minute: Number(match[3] ?? 0), label });
  }
  for (const match of text.matchAll(SHARED_MERIDIEM)) add(match, sharedMeridiem(match));
  for (const match of text.matchAll(WITH_MERIDIEM)) {
    const hour = toHour(Number(match[1]), match[3] ?? match[4], false);
    add(
      match,
      hour === null ? null : { hour, minute: Number(match[2] ?? 0), label: labelAfter(text, match) },
    );
  }
  for (const match of text.matchAll(TWENTY_FOUR)) {
    add(match, { hour: Number(match[1]), minute: Number(match[2]), label: null });
  }
  for (const match of text.matchAll(NOON)) {
    if (startsAName(text, match)) continue;
    add(match, { hour: match[1]!.toLowerCase() === 'noon' ? 12 : 0, minute: 0, label: null });
  }
  return found.filter((time) => time.minute < 60).sort((a, b) => a.index - b.index);
}

/**
 * "2 & 7:30 pm", "8 and 10:30 am": an hour before "&" and an hour with its meridiem, which it shares (a matinee and an
 * evening show, two services). Only "&" or "and" between: after a comma a number is as often a count.
 */
const SHARED_MERIDIEM = new RegExp(
  String.raw`\b(\d{1,2})(?:[:.](\d{2}))?(?=\s*(?:&|\band\b)\s*(\d{1,2})(?:[:.](\d{2}))?${MERIDIEM}(?![a-z]))`,
  'gi',
);

function sharedMeridiem(match: RegExpMatchArray): Omit<TimeMatch, 'index' | 'text'> | null {
  const meridiem = (match[5] ?? match[6])!;
  const later = toHour(Number(match[3]), meridiem, false);
  let hour = toHour(Number(match[1]), meridiem, false);
  if (hour === null || later === null) return null;
  const minute = Number(match[2] ?? 0);
  // "11 & 1 pm": the first is the morning's.
  if (hour * 60 + minute > later * 60 + Number(match[4] ?? 0)) hour -= 12;
  return hour < 0 ? null : { hour, minute, label: null };
}

/**
 * "7:00 PM Doors | 8:00 PM Show": the doors' hour, labelled after it. A "show" written after an hour is left alone:
 * "7:00 PM & 9:30 PM shows" are two showings.
 */
const DOORS_AFTER = /^\s*[-–:]?\s*doors?\b/i;

function labelAfter(text: string, match: RegExpMatchArray): TimeMatch['label'] {
  const end = match.index! + match[0].length;
  return DOORS_AFTER.test(text.slice(end, end + 10)) ? 'doors' : null;
}

/** A day's word after "Noon" or "Midnight" ("Noon Saturday") leaves it an hour. */
const DAY_WORD =
  /^(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|today|tonight|tomorrow)/i;

/** "Midnight Mass", "Noon Year's Eve Party": the capitalised word begins an event's name and gives no hour. */
function startsAName(text: string, match: RegExpMatchArray): boolean {
  const word = match[0];
  if (word[0] !== word[0]!.toUpperCase() || word.slice(1) !== word.slice(1).toLowerCase()) return false;
  const next = /^\s+(\p{Lu}\S*)/u.exec(
    text.slice(match.index! + word.length, match.index! + word.length + 24),
  );
  return next !== null && !DAY_WORD.test(next[1]!);
}

const isShow = (time: TimeMatch) => time.label === 'show';
const isUnlabelled = (time: TimeMatch) => time.label === null;

/** The time an event starts: the show, not the doors, else the first time given. */
export function eventTime(times: TimeMatch[]): TimeMatch | null {
  // Tests made once, not a closure per test per block.
  return times.find(isShow) ?? times.find(isUnlabelled) ?? times[0] ?? null;
}
