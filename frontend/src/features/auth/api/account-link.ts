import { useMutation, useQuery } from '@tanstack/react-query';
import {
  currentUserSchema,
  pendingLinkSchema,
  type CurrentUser,
  type LinkProviderRequest,
} from '@eventfold/contracts';
import { api } from '../../../lib/api-client';

export const PENDING_LINK_PATH = '/api/auth/pending-link';

/** GET /api/auth/pending-link: the provider sign-in waiting for this account's password. */
export function pendingLinkQueryOptions() {
  return {
    queryKey: [PENDING_LINK_PATH],
    queryFn: () => api.get(PENDING_LINK_PATH, { schema: pendingLinkSchema }),
  };
}

export function usePendingLink(enabled: boolean) {
  return useQuery({ ...pendingLinkQueryOptions(), enabled });
}

/** POST /api/auth/link-provider */
export function linkProvider(payload: LinkProviderRequest): Promise<CurrentUser> {
  return api.post('/api/auth/link-provider', payload, { schema: currentUserSchema });
}

export function useLinkProvider() {
  return useMutation({ mutationFn: linkProvider, meta: { unauthorized: 'throw' } });
}
