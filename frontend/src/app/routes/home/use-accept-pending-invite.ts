import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  addressWithoutInvite,
  inviteTokenFrom,
  storePendingInviteToken,
  takePendingInviteToken,
} from '../../../lib/pending-invite';
import { toast } from '../../../lib/toast';
import { useAcceptInvite } from '../../../features/social/api/accept-invite';
import { inviteAcceptFailedToast, inviteAcceptedToast } from '../../../features/social/invite-accept-outcome';

/**
 * Once a session is authenticated (sign-in reload, sign-up, a returning visit), a friend invitation
 * kept from the landing page's `?ref=` is accepted once and then forgotten, whatever the outcome.
 * A person already signed in who follows a friend's link (`/?ref=`) never sees the landing page, so the
 * link's token takes the same path here: kept, the address tidied, then taken and accepted once.
 */
export function useAcceptPendingInvite(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const accept = useAcceptInvite({
    onSuccess: () => toast(inviteAcceptedToast()),
    onError: (error) => toast(inviteAcceptFailedToast(error)),
  });
  const { mutate } = accept;

  useEffect(() => {
    const linkToken = inviteTokenFrom(location.search);
    // Without storage (private browsing) the link's token is accepted directly.
    const unkept = linkToken !== null && !storePendingInviteToken(linkToken) ? linkToken : null;
    const tidied = addressWithoutInvite(location);
    if (tidied !== null) void navigate(tidied, { replace: true });
    const token = takePendingInviteToken() ?? unkept;
    if (token) mutate(token);
  }, [location, navigate, mutate]);
}
