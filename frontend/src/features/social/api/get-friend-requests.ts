import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMINGS_MS, friendRequestListSchema, type FriendRequest } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';

export const FRIEND_REQUESTS_PATH = '/api/friends/requests';

/** GET /api/friends/requests: requests others sent to the signed-in user. */
export function getFriendRequests({ signal }: { signal?: AbortSignal } = {}): Promise<FriendRequest[]> {
  return api.get(FRIEND_REQUESTS_PATH, { schema: friendRequestListSchema, signal });
}

export const friendRequestsQueryOptions = () =>
  queryOptions({ queryKey: [FRIEND_REQUESTS_PATH], queryFn: ({ signal }) => getFriendRequests({ signal }) });

/** The menu badge counts these, so they follow the notifications' 30 s rhythm. */
export function useFriendRequests() {
  return useQuery({ ...friendRequestsQueryOptions(), refetchInterval: TIMINGS_MS.notificationsPoll });
}
