import { DateTime } from 'luxon';
import { type RawEvent } from '../scanned-event';

/** Whether an ISO date is its month's last day and the other the next month's first ("2026-04-30", "2026-05-01"). */
function acrossMonths(last: string, first: string): boolean {
  return first.endsWith('-01') && DateTime.fromISO(last).plus({ days: 1 }).toISODate() === first;
}

/**
 * A listing's runs of days split where its months are: a row under each month heading for one event's days ("Wed
 * 29 - Thu 30" under April, "Fri 1 - Sun 3" under May), each the same name. Of two all-day events of one name where
 * the earlier ends on its month's last day and the later, a run of days, begins on the next month's first, the earlier
 * runs on to the later's last day and the later goes. One day after another is two events (a daily walk).
 */
export function joinSplitRuns(listing: RawEvent[]): RawEvent[] {
  let joined: RawEvent[] | null = null;
  const lastOfTitle = new Map<string, RawEvent>();
  for (let index = 0; index < listing.length; index += 1) {
    const event = listing[index]!;
    if (!event.allDay) {
      joined?.push(event);
      continue;
    }
    const key = event.title.toLowerCase();
    const earlier = lastOfTitle.get(key);
    if (earlier && event.end && acrossMonths(earlier.end ?? earlier.start, event.start)) {
      joined ??= listing.slice(0, index);
      const extended = { ...earlier, end: event.end ?? event.start };
      joined[joined.indexOf(earlier)] = extended;
      lastOfTitle.set(key, extended);
      continue;
    }
    lastOfTitle.set(key, event);
    joined?.push(event);
  }
  return joined ?? listing;
}
