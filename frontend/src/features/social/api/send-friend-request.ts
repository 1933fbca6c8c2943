import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { FRIENDS_PATH } from './get-friends';

const answerSchema = z.object({ status: z.enum(['pending', 'accepted']) });

/** POST /api/friends/request: asks; `accepted` when they had already asked the viewer. */
export function sendFriendRequest(userId: string): Promise<z.infer<typeof answerSchema>> {
  return api.post(`${FRIENDS_PATH}/request`, { userId }, { schema: answerSchema });
}

export function useSendFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFriendRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [FRIENDS_PATH] }),
  });
}
