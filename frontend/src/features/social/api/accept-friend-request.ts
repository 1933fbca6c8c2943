import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { FRIEND_REQUESTS_PATH } from './get-friend-requests';
import { FRIENDS_PATH } from './get-friends';

/** POST /api/friends/accept {requesterId} */
export function acceptFriendRequest(requesterId: string): Promise<unknown> {
  return api.post('/api/friends/accept', { requesterId });
}

export function useAcceptFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptFriendRequest,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [FRIEND_REQUESTS_PATH] }),
        queryClient.invalidateQueries({ queryKey: [FRIENDS_PATH] }),
      ]),
  });
}
