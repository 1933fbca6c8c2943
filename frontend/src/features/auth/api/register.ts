import { useMutation } from '@tanstack/react-query';
import { currentUserSchema, type CurrentUser, type RegisterRequest } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { AUTH_MESSAGES } from '@eventfold/contracts';
import { refreshSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';

export function register(payload: RegisterRequest): Promise<CurrentUser> {
  return api.post('/api/auth/register', payload, { schema: currentUserSchema });
}

/**
 * A new account is signed in at once, so the session is read again. The welcome is said here, not in
 * the form's own callback: the new session replaces the landing page (and the form) with the
 * calendar, and React Query drops an unmounted caller's callbacks.
 */
export function useRegister() {
  return useMutation({
    mutationFn: register,
    meta: { unauthorized: 'throw' },
    onSuccess: () => {
      toast({ ...AUTH_MESSAGES.registrationSuccess, variant: 'success' });
      return refreshSession();
    },
  });
}
