import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SOURCE_MESSAGES, TIMINGS_MS } from '@eventfold/contracts';
import { toast } from '../../../lib/toast';
import { useScrapingStatus } from '../api/get-scraping-status';
import { refetchSourcesAndEvents } from '../refetch-lists';
import { describeRefresh, refreshPhase, type RefreshProgressView } from '../refresh-progress';
import {
  markRefreshFinished,
  markRefreshSeenActive,
  stopRefreshTracking,
  useRefreshTracking,
} from '../refresh-tracking';

/**
 * Follows the refresh in the query cache: polls the status while it runs, announces the end once,
 * reloads venues and events, and lets the bar linger 3 s. Null when no refresh is being followed.
 */
export function useRefreshProgress(): RefreshProgressView | null {
  const queryClient = useQueryClient();
  const tracking = useRefreshTracking();
  const following = tracking !== null && tracking.finishedAt === null;
  const statusQuery = useScrapingStatus(following);
  // Only a status fetched since this refresh began describes it.
  const status =
    tracking && statusQuery.data && statusQuery.dataUpdatedAt >= tracking.startedAt
      ? statusQuery.data
      : undefined;
  // The grace for a stale status is measured on the clock of the last poll, not of the render.
  const phase = tracking ? refreshPhase(tracking, status, statusQuery.dataUpdatedAt) : null;

  useEffect(() => {
    if (status?.isActive) markRefreshSeenActive(queryClient);
  }, [queryClient, status?.isActive]);

  useEffect(() => {
    if (!tracking || tracking.finishedAt !== null || !status) return;
    if (phase === 'idle') stopRefreshTracking(queryClient, tracking.startedAt);
    if (phase === 'complete' && markRefreshFinished(queryClient)) {
      toast(
        status.errorCount > 0
          ? { ...SOURCE_MESSAGES.refreshWithProblems(status.errorCount, status.total), variant: 'warning' }
          : { ...SOURCE_MESSAGES.refreshComplete(status.successCount), variant: 'success' },
      );
      void refetchSourcesAndEvents(queryClient);
    }
  }, [queryClient, tracking, status, phase]);

  useEffect(() => {
    if (!tracking || tracking.finishedAt === null) return;
    const left = Math.max(0, tracking.finishedAt + TIMINGS_MS.progressBarHide - Date.now());
    const timer = setTimeout(() => stopRefreshTracking(queryClient, tracking.startedAt), left);
    return () => clearTimeout(timer);
  }, [queryClient, tracking]);

  if (!tracking || !phase || phase === 'idle') return null;
  return describeRefresh(phase, status ?? statusQuery.data);
}
