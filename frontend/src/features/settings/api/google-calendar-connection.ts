import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { googleCalendarConnectionSchema } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { GOOGLE_CALENDAR_CONNECTION_PATH } from '../../../lib/google-calendar-connect';

export const googleCalendarConnectionQueryOptions = () =>
  queryOptions({
    queryKey: [GOOGLE_CALENDAR_CONNECTION_PATH],
    queryFn: ({ signal }) =>
      api.get(GOOGLE_CALENDAR_CONNECTION_PATH, { schema: googleCalendarConnectionSchema, signal }),
  });

/** GET /api/google/connection */
export function useGoogleCalendarConnection() {
  return useQuery(googleCalendarConnectionQueryOptions());
}

/** DELETE /api/google/connection: revokes the access at Google and forgets the tokens. */
export function useDisconnectGoogleCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(GOOGLE_CALENDAR_CONNECTION_PATH, { schema: googleCalendarConnectionSchema }),
    onSuccess: (connection) =>
      queryClient.setQueryData(googleCalendarConnectionQueryOptions().queryKey, connection),
  });
}
