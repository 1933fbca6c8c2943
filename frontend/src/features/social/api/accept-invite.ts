import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptInviteResponseSchema } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { FRIEND_ACTIVITY_PATH } from './get-friend-activity';
import { FRIENDS_PATH } from './get-friends';

/** POST /api/invites/accept {token}: connects the invitee with the inviter, once. */
export function acceptInvite(token: string) {
  return api.post('/api/invites/accept', { token }, { schema: acceptInviteResponseSchema });
}

/** Callbacks live on the mutation, so they run even if the screen that started it has gone. */
export function useAcceptInvite(handlers: { onSuccess: () => void; onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    onSuccess: async () => {
      handlers.onSuccess();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [FRIENDS_PATH] }),
        queryClient.invalidateQueries({ queryKey: [FRIEND_ACTIVITY_PATH] }),
      ]);
    },
    onError: handlers.onError,
  });
}
