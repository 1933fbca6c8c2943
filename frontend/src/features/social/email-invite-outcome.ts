import { SOCIAL_MESSAGES, type EmailInviteResponse } from '@eventfold/contracts';
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
