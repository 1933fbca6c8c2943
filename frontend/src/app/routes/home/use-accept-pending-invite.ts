import { useEffect } from 'react';
import { takePendingInviteToken } from '../../../lib/pending-invite';
import { toast } from '../../../lib/toast';
import { useAcceptInvite } from '../../../features/social/api/accept-invite';
import { inviteAcceptFailedToast, inviteAcceptedToast } from '../../../features/social/invite-accept-outcome';

/**
 * Once a session is authenticated (sign-in reload, sign-up, a returning visit), a friend invitation
 * kept from the landing page's `?ref=` is accepted once and then forgotten, whatever the outcome.
 */
export function useAcceptPendingInvite(): void {
  const accept = useAcceptInvite({
    onSuccess: () => toast(inviteAcceptedToast()),
    onError: (error) => toast(inviteAcceptFailedToast(error)),
  });
  const { mutate } = accept;

  useEffect(() => {
    const token = takePendingInviteToken();
    if (token) mutate(token);
  }, [mutate]);
}
