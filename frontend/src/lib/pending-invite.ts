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
