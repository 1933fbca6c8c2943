/**
 * Local-storage key under which a friend-invite token waits until the visitor has signed in
 * (spec section 2). The signed-in app reads and clears it; the name is fixed by the spec.
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
