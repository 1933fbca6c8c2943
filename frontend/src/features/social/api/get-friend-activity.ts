import { queryOptions, useQuery } from '@tanstack/react-query';
import { friendActivityListSchema, type FriendActivity } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';

export const FRIEND_ACTIVITY_PATH = '/api/friends/activity';

/** GET /api/friends/activity: friends' likes, comments and favorites, as their share flags allow. */
export function getFriendActivity({ signal }: { signal?: AbortSignal } = {}): Promise<FriendActivity[]> {
  return api.get(FRIEND_ACTIVITY_PATH, { schema: friendActivityListSchema, signal });
}

export const friendActivityQueryOptions = () =>
  queryOptions({ queryKey: [FRIEND_ACTIVITY_PATH], queryFn: ({ signal }) => getFriendActivity({ signal }) });

/** Read afresh each time the tab opens: activity is a feed, not a cache. */
export function useFriendActivity() {
  return useQuery({ ...friendActivityQueryOptions(), staleTime: 0 });
}
