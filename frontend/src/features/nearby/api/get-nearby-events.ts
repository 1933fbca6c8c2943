import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { nearbyResponseSchema, type NearbyResponse } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';

export const NEARBY_PATH = '/api/events/nearby';

export interface NearbySearch {
  zip: string;
  radius: number;
  category: string | null;
}

/** GET /api/events/nearby: the next 30 days near a ZIP; an empty ZIP falls back to the settings'. */
export function getNearbyEvents(
  search: NearbySearch,
  { signal }: { signal?: AbortSignal } = {},
): Promise<NearbyResponse> {
  return api.get(NEARBY_PATH, {
    params: { zip: search.zip || null, radius: search.radius, category: search.category },
    schema: nearbyResponseSchema,
    signal,
  });
}

export const nearbyQueryOptions = (search: NearbySearch) =>
  queryOptions({
    queryKey: [NEARBY_PATH, search],
    queryFn: ({ signal }) => getNearbyEvents(search, { signal }),
    retry: false,
  });

/** The previous answer stays on screen while a new ZIP or radius loads. */
export function useNearbyEvents(search: NearbySearch, enabled: boolean) {
  return useQuery({ ...nearbyQueryOptions(search), enabled, placeholderData: keepPreviousData });
}
