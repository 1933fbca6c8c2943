import { queryOptions, useQuery } from '@tanstack/react-query';
import { sharingPreferencesSchema, type SharingPreferences } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';

export const PREFERENCES_PATH = '/api/preferences';

export function getPreferences({ signal }: { signal?: AbortSignal } = {}): Promise<SharingPreferences> {
  return api.get(PREFERENCES_PATH, { schema: sharingPreferencesSchema, signal });
}

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: [PREFERENCES_PATH], queryFn: ({ signal }) => getPreferences({ signal }) });

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}
