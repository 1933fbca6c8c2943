import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { FRIEND_REQUESTS_PATH } from './get-friend-requests';

/** POST /api/friends/decline {requesterId} */
export function declineFriendRequest(requesterId: string): Promise<unknown> {
  return api.post('/api/friends/decline', { requesterId });
}

export function useDeclineFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineFriendRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [FRIEND_REQUESTS_PATH] }),
  });
}
