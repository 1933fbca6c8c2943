import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventInvitationsSchema, inviteFriendsResponseSchema } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';

interface InviteFriendsInput {
  eventId: string;
  friendIds: string[];
}

export const eventInvitationsPath = (eventId: string) =>
  `/api/events/${encodeURIComponent(eventId)}/invitations`;

/** GET /api/events/{id}/invitations: the friends the viewer has invited, whose invitation stands. */
export const eventInvitationsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: [eventInvitationsPath(eventId)],
    queryFn: ({ signal }) =>
      api.get(eventInvitationsPath(eventId), { schema: eventInvitationsSchema, signal }),
  });

export function useEventInvitations(eventId: string) {
  return useQuery(eventInvitationsQueryOptions(eventId));
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteFriendsToEvent,
    onSettled: (_data, _error, { eventId }) =>
      queryClient.invalidateQueries({ queryKey: [eventInvitationsPath(eventId)] }),
  });
}
