import { SOCIAL_MESSAGES, type EmailInviteResponse } from '@eventfold/contracts';
import { ApiError } from '../../lib/api-client';
import { type ToastInput } from '../../lib/toast';

/** The server's message is shown only when it says more than the title. */
function titled(title: string, message: string, variant: ToastInput['variant']): ToastInput {
  const description = message.trim();
  return description && description !== title ? { title, description, variant } : { title, variant };
}

/** The toast after POST /api/email-invite answered: sent, link only (no e-mail), or not created. */
export function emailInviteToast(answer: EmailInviteResponse): ToastInput {
  if (!answer.success) return titled(SOCIAL_MESSAGES.createInvitationFailed, answer.message, 'destructive');
  if (!answer.emailSent) return titled(SOCIAL_MESSAGES.inviteLinkCreated, answer.message, 'warning');
  return titled('Invitation sent', answer.message, 'success');
}

/**
 * The server refused the address (one's own, a malformed one): its message says what to change, so
 * it is what the person reads; "Please try again" is for failures trying again may mend.
 */
export function emailInviteRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500 || error.status === 401)
    return null;
  const message = error.message.trim();
  // Only a JSON body's `message` is the server's word; a raw body (a proxy's error page) is not.
  return message && message !== error.body.trim() ? message : null;
}

export function emailInviteErrorToast(error: unknown): ToastInput {
  const refusal = emailInviteRefusal(error);
  return refusal === null
    ? { title: SOCIAL_MESSAGES.sendInvitationFailed, variant: 'destructive' }
    : { title: 'Invitation not sent', description: refusal, variant: 'destructive' };
}
