import { useMutation, useQueryClient } from '@tanstack/react-query';
import { likeResponseSchema, type LikeResponse } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { eventLikesPath } from './get-event-likes';
import { SOCIAL_DATA_PATH } from './get-social-data';

const likePath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/like`;

/** POST /api/events/{id}/like to like, DELETE to unlike; both answer the new state and count. */
export function setLike({ eventId, liked }: { eventId: string; liked: boolean }): Promise<LikeResponse> {
  return liked
    ? api.post(likePath(eventId), undefined, { schema: likeResponseSchema })
    : api.delete(likePath(eventId), { schema: likeResponseSchema });
}

export function useSetLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLike,
    onSettled: (_data, _error, { eventId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [eventLikesPath(eventId)] }),
        queryClient.invalidateQueries({ queryKey: [SOCIAL_DATA_PATH] }),
      ]),
  });
}
