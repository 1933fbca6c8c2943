import { queryOptions, useQuery } from '@tanstack/react-query';
import { scrapingStatusSchema, TIMINGS_MS, type ScrapingStatus } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';

export const SCRAPING_STATUS_PATH = '/api/scraping-status';

/** GET /api/scraping-status: progress of the signed-in person's current refresh. */
export async function getScrapingStatus({ signal }: { signal?: AbortSignal } = {}): Promise<ScrapingStatus> {
  try {
    return await api.get(SCRAPING_STATUS_PATH, { schema: scrapingStatusSchema, signal });
  } catch (error) {
    // Spec 8: a failed poll is only a warning; the bar keeps its last known state and polls on.
    console.warn('Scraping status poll failed', error);
    throw error;
  }
}

/** Polled every 1500 ms, and only while a refresh is being followed. */
export const scrapingStatusQueryOptions = (polling: boolean) =>
  queryOptions({
    queryKey: [SCRAPING_STATUS_PATH],
    queryFn: ({ signal }) => getScrapingStatus({ signal }),
    enabled: polling,
    refetchInterval: polling ? TIMINGS_MS.statusPoll : false,
    staleTime: 0,
    retry: false,
    meta: { unauthorized: 'throw' },
  });

export function useScrapingStatus(polling: boolean) {
  return useQuery(scrapingStatusQueryOptions(polling));
}
