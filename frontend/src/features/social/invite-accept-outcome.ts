import { SOCIAL_MESSAGES } from '@eventfold/contracts';
import { type ToastInput } from '../../lib/toast';

/** The toast after a stored invitation was accepted (spec section 8). */
export function inviteAcceptedToast(): ToastInput {
  return { title: SOCIAL_MESSAGES.accepted, variant: 'success' };
}

/**
 * "Invalid or already used" means someone (maybe this person) used it already (spec section 8); a
 * token that never was one, and one's own link, say so with the server's words; anything else failed.
 */
export function inviteAcceptFailedToast(error: unknown): ToastInput {
  const message = error instanceof Error ? error.message : '';
  if (message.includes(SOCIAL_MESSAGES.invalidOrUsed)) {
    return { ...SOCIAL_MESSAGES.alreadyAccepted, variant: 'warning' };
  }
  if (message === SOCIAL_MESSAGES.inviteNotValid) {
    return { title: SOCIAL_MESSAGES.invalidInvitation, description: message, variant: 'warning' };
  }
  if (message === SOCIAL_MESSAGES.ownInvite) {
    return { title: SOCIAL_MESSAGES.ownInvitation, description: message, variant: 'warning' };
  }
  return { title: SOCIAL_MESSAGES.acceptFailed, variant: 'destructive' };
}
