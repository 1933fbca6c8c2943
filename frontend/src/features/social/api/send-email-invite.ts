import { useMutation } from '@tanstack/react-query';
import { emailInviteResponseSchema, type EmailInviteResponse } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/email-invite {email}: a single-use link, e-mailed when the server can send mail. */
export function sendEmailInvite(email: string): Promise<EmailInviteResponse> {
  return api.post('/api/email-invite', { email }, { schema: emailInviteResponseSchema });
}

export function useSendEmailInvite() {
  return useMutation({ mutationFn: sendEmailInvite });
}
