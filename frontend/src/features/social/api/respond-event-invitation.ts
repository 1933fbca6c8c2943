import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationResponseSchema } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';

export type InvitationAnswer = 'accept' | 'decline';

interface RespondInput {
  eventId: string;
  answer: InvitationAnswer;
}

/** POST /api/event-invitations/{eventId}/accept or /decline. */
export function respondEventInvitation({ eventId, answer }: RespondInput) {
  return api.post(`/api/event-invitations/${encodeURIComponent(eventId)}/${answer}`, undefined, {
    schema: invitationResponseSchema,
  });
}

/** The calendar's events list shows the answer (a declined event leaves it), so it is read again. */
export function useRespondEventInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondEventInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/events'] }),
  });
}
