import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EventComment } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { eventCommentsPath } from './get-event-comments';
import { SOCIAL_DATA_PATH } from './get-social-data';

interface DeleteCommentInput {
  eventId: string;
  commentId: string;
}

/** DELETE /api/events/{id}/comments/{commentId}: a soft deletion of one's own comment. */
export function deleteComment({ eventId, commentId }: DeleteCommentInput): Promise<unknown> {
  return api.delete(`${eventCommentsPath(eventId)}/${encodeURIComponent(commentId)}`);
}

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_data, { eventId, commentId }) =>
      queryClient.setQueryData<EventComment[]>([eventCommentsPath(eventId)], (comments) =>
        comments?.filter((comment) => comment.id !== commentId),
      ),
    onSettled: (_data, _error, { eventId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [eventCommentsPath(eventId)] }),
        queryClient.invalidateQueries({ queryKey: [SOCIAL_DATA_PATH] }),
      ]),
  });
}
