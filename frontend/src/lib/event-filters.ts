import { z } from 'zod';
import { LIMITS, type CalendarEventView } from '@eventfold/contracts';

/**
 * What the signed-in home filters its events by. The sidebar (sources feature) edits it and the
 * calendar (calendar feature) applies it; the home route owns the state and hands it to both.
 * `null` means "all"; an empty list means "none".
 */
export interface EventFilters {
  search: string;
  favoritesOnly: boolean;
  categories: string[] | null;
  sourceIds: string[] | null;
}

export const DEFAULT_EVENT_FILTERS: EventFilters = {
  search: '',
  favoritesOnly: false,
  categories: null,
  sourceIds: null,
};

/** The filters as remembered across reloads (see app-home); bounded like the inputs they come from. */
export const eventFiltersSchema: z.ZodType<EventFilters> = z.object({
  search: z.string().max(LIMITS.searchMaxLength),
  favoritesOnly: z.boolean(),
  categories: z.array(z.string().max(100)).max(100).nullable(),
  sourceIds: z.array(z.string().max(100)).max(1000).nullable(),
});

/**
 * Venue and category filters narrow the venues' events; the user's own events (no source) and events
 * they are going to or interested in are governed by search and favorites only, so hiding every venue
 * still leaves one's own plans.
 */
export function applyEventFilters(
  events: readonly CalendarEventView[],
  filters: EventFilters,
): CalendarEventView[] {
  const needle = filters.search.trim().toLowerCase();
  return events.filter((event) => {
    if (filters.favoritesOnly && !event.favorited) return false;
    if (event.source !== null && event.rsvp === null) {
      if (filters.categories !== null && !filters.categories.includes(event.source.category)) return false;
      if (filters.sourceIds !== null && !filters.sourceIds.includes(event.source.id)) return false;
    }
    if (!needle) return true;
    return [event.title, event.location, event.source?.name, event.source?.category].some((text) =>
      text?.toLowerCase().includes(needle),
    );
  });
}
