import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scanStartedSchema, type ScanStarted } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { followRescan, refetchIfSourceGone } from '../refetch-lists';
import { EVENT_SOURCES_PATH } from './get-event-sources';

/** POST /api/event-sources/{id}/scrape: rescan one venue in the background. */
export function scrapeEventSource(id: string): Promise<ScanStarted> {
  return api.post(`${EVENT_SOURCES_PATH}/${encodeURIComponent(id)}/scrape`, undefined, {
    schema: scanStartedSchema,
  });
}

/** The venue turns pending at once; the progress bar follows the scan and reloads when it ends. */
export function useScrapeEventSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scrapeEventSource,
    meta: { unauthorized: 'throw' },
    onError: (error) => refetchIfSourceGone(queryClient, error),
    onSuccess: () => followRescan(queryClient),
  });
}
