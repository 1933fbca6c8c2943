import { SOURCE_MESSAGES, TIMINGS_MS } from '@eventfold/contracts';
import { isUnauthorized } from '../../lib/api-client';
import { navigateToServer, SERVER_ROUTES } from '../../lib/navigation';
import { toast, toastAfterReload, type ToastInput } from '../../lib/toast';
import { isSourceGone } from './refetch-lists';

let redirecting = false;

/** The source list's own wording of the logged-out toast (spec 8), then the login endpoint. */
export function handleSourcesLoggedOut(): void {
  if (redirecting) return;
  redirecting = true;
  const loggedOut = { title: SOURCE_MESSAGES.unauthorizedSourceList, variant: 'destructive' } as const;
  toast(loggedOut);
  // Said again on the sign-in page the redirect reaches.
  toastAfterReload(loggedOut);
  setTimeout(() => navigateToServer(SERVER_ROUTES.login), TIMINGS_MS.unauthorizedRedirect);
}

/**
 * A failed source action: 401 logs the person out, 404 says the venue is gone (its mutation reads the
 * list again), anything else shows the given toast.
 */
export function toastSourceError(error: unknown, text: ToastInput): void {
  if (isUnauthorized(error)) handleSourcesLoggedOut();
  else if (isSourceGone(error)) toast({ ...SOURCE_MESSAGES.gone, variant: 'warning' });
  else toast({ variant: 'destructive', ...text });
}

/** For tests: forget that a redirect already started. */
export function resetSourcesLoggedOut(): void {
  redirecting = false;
}
