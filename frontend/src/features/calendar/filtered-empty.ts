import { type DateTime } from 'luxon';
import { type EventFilters } from '../../lib/event-filters';
import { dayKey, type CalendarViewName, type DayKey } from './calendar-dates';

/** Why the shown days hold no event though the person asked for some: their search, or their favorites. */
export type FilteredEmpty =
  { reason: 'search'; text: string } | { reason: 'favorites'; text: string; hint: string };

// Said of the days a view shows, not of the whole calendar: favorites may wait in another month.
const SHOWN_DAYS: Record<CalendarViewName, string> = {
  month: 'this month',
  week: 'in these 7 days',
  list: 'in the next 30 days',
};

/** Whether any of `days` has an event among those grouped by day. */
export function daysHoldEvents(days: readonly DateTime[], byDay: ReadonlyMap<DayKey, unknown[]>): boolean {
  return days.some((day) => (byDay.get(dayKey(day))?.length ?? 0) > 0);
}

/**
 * What to say when the shown days hold no event under the filters. A search says so first (clearing
 * it may still leave the favorites empty, which is then said in turn); venue and category choices are
 * visible in the sidebar and say nothing here.
 */
export function filteredEmpty(
  filters: EventFilters,
  view: CalendarViewName,
  anyShown: boolean,
): FilteredEmpty | null {
  if (anyShown) return null;
  const query = filters.search.trim();
  if (query) {
    const what = filters.favoritesOnly ? 'favorite events' : 'events';
    return { reason: 'search', text: `No ${what} match “${query}”.` };
  }
  if (filters.favoritesOnly) {
    return {
      reason: 'favorites',
      text: `No favorite events ${SHOWN_DAYS[view]}.`,
      hint: 'Tap the star on an event to keep it here.',
    };
  }
  return null;
}
