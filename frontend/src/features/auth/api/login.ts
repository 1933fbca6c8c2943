import { useMutation } from '@tanstack/react-query';
import { currentUserSchema, type CurrentUser, type LoginRequest } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';

export function login(payload: LoginRequest): Promise<CurrentUser> {
  return api.post('/api/auth/login', payload, { schema: currentUserSchema });
}

/** A 401 here means a wrong password, not an expired session: the form shows it. */
export function useLogin() {
  return useMutation({ mutationFn: login, meta: { unauthorized: 'throw' } });
}
