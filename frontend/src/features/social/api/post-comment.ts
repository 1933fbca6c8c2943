import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentSchema, type EventComment } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { eventCommentsPath } from './get-event-comments';
import { SOCIAL_DATA_PATH } from './get-social-data';

/** POST /api/events/{id}/comment {content}: answers the stored comment. */
export function postComment({
  eventId,
  content,
}: {
  eventId: string;
  content: string;
}): Promise<EventComment> {
  return api.post(
    `/api/events/${encodeURIComponent(eventId)}/comment`,
    { content },
    { schema: commentSchema },
  );
}

export function usePostComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postComment,
    onSuccess: (comment) =>
      queryClient.setQueryData<EventComment[]>([eventCommentsPath(comment.eventId)], (comments) =>
        comments && !comments.some((c) => c.id === comment.id) ? [...comments, comment] : comments,
      ),
    onSettled: (_data, _error, { eventId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [eventCommentsPath(eventId)] }),
        queryClient.invalidateQueries({ queryKey: [SOCIAL_DATA_PATH] }),
      ]),
  });
}
