/**
 * Local-storage key under which a friend-invite token waits until the visitor has signed in
 * (spec section 2). The landing page stores it; the signed-in app takes it once and accepts it.
 */
export const PENDING_INVITE_TOKEN_KEY = 'pendingInviteToken';

/** Returns false when storage is unavailable (private browsing, disabled cookies) instead of throwing. */
export function storePendingInviteToken(token: string): boolean {
  try {
    window.localStorage.setItem(PENDING_INVITE_TOKEN_KEY, token);
    return true;
  } catch (error) {
    console.warn('Could not keep the invitation for after sign-in', error);
    return false;
  }
}

/**
 * Reads and removes the stored token in one step, so two callers (a re-mount, React's strict
 * double effects) can never both accept it.
 */
export function takePendingInviteToken(): string | null {
  try {
    const token = window.localStorage.getItem(PENDING_INVITE_TOKEN_KEY)?.trim();
    window.localStorage.removeItem(PENDING_INVITE_TOKEN_KEY);
    return token ? token : null;
  } catch {
    return null;
  }
}

/** The query parameter of a friend-invite link (`/?ref=<token>`). */
export const INVITE_PARAM = 'ref';

/** The invite token an address carries; `?ref=` with nothing after it is not an invitation. */
export function inviteTokenFrom(search: string): string | null {
  const token = new URLSearchParams(search).get(INVITE_PARAM)?.trim();
  return token ? token : null;
}

interface Address {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The address without `ref`, or null when it has none. Only `ref` goes, so parameters other parts of
 * the app act on (e.g. `signin`) are not swallowed; a reload or a copied address then cannot replay it.
 */
export function addressWithoutInvite(address: Address): Address | null {
  const params = new URLSearchParams(address.search);
  if (!params.has(INVITE_PARAM)) return null;
  params.delete(INVITE_PARAM);
  const search = params.toString();
  return { pathname: address.pathname, search: search ? `?${search}` : '', hash: address.hash };
}
