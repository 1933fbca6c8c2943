import { useMutation } from '@tanstack/react-query';
import { unsubscribeResponseSchema } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/email/unsubscribe: the mail's signed token turns notifyByEmail off, signed in or not. */
export function unsubscribe(token: string) {
  return api.post('/api/email/unsubscribe', { token }, { schema: unsubscribeResponseSchema });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
