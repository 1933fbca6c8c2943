import { queryOptions, useQuery } from '@tanstack/react-query';
import { friendListSchema, type Friend } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';

export const FRIENDS_PATH = '/api/friends';

/** GET /api/friends: the signed-in user's accepted friends. */
export function getFriends({ signal }: { signal?: AbortSignal } = {}): Promise<Friend[]> {
  return api.get(FRIENDS_PATH, { schema: friendListSchema, signal });
}

export const friendsQueryOptions = () =>
  queryOptions({ queryKey: [FRIENDS_PATH], queryFn: ({ signal }) => getFriends({ signal }) });

export function useFriends({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...friendsQueryOptions(), enabled });
}
