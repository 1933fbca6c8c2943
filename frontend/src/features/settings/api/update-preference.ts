import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PatchSharingPreferences } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { PREFERENCES_PATH, preferencesQueryOptions } from './get-preferences';

/** PATCH /api/preferences with the one flag that was toggled. */
export async function updatePreference(change: PatchSharingPreferences): Promise<void> {
  await api.patch(PREFERENCES_PATH, change);
}

export function useUpdatePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreference,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: preferencesQueryOptions().queryKey }),
  });
}
