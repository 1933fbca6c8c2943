import { queryOptions, useQuery } from '@tanstack/react-query';
import { SOCIAL_MESSAGES, TIMINGS_MS, socialDataSchema, type SocialData } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { socialDataIds } from '../social-data-ids';

export const SOCIAL_DATA_PATH = '/api/events/social-data';

/** GET /api/events/social-data?eventIds=["…"]: friend likes and comment counts per event. */
export async function getSocialData(
  eventIds: readonly string[],
  { signal }: { signal?: AbortSignal } = {},
): Promise<SocialData> {
  try {
    return await api.get(SOCIAL_DATA_PATH, {
      params: { eventIds: JSON.stringify(eventIds) },
      schema: socialDataSchema,
      signal,
    });
  } catch (error) {
    if (!signal?.aborted) console.error(SOCIAL_MESSAGES.socialDataFailed, error);
    throw error;
  }
}

export const socialDataQueryOptions = (eventIds: readonly string[]) =>
  queryOptions({
    queryKey: [SOCIAL_DATA_PATH, { eventIds: JSON.stringify(eventIds) }],
    queryFn: ({ signal }) => getSocialData(eventIds, { signal }),
    staleTime: TIMINGS_MS.socialDataCache,
  });

/** One request for the events on screen, cached 30 s, and none when there are no events. */
export function useSocialData(eventIds: readonly string[]) {
  const ids = socialDataIds(eventIds);
  return useQuery({
    ...socialDataQueryOptions(ids),
    enabled: ids.length > 0,
    // Friends like and comment while the calendar is open; the counts follow the events' poll.
    refetchInterval: TIMINGS_MS.socialDataCache,
  });
}
