import { queryOptions, useQuery } from '@tanstack/react-query';
import { rsvpListSchema, type RsvpList } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';

export const RSVPS_PATH = 'rsvps';

/** GET /api/events/{id}/rsvps: counts, and the attendees this viewer may see. */
export function getRsvps(eventId: string, { signal }: { signal?: AbortSignal } = {}): Promise<RsvpList> {
  return api.get(`/api/events/${encodeURIComponent(eventId)}/rsvps`, { schema: rsvpListSchema, signal });
}

export const rsvpsQueryOptions = (eventId: string) =>
  queryOptions({ queryKey: [RSVPS_PATH, eventId], queryFn: ({ signal }) => getRsvps(eventId, { signal }) });

export function useRsvps(eventId: string, enabled: boolean) {
  return useQuery({ ...rsvpsQueryOptions(eventId), enabled });
}
