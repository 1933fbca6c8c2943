import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { FRIENDS_PATH } from './get-friends';

/** DELETE /api/friends/{friendId}: ends the friendship for both. */
export function removeFriend(friendId: string): Promise<unknown> {
  return api.delete(`${FRIENDS_PATH}/${encodeURIComponent(friendId)}`);
}

export function useRemoveFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFriend,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [FRIENDS_PATH] }),
  });
}
