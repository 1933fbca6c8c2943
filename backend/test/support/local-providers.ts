import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const LOCAL_GOOGLE_CLIENT = { id: 'eventfold-test', secret: 'eventfold-test-secret' };
export const LOCAL_APPLE_CLIENT_ID = 'eventfold.test.services';

export interface LocalProviders {
  /** Issuer URL of the local "Google" OpenID provider. */
  google: string;
  /** Base URL of the local Google Calendar API. */
  calendar: string;
  /** Issuer URL of the local "Apple" (its JWKS is at /auth/keys). */
  apple: string;
  /** The server environment that points Eventfold at these providers. */
  env(publicUrl: string): Record<string, string>;
  /** A control route of the Calendar API: expire-access-tokens, revoke-grants, reset, events. */
  control<T = unknown>(name: string, body?: unknown): Promise<T>;
  /** An id_token signed by the local Apple (or, with wrongKey, by a key Apple never published). */
  appleIdToken(claims: Record<string, unknown>): Promise<string>;
  stop(): Promise<void>;
}

const SCRIPT = path.join(__dirname, 'local-identity-providers.mjs');

/**
 * Starts the local providers in their own Node process (oidc-provider and jose are ESM-only).
 * `publicUrls` are the Eventfold origins allowed as redirect URIs.
 */
export async function startLocalProviders(
  publicUrls: string[],
  ports: { googlePort?: number; calendarPort?: number; applePort?: number } = {},
): Promise<LocalProviders> {
  const redirectUris = publicUrls.flatMap((url) => [
    `${url}/auth/google/callback`,
    `${url}/api/google/callback`,
  ]);
  const child: ChildProcess = spawn(
    process.execPath,
    [SCRIPT, JSON.stringify({ redirectUris, appleClientId: LOCAL_APPLE_CLIENT_ID, ...ports })],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const urls = await new Promise<{ google: string; calendar: string; apple: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`local providers did not start:\n${output}`)), 20_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /READY (\{.*\})/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(JSON.parse(ready[1]!));
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', () => reject(new Error(`local providers exited:\n${output}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const control = async <T>(name: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${urls.calendar}/__control/${name}`, {
      method: body === undefined && name === 'events' ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined && name === 'events' ? {} : { body: JSON.stringify(body ?? {}) }),
    });
    if (!answer.ok) throw new Error(`control ${name} answered ${answer.status}`);
    return (await answer.json()) as T;
  };
  return {
    ...urls,
    env: (publicUrl) => ({
      PUBLIC_URL: publicUrl,
      GOOGLE_CLIENT_ID: LOCAL_GOOGLE_CLIENT.id,
      GOOGLE_CLIENT_SECRET: LOCAL_GOOGLE_CLIENT.secret,
      GOOGLE_ISSUER_URL: urls.google,
      GOOGLE_CALENDAR_API_URL: urls.calendar,
      APPLE_CLIENT_ID: LOCAL_APPLE_CLIENT_ID,
      APPLE_ISSUER_URL: urls.apple,
    }),
    control,
    appleIdToken: async (claims) => (await control<{ id_token: string }>('apple/id-token', claims)).id_token,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
