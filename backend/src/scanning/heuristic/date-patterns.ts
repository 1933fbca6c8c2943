export interface DateMatch {
  month: number;
  day: number;
  year: number | null;
  /** Luxon weekday, Monday 1 … Sunday 7. */
  weekday: number | null;
  index: number;
  text: string;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const WEEKDAY = String.raw`(mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:r|rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\.?`;
const ORDINAL = String.raw`(?:st|nd|rd|th)?`;
const YEAR = String.raw`(?:,?\s+(\d{4}))?`;

/** Each pattern yields groups in the order named; its weekday is optional unless the form is ambiguous. */
const PATTERNS: Array<{ regex: RegExp; groups: Array<'weekday' | 'month' | 'monthName' | 'day' | 'year'> }> =
  [
    { regex: new RegExp(String.raw`\b(\d{4})-(\d{2})-(\d{2})\b`, 'gi'), groups: ['year', 'month', 'day'] },
    {
      regex: new RegExp(String.raw`\b(?:${WEEKDAY},?\s+)?${MONTH}\s+(\d{1,2})${ORDINAL}\b(?!:)${YEAR}`, 'gi'),
      groups: ['weekday', 'monthName', 'day', 'year'],
    },
    {
      regex: new RegExp(
        // "01Feb": date badges put the day and the month in adjacent inline elements.
        String.raw`\b(?:${WEEKDAY},?\s+)?(\d{1,2})${ORDINAL}\s*(?:of\s+)?${MONTH}\b${YEAR}`,
        'gi',
      ),
      groups: ['weekday', 'day', 'monthName', 'year'],
    },
    {
      regex: new RegExp(
        String.raw`(?<![\d/.])(?:\b${WEEKDAY},?\s+)?(\d{1,2})/(\d{1,2})(?:/(\d{4}|\d{2}))?(?![\d/])`,
        'gi',
      ),
      groups: ['weekday', 'month', 'day', 'year'],
    },
    // "Fri 12.5": dotted month.day is read only after a weekday, since bare "12.5" is usually a price.
    {
      regex: new RegExp(String.raw`\b${WEEKDAY},?\s+(\d{1,2})\.(\d{1,2})(?:\.(\d{4}|\d{2}))?(?![\d.])`, 'gi'),
      groups: ['weekday', 'month', 'day', 'year'],
    },
  ];

function toMatch(match: RegExpExecArray, groups: (typeof PATTERNS)[number]['groups']): DateMatch | null {
  const value: Record<string, string | undefined> = {};
  groups.forEach((name, position) => (value[name] = match[position + 1]));
  const month = value.monthName
    ? MONTHS.indexOf(value.monthName.slice(0, 3).toLowerCase()) + 1
    : Number(value.month);
  const day = Number(value.day);
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= 31)) return null;
  let year = value.year ? Number(value.year) : null;
  if (year !== null && year < 100) year += 2000;
  const weekday = value.weekday ? WEEKDAYS.indexOf(value.weekday.slice(0, 3).toLowerCase()) + 1 : null;
  return { month, day, year, weekday, index: match.index, text: match[0] };
}

/** Calendar dates written in the ways US venue pages write them, earliest pattern winning overlaps. */
export function findDates(text: string): DateMatch[] {
  const taken: Array<[number, number]> = [];
  const found: DateMatch[] = [];
  for (const { regex, groups } of PATTERNS) {
    for (const match of text.matchAll(regex)) {
      const start = match.index;
      const end = start + match[0].length;
      if (taken.some(([from, to]) => start < to && end > from)) continue;
      const date = toMatch(match as RegExpExecArray, groups);
      if (!date) continue;
      taken.push([start, end]);
      found.push(date);
    }
  }
  return found.sort((a, b) => a.index - b.index);
}
