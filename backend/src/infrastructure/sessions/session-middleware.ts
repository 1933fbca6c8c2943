import path from 'node:path';
import session from 'express-session';
import type { RequestHandler } from 'express';
import type { ReadStore } from '@eventfold/contracts';
import type { AppConfig } from '../../config/app-config';
import { readOrCreateSecretFile } from '../../config/secret-file';
import { ReadStoreSessionStore } from './read-store-session.store';

export const SESSION_COOKIE = 'eventfold.sid';
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** The cookie attributes, shared by the session and by sign-out's clearCookie (which must match them). */
export function sessionCookieOptions(config: AppConfig) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: config.secureCookies, path: '/' };
}

/** Server-side sessions with a 30-day expiry that each request pushes forward (rolling). */
export async function createSessionMiddleware(
  config: AppConfig,
  readStore: ReadStore,
): Promise<RequestHandler> {
  const store = new ReadStoreSessionStore(readStore);
  await store.ensureIndexes();
  const secret =
    config.sessionSecret ?? readOrCreateSecretFile(path.join(config.dataDir, 'session.secret'), 48);
  return session({
    name: SESSION_COOKIE,
    secret,
    store,
    resave: false,
    // No cookie and no stored session until someone signs in.
    saveUninitialized: false,
    rolling: true,
    proxy: config.trustProxy,
    cookie: { ...sessionCookieOptions(config), maxAge: SESSION_MAX_AGE_MS },
  });
}
