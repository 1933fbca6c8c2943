import { type DateMatch } from './date-patterns';
import { type Mentions } from './mentions';

/**
 * Words that make the date after them (in the same sentence) a deadline or a sale, not an event's day: "Registration
 * closes Tuesday, December 8", "Tickets on sale Friday, December 4 at 10 am", "Applications due Monday, January 11",
 * "Order by December 18", "Presale Thursday, December 3".
 */
const DEADLINE_LEAD = new RegExp(
  [
    String.raw`\bdeadlines?\b`,
    String.raw`\b(?:is|are)?\s*due\b`,
    String.raw`\b(?:registration|applications?|enrollment|nominations?|submissions?|entries|sign-?ups?)\s+(?:opens?|closes?|ends?|begins?|starts?|deadline)\b`,
    String.raw`\bon[\s-]?sale\b`,
    String.raw`\bpre-?sales?\b`,
    String.raw`\bsales?\s+(?:ends?|starts?|begins?)\b`,
    String.raw`\blast day to\b`,
    // "RSVP by", "Renew by", "postmarked no later than": the date is when something must be done by.
    String.raw`\b(?:by|no later than)\s*$`,
  ].join('|'),
  'i',
);
/**
 * A block named for a deadline ("Early-bird deadline", "Late registration closes", "Coach applications due"): a table
 * of a program's dates, not of events.
 */
const DEADLINE_TITLE =
  /\bdeadlines?\b|\bon[\s-]?sale\b|\b(?:registration|applications?|enrollment|nominations?|submissions?|entries|sign-?ups?)\s+(?:opens?|closes?|ends?|begins?|starts?|due)\b|\bdue(?:\s+date)?$/i;
/** How far back a deadline's words may stand in the date's sentence. */
const LEAD_REACH = 60;

export function namesDeadline(title: string): boolean {
  return DEADLINE_TITLE.test(title);
}

/** Where the sentence holding `index` starts: after the last line break or sentence end before it. */
function sentenceStart(text: string, index: number): number {
  const from = Math.max(0, index - LEAD_REACH);
  let start = from;
  for (let at = index - 1; at >= from; at -= 1) {
    const character = text[at]!;
    if (
      character === '\n' ||
      ((character === '.' || character === '!' || character === '?') && text[at + 1] === ' ')
    ) {
      start = at + 1;
      break;
    }
  }
  return start;
}

/** Where the sentence holding `index` ends: at the next line break or sentence end. */
function sentenceEnd(text: string, index: number): number {
  const match = /\n|[.!?](?:\s|$)/g;
  match.lastIndex = index;
  return match.exec(text)?.index ?? text.length;
}

/**
 * The block's mentions without the dates a deadline or sale names, nor the times in the rest of their sentence
 * ("Registration closes Tuesday, December 8, 2026 at 5:00pm."): the event's own day and hour are what remain.
 */
export function withoutDeadlines(text: string, mentions: Mentions): Mentions {
  let spans: Array<[number, number]> | null = null;
  for (const date of mentions.dates) {
    if (!DEADLINE_LEAD.test(text.slice(sentenceStart(text, date.index), date.index))) continue;
    (spans ??= []).push([date.index, sentenceEnd(text, date.index + date.text.length)]);
  }
  return spans ? outside(mentions, spans) : mentions;
}

/**
 * The mentions outside the deadlines' spans: apart from `withoutDeadlines`, whose variables a closure would hold in an
 * object made on every call, for every block with a date.
 */
function outside(mentions: Mentions, spans: ReadonlyArray<[number, number]>): Mentions {
  const inDeadline = ({ index }: { index: number }) =>
    spans.some(([from, to]) => index >= from && index < to);
  const dates: DateMatch[] = mentions.dates.filter((date) => !inDeadline(date));
  return { dates, times: mentions.times.filter((time) => !inDeadline(time)) };
}
