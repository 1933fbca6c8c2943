import type { Request } from 'express';
import type { PendingAuthorization } from '../../infrastructure/google/google-oauth.client';
import type { ProviderProfile } from '../user.decider';

/** A round trip to a provider, or a link waiting for a password, is honoured for this long. */
export const PROVIDER_ROUND_TRIP_MS = 10 * 60 * 1000;

declare module 'express-session' {
  interface SessionData {
    googleSignIn?: PendingAuthorization;
    googleCalendar?: PendingAuthorization;
    appleSignIn?: { state: string; nonce: string; startedAt: number };
    pendingLink?: { profile: ProviderProfile; startedAt: number };
  }
}

type PendingKey = 'googleSignIn' | 'googleCalendar' | 'appleSignIn' | 'pendingLink';

/**
 * Takes a pending value out of the session: every state, nonce and pending link is good for one
 * callback only (a replayed answer finds nothing), and only within PROVIDER_ROUND_TRIP_MS.
 */
export function takeFromSession<K extends PendingKey>(
  request: Request,
  key: K,
): NonNullable<Request['session'][K]> | null {
  const session = request.session as Request['session'] | undefined;
  const value = session?.[key];
  if (session === undefined || value === undefined) return null;
  delete session[key];
  if (Date.now() - value.startedAt > PROVIDER_ROUND_TRIP_MS) return null;
  return value as NonNullable<Request['session'][K]>;
}

/** Reads a pending link without using it up (the dialog asks which account it is for). */
export function peekPendingLink(request: Request): { profile: ProviderProfile } | null {
  const pending = (request.session as Request['session'] | undefined)?.pendingLink;
  if (pending === undefined || Date.now() - pending.startedAt > PROVIDER_ROUND_TRIP_MS) return null;
  return pending;
}

/** Passport regenerates the session on sign-in: a fixated session id is worth nothing. */
export function signInSession(request: Request, userId: string): Promise<void> {
  return new Promise<void>((resolve, reject) =>
    request.logIn({ id: userId }, (error) => (error ? reject(error) : resolve())),
  );
}

/** Saved before the redirect leaves, so the callback finds what this request stored. */
export function saveSession(request: Request): Promise<void> {
  return new Promise<void>((resolve, reject) =>
    request.session.save((error) => (error ? reject(error) : resolve())),
  );
}
