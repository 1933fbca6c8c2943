import { DateTime } from 'luxon';
import { type ExtractedEvent } from '../scanning/scanned-event';

/** Events as `npm run scan` prints them: start, tier, title and place, one a line. */
export function table(events: ExtractedEvent[], timezone: string, withLinks = false): string {
  const rows = events.map((event) => [
    DateTime.fromISO(event.startDate, { zone: timezone }).toFormat(
      event.allDay ? 'ccc LLL d yyyy' : 'ccc LLL d yyyy h:mm a',
    ),
    event.tier,
    event.title.slice(0, 60),
    (event.location ?? '').slice(0, 40),
    ...(withLinks ? [event.url ?? ''] : []),
  ]);
  const header = ['Start', 'Tier', 'Title', 'Location', ...(withLinks ? ['Link'] : [])];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
