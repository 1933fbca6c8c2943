import { hourOnLines, linesByDay, withTime } from '../detail-links';
import { DATE_ONLY } from '../year-zone/iso-forms';
import { namesDeadline } from '../dates/deadlines';
import { similarTitles } from './similar-titles';
import { type ExtractionContext, type RawEvent } from '../scanned-event';
import { midnightWithoutHour } from './complement-tiers';

/**
 * A markup event that gives its day and no hour, on one day (a run of days is all-day by nature), or only midnight
 * (see `midnightWithoutHour`).
 */
function wantsHour(event: RawEvent, timezone: string): boolean {
  if (event.tier !== 'structured') return false;
  if (midnightWithoutHour(event, timezone)) return true;
  return (
    DATE_ONLY.test(event.start) && (!event.end || event.end === event.start || !DATE_ONLY.test(event.end))
  );
}

/**
 * Markup that gives an event's day but not its hour (JSON-LD `startDate: "2026-12-20"`, with or without a
 * `doorTime`), on a page that writes the hour only in its text, in a paragraph no listing block holds ("Holiday Organ
 * Recital · Sunday, December 20 at 3 pm", an event page's "Sunday, December 20, 3 pm" under its heading): the hour of
 * the first line naming that day beside the event's name, or, for the page's only event that day, of the first line
 * naming the day (with a time on it or the next line, as a followed detail page is read). Otherwise all-day, never
 * guessed.
 */
export function hoursFromPageText(
  events: RawEvent[],
  pageLines: () => readonly string[],
  context: ExtractionContext,
): RawEvent[] {
  const wanting = new Set(events.filter((event) => wantsHour(event, context.timezone)));
  if (wanting.size === 0) return events;
  const lines = pageLines();
  const naming = linesByDay(lines, context);
  const structured = events.filter((event) => event.tier === 'structured').length;
  const othersDays = new Set(
    events.filter((event) => event.tier !== 'structured').map((event) => event.start.slice(0, 10)),
  );
  return events.map((event) => {
    if (!wanting.has(event)) return event;
    const day = event.start.slice(0, 10);
    // An event page's one event: no other event of the markup on the page, nor any other that day.
    const alone = structured === 1 && !othersDays.has(day);
    const found = hourOnLines(
      lines,
      naming.get(day) ?? [],
      (line) => !namesDeadline(line) && (alone || similarTitles(line, event.title)),
    );
    return found
      ? withTime(
          { ...event, start: day },
          found.time,
          `${event.provenance ?? event.tier}; time from the page's text: ${found.line}`,
        )
      : event;
  });
}
