import { useMutation } from '@tanstack/react-query';
import { currentUserSchema, type CurrentUser, type UserSettings } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { refreshSession } from '../../../lib/session';

/** PATCH /api/user/preferences: the whole settings form. */
export function updateUserSettings(settings: UserSettings): Promise<CurrentUser> {
  return api.patch('/api/user/preferences', settings, { schema: currentUserSchema });
}

export function useUpdateUserSettings() {
  return useMutation({
    mutationFn: updateUserSettings,
    onSuccess: () => refreshSession(),
  });
}
