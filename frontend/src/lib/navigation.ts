import { TIMINGS_MS } from '@eventfold/contracts/domain/limits';
import { AUTH_MESSAGES } from '@eventfold/contracts/domain/auth-messages';
import { toast, toastAfterReload } from './toast';

/** Full page loads: the server owns these routes (sessions, identity providers). */
export const SERVER_ROUTES = {
  login: '/api/login',
  logout: '/api/logout',
  google: '/auth/google',
} as const;

export function navigateToServer(path: string): void {
  window.location.assign(path);
}

export function logout(): void {
  setTimeout(() => navigateToServer(SERVER_ROUTES.logout), TIMINGS_MS.logoutDelay);
}

let redirectingToLogin = false;

/**
 * Many calls can fail with 401 at once; the person sees one toast and one redirect. The toast is said
 * again on the sign-in page the redirect reaches, which would otherwise open with no reason given.
 */
export function handleLoggedOut(): void {
  if (redirectingToLogin) return;
  redirectingToLogin = true;
  const loggedOut = { ...AUTH_MESSAGES.loggedOut, variant: 'destructive' } as const;
  toast(loggedOut);
  toastAfterReload(loggedOut);
  setTimeout(() => navigateToServer(SERVER_ROUTES.login), TIMINGS_MS.unauthorizedRedirect);
}

/** For tests: forget that a redirect already started. */
export function resetLoggedOutRedirect(): void {
  redirectingToLogin = false;
}
