import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { storePendingInviteToken } from '../../../lib/pending-invite';

const INVITE_PARAM = 'ref';

function inviteTokenFrom(search: string): string | null {
  const token = new URLSearchParams(search).get(INVITE_PARAM)?.trim();
  // `?ref=` with nothing after it is not an invitation; keeping it would only fail later at acceptance.
  return token ? token : null;
}

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
    const params = new URLSearchParams(location.search);
    if (!params.has(INVITE_PARAM)) return;
    if (token !== null) storePendingInviteToken(token);
    // Only `ref` goes, so parameters other parts of the app act on (e.g. `signin`) are not swallowed;
    // for an invite link, which carries nothing else, the address is left with no query string at all.
    params.delete(INVITE_PARAM);
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [token, location.pathname, location.search, location.hash, navigate]);

  return hasInvite;
}
