import {
  MutationCache,
  QueryCache,
  QueryClient,
  type QueryFunction,
  type QueryKey,
} from '@tanstack/react-query';
import { TIMINGS_MS } from '@eventfold/contracts/domain/limits';
import { api, isUnauthorized, type QueryParams } from './api-client';
import { handleLoggedOut } from './navigation';

/**
 * How a call treats a 401: `logout` (default for signed-in calls) shows the toast and goes to the
 * login endpoint; `throw` leaves it to the caller (the sign-in dialog, where 401 means wrong password).
 */
export type UnauthorizedBehavior = 'logout' | 'throw';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { unauthorized?: UnauthorizedBehavior };
    mutationMeta: { unauthorized?: UnauthorizedBehavior };
  }
}

/** GET the first key element; a second element that is an object gives the query parameters. */
export const defaultQueryFn: QueryFunction<unknown, QueryKey> = ({ queryKey, signal }) => {
  const [path, params] = queryKey;
  if (typeof path !== 'string') throw new Error('The first query key element must be a path');
  const query = params && typeof params === 'object' ? (params as QueryParams) : undefined;
  return api.get(path, { params: query, signal });
};

/** One retry, only for a GET that failed while the browser is online. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || isUnauthorized(error)) return false;
  return typeof navigator === 'undefined' || navigator.onLine;
}

function onError(error: unknown, meta: { unauthorized?: UnauthorizedBehavior } | undefined) {
  if ((meta?.unauthorized ?? 'logout') === 'logout' && isUnauthorized(error)) handleLoggedOut();
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => onError(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
        retryDelay: TIMINGS_MS.getRetry,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
