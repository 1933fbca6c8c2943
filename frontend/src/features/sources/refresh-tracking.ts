import { type QueryClient, type QueryKey, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { type RefreshTracking } from './refresh-progress';

/**
 * "A refresh is running" lives in the query cache, not in a component: the sidebar's button, the
 * add dialog and the progress bar each read it, and it outlives a dialog that starts it and closes.
 * Not a path, and never fetched (skipToken), so no refetch or invalidation can wipe it.
 */
const KEY: QueryKey = ['eventfold', 'sources', 'refresh-tracking'];

function setTracking(queryClient: QueryClient, tracking: RefreshTracking | null): void {
  queryClient.setQueryData<RefreshTracking | null>(KEY, tracking);
}

export const refreshTrackingQueryOptions = () =>
  queryOptions<RefreshTracking | null>({
    queryKey: KEY,
    queryFn: skipToken,
    initialData: null,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function getRefreshTracking(queryClient: QueryClient): RefreshTracking | null {
  return queryClient.getQueryData<RefreshTracking | null>(KEY) ?? null;
}

/** A refresh that is still being followed keeps its start; a finished one makes way for the new one. */
export function startRefreshTracking(queryClient: QueryClient, now = Date.now()): void {
  const current = getRefreshTracking(queryClient);
  if (current && current.finishedAt === null) return;
  setTracking(queryClient, { startedAt: now, seenActive: false, finishedAt: null });
}

export function markRefreshSeenActive(queryClient: QueryClient): void {
  const current = getRefreshTracking(queryClient);
  if (current && !current.seenActive) {
    setTracking(queryClient, { ...current, seenActive: true });
  }
}

/** True only for the one caller that moves the refresh to finished: the completion toast shows once. */
export function markRefreshFinished(queryClient: QueryClient, now = Date.now()): boolean {
  const current = getRefreshTracking(queryClient);
  if (!current || current.finishedAt !== null) return false;
  setTracking(queryClient, { ...current, finishedAt: now });
  return true;
}

/** Stops following the refresh that started at `startedAt` (a newer one is left alone). */
export function stopRefreshTracking(queryClient: QueryClient, startedAt: number): void {
  if (getRefreshTracking(queryClient)?.startedAt === startedAt) {
    setTracking(queryClient, null);
  }
}

export function useRefreshTracking(): RefreshTracking | null {
  return useQuery(refreshTrackingQueryOptions()).data ?? null;
}

/** True from the moment a refresh is requested until its completion is announced. */
export function useRefreshRunning(): boolean {
  const tracking = useRefreshTracking();
  return tracking !== null && tracking.finishedAt === null;
}
