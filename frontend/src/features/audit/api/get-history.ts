import { useInfiniteQuery } from '@tanstack/react-query';
import { auditHistoryPageSchema } from '@eventfold/contracts';
import { api, buildUrl } from '../../../lib/api-client';

export interface HistoryFilters {
  /** Comma-separated event types; empty: all. */
  type: string;
  /** ISO instants; empty: unbounded. */
  from: string;
  to: string;
}

const PAGE_SIZE = 100;

function historyPath(userId: string): string {
  return `/api/audit/users/${encodeURIComponent(userId)}/history`;
}

function filterParams(filters: HistoryFilters) {
  return { type: filters.type || undefined, from: filters.from || undefined, to: filters.to || undefined };
}

/** GET /api/audit/users/{id}/history, a page of 100 at a time, in log order. */
export function useHistory(userId: string, filters: HistoryFilters) {
  return useInfiniteQuery({
    queryKey: [historyPath(userId), filters],
    queryFn: ({ pageParam, signal }) =>
      api.get(historyPath(userId), {
        params: { ...filterParams(filters), limit: PAGE_SIZE, cursor: pageParam ?? undefined },
        schema: auditHistoryPageSchema,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** The JSON Lines download of the same history and filters (a plain link: the browser saves it). */
export function historyDownloadUrl(userId: string, filters: HistoryFilters): string {
  return buildUrl(`${historyPath(userId)}.jsonl`, filterParams(filters));
}
