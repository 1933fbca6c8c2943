import type { MonthCount } from '@eventfold/contracts';
import type { CalendarEventDocument } from '@eventfold/projections';

type Timed = Pick<CalendarEventDocument, 'startDate' | 'allDay' | 'timezone'>;

const monthFormatters = new Map<string, Intl.DateTimeFormat>();

/** `yyyy-MM` in a zone: Intl's en-CA order, one formatter per zone (thousands of events per call). */
function monthFormatter(zone: string): Intl.DateTimeFormat {
  let format = monthFormatters.get(zone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit' });
    monthFormatters.set(zone, format);
  }
  return format;
}

/**
 * The month an event is shown in, as the month view places it: its start in the viewer's zone, an
 * all-day event's (stored as midnight in its own zone) in that zone. A zone Intl does not know
 * falls back to the viewer's.
 */
export function eventMonth(event: Timed, viewerZone: string): string {
  const instant = Date.parse(event.startDate);
  if (event.allDay && event.timezone && event.timezone !== viewerZone) {
    try {
      return monthFormatter(event.timezone).format(instant);
    } catch {
      // An unknown zone: read the day in the viewer's zone, as the frontend does.
    }
  }
  return monthFormatter(viewerZone).format(instant);
}

/** How many of the events are shown in each month, months in order, those without events left out. */
export function countByMonth(events: Iterable<Timed>, viewerZone: string): MonthCount[] {
  const counts = new Map<string, number>();
  for (const event of events) {
    const month = eventMonth(event, viewerZone);
    counts.set(month, (counts.get(month) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([month, count]) => ({ month, count }));
}
