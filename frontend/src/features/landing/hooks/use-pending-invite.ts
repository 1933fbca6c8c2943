import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { addressWithoutInvite, inviteTokenFrom, storePendingInviteToken } from '../../../lib/pending-invite';

/**
 * Handles a friend-invite link (`/?ref=<token>`): keeps the token for after sign-in, strips it from the
 * address so a reload or a copied address does not replay it, and reports whether to show the banner.
 * The banner flag lives in state, so it survives the address clean-up that removes its source.
 */
export function usePendingInvite(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const token = inviteTokenFrom(location.search);
  const [hasInvite, setHasInvite] = useState(token !== null);

  // An invite link followed while the page is already open arrives as a new location, not a new mount.
  if (token !== null && !hasInvite) setHasInvite(true);

  useEffect(() => {
    const tidied = addressWithoutInvite(location);
    if (tidied === null) return;
    if (token !== null) storePendingInviteToken(token);
    navigate(tidied, { replace: true });
  }, [token, location, navigate]);

  return hasInvite;
}
