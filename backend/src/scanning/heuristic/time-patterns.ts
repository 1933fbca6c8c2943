export interface TimeMatch {
  hour: number;
  minute: number;
  label: 'doors' | 'show' | null;
  index: number;
  text: string;
}

const CLOCK = String.raw`(\d{1,2})(?:[:.](\d{2}))?`;
const MERIDIEM = String.raw`(?:\s*([ap])\.?\s?m\.?|([ap]))`;
const LABELLED = new RegExp(
  String.raw`\b(doors?|show|music|starts?)\s*(?:at|@|:)?\s*${CLOCK}(?:${MERIDIEM})?\b`,
  'gi',
);
const WITH_MERIDIEM = new RegExp(String.raw`\b${CLOCK}${MERIDIEM}(?![a-z])`, 'gi');
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

/**
 * Times of day in a block of text: "8pm", "8:00 PM", "20:00", "noon", and the labelled "Doors 7 /
 * Show 8". Overlapping readings are taken once, labelled ones first.
 */
export function findTimes(text: string): TimeMatch[] {
  const found: TimeMatch[] = [];
  const taken: Array<[number, number]> = [];
  const add = (match: RegExpMatchArray, time: Omit<TimeMatch, 'index' | 'text'> | null): void => {
    const start = match.index!;
    const end = start + match[0].length;
    if (!time || taken.some(([from, to]) => start < to && end > from)) return;
    taken.push([start, end]);
    found.push({ ...time, index: start, text: match[0] });
  };
  for (const match of text.matchAll(LABELLED)) {
    const label = /^door/i.test(match[1]!) ? 'doors' : 'show';
    const hour = toHour(Number(match[2]), match[4] ?? match[5], true);
    add(match, hour === null ? null : { hour, minute: Number(match[3] ?? 0), label });
  }
  for (const match of text.matchAll(WITH_MERIDIEM)) {
    const hour = toHour(Number(match[1]), match[3] ?? match[4], false);
    add(match, hour === null ? null : { hour, minute: Number(match[2] ?? 0), label: null });
  }
  for (const match of text.matchAll(TWENTY_FOUR)) {
    add(match, { hour: Number(match[1]), minute: Number(match[2]), label: null });
  }
  for (const match of text.matchAll(NOON)) {
    add(match, { hour: match[1]!.toLowerCase() === 'noon' ? 12 : 0, minute: 0, label: null });
  }
  return found.filter((time) => time.minute < 60).sort((a, b) => a.index - b.index);
}

/** The time an event starts: the show, not the doors, else the first time given. */
export function eventTime(times: TimeMatch[]): TimeMatch | null {
  return (
    times.find((time) => time.label === 'show') ??
    times.find((time) => time.label === null) ??
    times[0] ??
    null
  );
}
