import { useMutation } from '@tanstack/react-query';
import { currentUserSchema, type CurrentUser, type RegisterRequest } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { refreshSession } from '../../../lib/session';

export function register(payload: RegisterRequest): Promise<CurrentUser> {
  return api.post('/api/auth/register', payload, { schema: currentUserSchema });
}

/** A new account is signed in at once, so the session is read again. */
export function useRegister() {
  return useMutation({
    mutationFn: register,
    meta: { unauthorized: 'throw' },
    onSuccess: () => refreshSession(),
  });
}
