import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { FRIEND_ACTIVITY_PATH } from './get-friend-activity';
import { FRIEND_REQUESTS_PATH } from './get-friend-requests';
import { FRIENDS_PATH } from './get-friends';

/** POST /api/blocks {userId}: also ends any friendship between the two. */
export function blockUser(userId: string): Promise<unknown> {
  return api.post('/api/blocks', { userId });
}

export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockUser,
    onSettled: () =>
      Promise.all(
        [FRIENDS_PATH, FRIEND_REQUESTS_PATH, FRIEND_ACTIVITY_PATH].map((path) =>
          queryClient.invalidateQueries({ queryKey: [path] }),
        ),
      ),
  });
}
