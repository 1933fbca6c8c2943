import { useMutation } from '@tanstack/react-query';
import { inviteFriendsResponseSchema } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';

interface InviteFriendsInput {
  eventId: string;
  friendIds: string[];
}

/** POST /api/events/{id}/invite {friendIds}: the event appears in each friend's calendar. */
export function inviteFriendsToEvent({ eventId, friendIds }: InviteFriendsInput) {
  return api.post(
    `/api/events/${encodeURIComponent(eventId)}/invite`,
    { friendIds },
    { schema: inviteFriendsResponseSchema },
  );
}

export function useInviteFriendsToEvent() {
  return useMutation({ mutationFn: inviteFriendsToEvent });
}
