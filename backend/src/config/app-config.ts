import path from 'node:path';
import { z } from 'zod';
import {
  identityProviderConfig,
  identityProviderEnv,
  type IdentityProviderConfig,
} from './identity-provider-config';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The address to listen on: loopback unless told (a container or a proxy on another host sets 0.0.0.0). */
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  EVENTSTORE_URL: z.string().min(1).optional(),
  MONGODB_URL: z.string().min(1).optional(),
  /** Base64 of 32 bytes. Required with MONGODB_URL; embedded default: DATA_DIR/master.key. */
  KEY_ENCRYPTION_KEY: z.string().min(1).optional(),
  /** Embedded default: DATA_DIR/session.secret, generated once. */
  SESSION_SECRET: z.string().min(16).optional(),
  /** Set behind a reverse proxy: trusts X-Forwarded-* (client address, and HTTPS for the Secure cookie). */
  TRUST_PROXY: flag,
  /** Forces the Secure cookie attribute without a proxy (the server itself is behind HTTPS). */
  COOKIE_SECURE: flag,
  LOGIN_RATE_LIMIT_PER_MINUTE: positiveInt(10),
  REGISTER_RATE_LIMIT_PER_HOUR: positiveInt(100),
  /** Tests only: lowers the scrypt cost (log2 of N). Production keeps 17. */
  PASSWORD_SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
  /** How long an API call that appended events waits for the read models (read-your-writes). */
  READ_YOUR_WRITES_TIMEOUT_MS: positiveInt(5000),
  FRONTEND_DIST: z.string().min(1).optional(),
  /** The app's own origin as users reach it; every absolute link is built from it, never from `Host`. */
  PUBLIC_URL: z.string().min(1).optional(),
  /** api: HTTP only; worker: projections and scans; all: both (one machine). */
  ROLE: z.enum(['api', 'worker', 'all']).default('all'),
  /** The bytes GET /api/events may keep in its response cache. */
  EVENTS_CACHE_MAX_MB: positiveInt(32),
  /** Above this share of the heap limit (live after a full collection) writes answer 503; reads go on. */
  MEMORY_GUARD_HEAP_PERCENT: z.coerce.number().int().min(1).max(95).default(75),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ...identityProviderEnv,
});

export interface AppConfig extends IdentityProviderConfig {
  port: number;
  host: string;
  dataDir: string;
  eventStoreUrl: string | undefined;
  mongoUrl: string | undefined;
  keyEncryptionKey: string | undefined;
  sessionSecret: string | undefined;
  trustProxy: boolean;
  secureCookies: boolean;
  loginRateLimitPerMinute: number;
  registerRateLimitPerHour: number;
  scryptLogN: number;
  readYourWritesTimeoutMs: number;
  frontendDist: string;
  /** The server render of the signed-in `/` (frontend/dist-ssr), beside the build by default. */
  frontendServerRender: string;
  /** Origin without a trailing slash, e.g. `https://eventfold.example`. */
  publicUrl: string;
  eventsCacheMaxBytes: number;
  memoryGuardHeapPercent: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  role: InstanceRole;
}

export type InstanceRole = 'api' | 'worker' | 'all';

/** Whether this instance keeps the read models and runs scans (it still competes for their leases). */
export function runsBackgroundWork(config: Pick<AppConfig, 'role'>): boolean {
  return config.role !== 'api';
}

/** Reads the environment once, failing at start-up (not at the first request) when a value is malformed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${String(issue?.path[0])}: ${issue?.message}`);
  }
  const e = parsed.data;
  // Instances sharing MongoDB must sign cookies alike; a secret generated into one container's
  // DATA_DIR would sign users out whenever another instance answered.
  if (e.MONGODB_URL !== undefined && e.SESSION_SECRET === undefined) {
    throw new Error(
      'SESSION_SECRET is required with MONGODB_URL: every instance must sign sessions with the same secret',
    );
  }
  // A shared read store over a log of each instance's own would fold different histories into one.
  if (e.MONGODB_URL !== undefined && e.EVENTSTORE_URL === undefined) {
    throw new Error(
      'EVENTSTORE_URL is required with MONGODB_URL: instances sharing MongoDB must share one event log, where each would write its own SQLite log',
    );
  }
  const publicUrl = publicOrigin(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  // dist/config/app-config.js → ../../../frontend/dist; the same relative path from src/ in tests.
  const frontendDist = path.resolve(
    e.FRONTEND_DIST ?? path.join(__dirname, '..', '..', '..', 'frontend', 'dist'),
  );
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    eventStoreUrl: e.EVENTSTORE_URL,
    mongoUrl: e.MONGODB_URL,
    keyEncryptionKey: e.KEY_ENCRYPTION_KEY,
    sessionSecret: e.SESSION_SECRET,
    trustProxy: e.TRUST_PROXY,
    // Users reach us over HTTPS (a terminator in front speaks HTTP to us): the cookie is always Secure.
    // Otherwise it is Secure per request when the request was HTTPS (behind TRUST_PROXY: X-Forwarded-Proto).
    secureCookies: e.COOKIE_SECURE || publicUrl.startsWith('https:'),
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    registerRateLimitPerHour: e.REGISTER_RATE_LIMIT_PER_HOUR,
    scryptLogN: e.PASSWORD_SCRYPT_LOG_N,
    readYourWritesTimeoutMs: e.READ_YOUR_WRITES_TIMEOUT_MS,
    frontendDist,
    // The server render's build beside the client's (frontend/dist-ssr).
    frontendServerRender: path.join(path.dirname(frontendDist), 'dist-ssr'),
    logLevel: e.LOG_LEVEL,
    publicUrl,
    role: e.ROLE,
    eventsCacheMaxBytes: e.EVENTS_CACHE_MAX_MB * 1024 * 1024,
    memoryGuardHeapPercent: e.MEMORY_GUARD_HEAP_PERCENT,
    ...identityProviderConfig(e),
  };
}

/** An http(s) origin; a path, query or credentials would make every link we build wrong. */
function publicOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Invalid environment variable PUBLIC_URL: not a URL (${value})`);
  }
  const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '';
  if (!['http:', 'https:'].includes(url.protocol) || !bare)
    throw new Error(
      `Invalid environment variable PUBLIC_URL: expected an origin such as https://example.com`,
    );
  return url.origin;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
