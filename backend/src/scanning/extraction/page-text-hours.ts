import { type Element } from 'domhandler';
import { hourInText, withTime } from '../detail-links';
import { blockText } from '../heuristic/block-text';
import { namesDeadline } from '../heuristic/deadlines';
import { similarTitles } from '../normalisation/similar-titles';
import { type ExtractionContext, type RawEvent } from '../scanned-event';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A markup event that gives its day and no hour, on one day (a run of days is all-day by nature). */
function wantsHour(event: RawEvent): boolean {
  return (
    event.tier === 'structured' &&
    DATE_ONLY.test(event.start) &&
    (!event.end || event.end === event.start || !DATE_ONLY.test(event.end))
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
  bodies: readonly Element[],
  context: ExtractionContext,
): RawEvent[] {
  if (!events.some(wantsHour)) return events;
  const lines = blockText(bodies).split('\n');
  return events.map((event) => {
    if (!wantsHour(event)) return event;
    // An event page's one event: no other event of the markup on the page, nor any other that day.
    const alone = events.every(
      (other) => other === event || (other.tier !== 'structured' && other.start.slice(0, 10) !== event.start),
    );
    const found = hourInText(
      event.start,
      lines,
      context,
      (line) => !namesDeadline(line) && (alone || similarTitles(line, event.title)),
    );
    return found
      ? withTime(
          event,
          found.time,
          `${event.provenance ?? event.tier}; time from the page's text: ${found.line}`,
        )
      : event;
  });
}
