import { useMutation, useQueryClient } from '@tanstack/react-query';
import { favoriteResponseSchema, type FavoriteResponse } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { NEARBY_PATH } from './get-nearby-events';

/** PATCH /api/events/{id}/favorite, for an event found in Nearby; the calendar refreshes too. */
export function toggleNearbyFavorite(eventId: string): Promise<FavoriteResponse> {
  return api.patch(`/api/events/${encodeURIComponent(eventId)}/favorite`, undefined, {
    schema: favoriteResponseSchema,
  });
}

export function useToggleNearbyFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleNearbyFavorite,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [NEARBY_PATH] }),
        queryClient.invalidateQueries({ queryKey: ['/api/events'] }),
      ]),
  });
}
