import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scanStartedSchema, TIMINGS_MS, type ScanStarted } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { refetchSourcesAndEvents } from '../refetch-lists';
import { startRefreshTracking } from '../refresh-tracking';
import { EVENT_SOURCES_PATH } from './get-event-sources';

/** POST /api/event-sources/refresh-all: rescan every venue in the background. */
export function refreshAllSources(): Promise<ScanStarted> {
  return api.post(`${EVENT_SOURCES_PATH}/refresh-all`, undefined, { schema: scanStartedSchema });
}

export function useRefreshAllSources() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshAllSources,
    meta: { unauthorized: 'throw' },
    onSuccess: () => {
      startRefreshTracking(queryClient);
      setTimeout(() => void refetchSourcesAndEvents(queryClient), TIMINGS_MS.refreshAllFollowUp);
    },
  });
}
