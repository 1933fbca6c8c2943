import { queryOptions, useQueries, type UseQueryResult } from '@tanstack/react-query';
import { SOCIAL_MESSAGES, TIMINGS_MS, socialDataSchema, type SocialData } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { socialDataBatches } from '../social-data-ids';

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

/** The batches' answers as one map; undefined until each batch has answered once. */
function joinBatches(results: UseQueryResult<SocialData>[]): { data: SocialData | undefined } {
  if (results.some((result) => result.data === undefined)) return { data: undefined };
  return { data: Object.assign({}, ...results.map((result) => result.data)) as SocialData };
}

/**
 * The counts of the events on screen: a request per batch of ids (socialDataBatches), each cached
 * 30 s, and none when there are no events.
 */
export function useSocialData(eventIds: readonly string[]) {
  return useQueries({
    queries: socialDataBatches(eventIds).map((ids) => ({
      ...socialDataQueryOptions(ids),
      // Friends like and comment while the calendar is open; the counts follow the events' poll.
      refetchInterval: TIMINGS_MS.socialDataCache,
    })),
    combine: joinBatches,
  });
}
