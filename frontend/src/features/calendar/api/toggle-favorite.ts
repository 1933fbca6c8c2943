import { useMutation, useQueryClient } from '@tanstack/react-query';
import { favoriteResponseSchema, type CalendarEventView, type FavoriteResponse } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { EVENTS_PATH } from './get-events';

/** PATCH /api/events/{id}/favorite: flips the favorite and answers the new state. */
export function toggleFavorite(eventId: string): Promise<FavoriteResponse> {
  return api.patch(`${EVENTS_PATH}/${encodeURIComponent(eventId)}/favorite`, undefined, {
    schema: favoriteResponseSchema,
  });
}

/**
 * A 401 goes through the query client's logout handling (toast, then the login endpoint after
 * 500 ms); callers show "Failed to update favorite status" for anything else.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavorite,
    onSuccess: ({ eventId, favorited }) => {
      queryClient.setQueriesData<CalendarEventView[]>({ queryKey: [EVENTS_PATH] }, (events) =>
        events?.map((event) => (event.id === eventId ? { ...event, favorited } : event)),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [EVENTS_PATH] }),
        // The event opened on its own (a notification, the shared page).
        queryClient.invalidateQueries({ queryKey: [`/api/calendar/events/${encodeURIComponent(eventId)}`] }),
      ]);
    },
  });
}
