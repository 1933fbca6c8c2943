import { z } from 'zod';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Identity providers speak HTTPS; plain HTTP only reaches a local test provider on this machine. */
const issuerUrl = (fallback: string) =>
  z
    .url({ protocol: /^https?$/ })
    .default(fallback)
    .refine((value) => {
      const url = new URL(value);
      return url.protocol === 'https:' || LOOPBACK_HOSTS.has(url.hostname);
    }, 'must use https:// (http:// only on a loopback address, for a local test provider)')
    .transform((value) => value.replace(/\/+$/, ''));

export const identityProviderEnv = {
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER_URL: issuerUrl('https://accounts.google.com'),
  GOOGLE_CALENDAR_API_URL: issuerUrl('https://www.googleapis.com'),
  APPLE_CLIENT_ID: optionalText,
  APPLE_ISSUER_URL: issuerUrl('https://appleid.apple.com'),
  APPLE_TEAM_ID: optionalText,
  APPLE_KEY_ID: optionalText,
  /** The .p8 key's PEM text; `\n` escapes are accepted, since .env files hold one line. */
  APPLE_PRIVATE_KEY: optionalText,
};

type IdentityProviderEnv = {
  [K in keyof typeof identityProviderEnv]: z.infer<(typeof identityProviderEnv)[K]>;
};

export interface GoogleClientConfig {
  clientId: string;
  clientSecret: string;
  issuerUrl: string;
}

export interface AppleClientConfig {
  clientId: string;
  issuerUrl: string;
  /** For exchanging the authorization code (optional: the signed id_token alone signs the person in). */
  codeExchange: { teamId: string; keyId: string; privateKey: string } | null;
}

export interface IdentityProviderConfig {
  /** Null when GOOGLE_CLIENT_ID or GOOGLE_CLIENT_SECRET is unset: Google sign-in and Calendar are off. */
  google: GoogleClientConfig | null;
  googleCalendarApiUrl: string;
  /** Null when APPLE_CLIENT_ID is unset. */
  apple: AppleClientConfig | null;
}

export function identityProviderConfig(e: IdentityProviderEnv): IdentityProviderConfig {
  const google =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuerUrl: e.GOOGLE_ISSUER_URL }
      : null;
  const codeExchange =
    e.APPLE_TEAM_ID && e.APPLE_KEY_ID && e.APPLE_PRIVATE_KEY
      ? {
          teamId: e.APPLE_TEAM_ID,
          keyId: e.APPLE_KEY_ID,
          privateKey: e.APPLE_PRIVATE_KEY.replace(/\\n/g, '\n'),
        }
      : null;
  const apple = e.APPLE_CLIENT_ID
    ? { clientId: e.APPLE_CLIENT_ID, issuerUrl: e.APPLE_ISSUER_URL, codeExchange }
    : null;
  return { google, googleCalendarApiUrl: e.GOOGLE_CALENDAR_API_URL, apple };
}
