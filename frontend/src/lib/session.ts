import { useContext, useSyncExternalStore } from 'react';
import { type CurrentUser } from '@eventfold/contracts';
import { ApiError, api, checkAnswer } from './api-client';
import { ServerRenderContext } from './server-render';

export const CURRENT_USER_PATH = '/api/auth/user';

/** The signed-in person once their answer is checked against its schema, or null when signed out. */
type SessionAnswerListener = (user: Promise<CurrentUser> | null) => Promise<unknown> | undefined;
const answerListeners = new Set<SessionAnswerListener>();

/**
 * `listener` runs as soon as the session check answers, before a signed-in answer is checked against
 * its schema: the code of the screen to show (and what it reads first) loads beside the schema's,
 * and the check settles once all are in (so that screen renders at once, without a loading step).
 */
export function onSessionAnswer(listener: SessionAnswerListener): void {
  answerListeners.add(listener);
}

/** Tells the listeners; resolves once what they load is in (or failed: that screen's business). */
async function screenCodeFor(user: Promise<CurrentUser> | null): Promise<void> {
  await Promise.allSettled([...answerListeners].map((listener) => listener(user)));
}

/**
 * The signed-in person, or null when the API answers non-OK (signed out). The schema (and zod with
 * the contracts) loads only for a signed-in answer: the landing page never needs them.
 */
export async function getCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<CurrentUser | null> {
  let body: unknown;
  try {
    body = await api.get(CURRENT_USER_PATH, { signal });
  } catch (error) {
    if (!(error instanceof ApiError && error.status >= 400)) throw error;
    await screenCodeFor(null);
    return null;
  }
  const user = import('@eventfold/contracts').then(({ currentUserSchema }) =>
    checkAnswer(currentUserSchema, body, `GET ${CURRENT_USER_PATH}`),
  );
  await Promise.all([user, screenCodeFor(user)]);
  return user;
}

export type SessionState =
  | { status: 'loading'; user: undefined }
  | { status: 'authenticated'; user: CurrentUser }
  | { status: 'unauthenticated'; user: undefined };

const SIGNED_OUT: SessionState = { status: 'unauthenticated', user: undefined };

// The session is a small store of its own, not a React Query query: the landing page then needs no
// React Query at all (about 10 KB of gzipped script), which loads with the screens that use it.
let session: SessionState = { status: 'loading', user: undefined };
let latestCheck: Promise<void> | null = null;
const sessionListeners = new Set<() => void>();

/**
 * Asks the server who is signed in (again); settles once the answer is in. A failed first check
 * counts as signed out; a failed later one keeps what was known.
 */
export function refreshSession(): Promise<void> {
  const check: Promise<void> = getCurrentUser().then(
    (user) => settleSession(check, user ? { status: 'authenticated', user } : SIGNED_OUT),
    () => settleSession(check, session.status === 'loading' ? SIGNED_OUT : session),
  );
  latestCheck = check;
  return check;
}

/** Takes a check's answer unless a later check has started. */
function settleSession(check: Promise<void>, next: SessionState) {
  if (latestCheck !== check) return;
  session = next;
  sessionListeners.forEach((listener) => listener());
}

/** Starts the first session check unless it has started (main.tsx calls it before the first render). */
export function startSessionCheck(): void {
  if (!latestCheck) void refreshSession();
}

function subscribe(listener: () => void) {
  startSessionCheck();
  sessionListeners.add(listener);
  return () => {
    sessionListeners.delete(listener);
  };
}

/**
 * A page the server rendered for this signed-in person: the session is known without asking (the
 * server just checked it), so the first render is the server's. A later check (refreshSession) still
 * asks the server.
 */
export function startWithKnownUser(user: CurrentUser): void {
  session = { status: 'authenticated', user };
  latestCheck = Promise.resolve();
}

/** Decides between the landing page and the app. */
export function useSession(): SessionState {
  // On the server the request's own user (see ServerRenderContext); in the browser the store.
  const serverRender = useContext(ServerRenderContext);
  return useSyncExternalStore(
    subscribe,
    () => session,
    () => serverRender?.session ?? session,
  );
}

export function displayName(user: Pick<CurrentUser, 'name' | 'firstName' | 'lastName'>): string {
  return user.name?.trim() || [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
}
