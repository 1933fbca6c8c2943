import session from 'express-session';
import type { Request, RequestHandler } from 'express';
import type { ReadStore } from '@eventfold/contracts';
import type { AppConfig } from '../../config/app-config';
import { sessionSecretOf } from '../../config/secret-file';
import { ReadStoreSessionStore } from './read-store-session.store';

export const SESSION_COOKIE = 'eventfold.sid';
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** The cookie attributes of this request, shared by the session and by sign-out's clearCookie (which must match them). */
export function sessionCookieOptions(config: AppConfig, request: Request) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.secureCookies || request.secure,
    path: '/',
  };
}

/** Server-side sessions with a 30-day expiry that each request pushes forward (rolling). */
export async function createSessionMiddleware(
  config: AppConfig,
  readStore: ReadStore,
): Promise<RequestHandler> {
  const store = new ReadStoreSessionStore(readStore);
  await store.ensureIndexes();
  const secret = sessionSecretOf(config);
  const handler = session({
    name: SESSION_COOKIE,
    secret,
    store,
    resave: false,
    // No cookie and no stored session until someone signs in.
    saveUninitialized: false,
    rolling: true,
    // Undefined: express-session asks `request.secure`, which honours 'trust proxy' (X-Forwarded-Proto).
    proxy: undefined,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: config.secureCookies ? true : 'auto',
      maxAge: SESSION_MAX_AGE_MS,
    },
  });
  if (!config.secureCookies) return handler;
  return (request, response, next) => {
    // The public side is HTTPS (PUBLIC_URL or COOKIE_SECURE) while the hop from the TLS terminator may be
    // plain HTTP; express-session would otherwise refuse to send a Secure cookie over it.
    if (!request.secure) Object.defineProperty(request, 'secure', { value: true, configurable: true });
    handler(request, response, next);
  };
}
