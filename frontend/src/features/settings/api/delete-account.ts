import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';

export const ACCOUNT_PATH = '/api/user';
/** Downloaded by the browser itself (a link): the server names the file. */
export const EXPORT_PATH = '/api/user/export';

/** DELETE /api/user: erases the account; the session ends with it. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (proof: DeleteAccountRequest) => api.delete(ACCOUNT_PATH, { payload: proof }),
  });
}
