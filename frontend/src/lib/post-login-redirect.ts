export const POST_LOGIN_REDIRECT_KEY = 'postLoginRedirect';

/** Only same-origin paths: a stored "//evil.example" or "https://…" would leave the product. */
export function isSafeRedirectPath(path: string | null): path is string {
  return !!path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export function storePostLoginRedirect(path: string): void {
  if (isSafeRedirectPath(path)) localStorage.setItem(POST_LOGIN_REDIRECT_KEY, path);
}

/** Reads and forgets the stored path, so that it is honoured once. */
export function takePostLoginRedirect(): string | null {
  const path = localStorage.getItem(POST_LOGIN_REDIRECT_KEY);
  if (path === null) return null;
  localStorage.removeItem(POST_LOGIN_REDIRECT_KEY);
  return isSafeRedirectPath(path) ? path : null;
}

/** An event invitation's page (`/invite?eventId=` leads there), as kept for after sign-in. */
const EVENT_INVITE_PATH = /^\/event\/[^/?#]+\?invite=true$/;

/** Whether the path kept for after sign-in is an event invitation; the path stays kept. */
export function hasWaitingEventInvite(): boolean {
  try {
    const path = localStorage.getItem(POST_LOGIN_REDIRECT_KEY);
    return isSafeRedirectPath(path) && EVENT_INVITE_PATH.test(path);
  } catch {
    // No storage (private browsing): nothing was kept.
    return false;
  }
}
