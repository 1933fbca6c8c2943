import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CurrentUser } from '@eventfold/contracts';
import { ApiError, api, checkAnswer } from './api-client';

export const CURRENT_USER_PATH = '/api/auth/user';

type SessionAnswerListener = (signedIn: boolean) => Promise<unknown> | undefined;
const answerListeners = new Set<SessionAnswerListener>();

/**
 * `listener` runs as soon as the session check answers, before a signed-in answer is checked against
 * its schema: the code of the screen to show loads beside the schema's, and the check settles once
 * both are in (so that screen renders at once, without a loading step of its own).
 */
export function onSessionAnswer(listener: SessionAnswerListener): void {
  answerListeners.add(listener);
}

/** Tells the listeners; resolves once the code they load is in (or failed: that screen's business). */
async function screenCodeFor(signedIn: boolean): Promise<void> {
  await Promise.allSettled([...answerListeners].map((listener) => listener(signedIn)));
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
    await screenCodeFor(false);
    return null;
  }
  const screenCode = screenCodeFor(true);
  const { currentUserSchema } = await import('@eventfold/contracts');
  const user = checkAnswer(currentUserSchema, body, `GET ${CURRENT_USER_PATH}`);
  await screenCode;
  return user;
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: [CURRENT_USER_PATH],
    queryFn: ({ signal }) => getCurrentUser({ signal }),
    retry: false,
    meta: { unauthorized: 'throw' },
  });

export type SessionState =
  | { status: 'loading'; user: undefined }
  | { status: 'authenticated'; user: CurrentUser }
  | { status: 'unauthenticated'; user: undefined };

/** Decides between the landing page and the app. A failed check counts as signed out. */
export function useSession(): SessionState {
  const query = useQuery(currentUserQueryOptions());
  if (query.isPending) return { status: 'loading', user: undefined };
  if (query.data) return { status: 'authenticated', user: query.data };
  return { status: 'unauthenticated', user: undefined };
}

export function displayName(user: Pick<CurrentUser, 'name' | 'firstName' | 'lastName'>): string {
  return user.name?.trim() || [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
}
