import { queryOptions, useQuery } from '@tanstack/react-query';
import { calendarEventSchema, type CalendarEventView } from '@eventfold/contracts';
import { ApiError, api } from '../../../lib/api-client';

const calendarEventPath = (eventId: string) => `/api/calendar/events/${encodeURIComponent(eventId)}`;

/** GET /api/calendar/events/{id}: one event of the signed-in user's calendar, whatever its date. */
export function getCalendarEvent(
  eventId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CalendarEventView> {
  return api.get(calendarEventPath(eventId), { schema: calendarEventSchema, signal });
}

export const calendarEventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: [calendarEventPath(eventId)],
    queryFn: ({ signal }) => getCalendarEvent(eventId, { signal }),
    // An event that left the calendar stays gone.
    retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiError && error.status < 500),
  });

export function useCalendarEvent(eventId: string | null) {
  return useQuery({ ...calendarEventQueryOptions(eventId ?? ''), enabled: eventId !== null });
}
