import { SOCIAL_MESSAGES } from '@eventfold/contracts';
import { type ToastInput } from '../../lib/toast';

export function toggleSelected(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The toast when Send is pressed with nobody chosen, or null when the selection may be sent. */
export function emptySelectionToast(selected: ReadonlySet<string>): ToastInput | null {
  return selected.size === 0 ? { ...SOCIAL_MESSAGES.noFriendsSelected, variant: 'destructive' } : null;
}

export function invitationsSentToast(invited: number): ToastInput {
  return {
    title: 'Invitations sent',
    description: `Invited ${invited} ${invited === 1 ? 'friend' : 'friends'} to this event.`,
    variant: 'success',
  };
}
