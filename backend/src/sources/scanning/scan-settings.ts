import { z } from 'zod';

const envSchema = z.object({
  /** How often every active source is rescanned. */
  SCAN_INTERVAL_HOURS: z.coerce.number().positive().default(6),
  /** How often the scheduler looks for due sources and for pending scans nobody runs. */
  SCAN_CHECK_MINUTES: z.coerce.number().positive().default(5),
  /** How often worker instances look for requested scans nobody has claimed (an API instance's requests). */
  SCAN_PICKUP_SECONDS: z.coerce.number().positive().default(2),
  /** A running scan's claim lapses this long after its instance stopped renewing it (crash, partition). */
  SCAN_CLAIM_SECONDS: z.coerce.number().positive().default(60),
  /** Sources scanned at once by this server. */
  SCAN_CONCURRENCY: z.coerce.number().int().positive().default(4),
  /** Pause between two requests to the same venue's host. */
  SCAN_PER_HOST_DELAY_MS: z.coerce.number().int().min(0).default(1000),
});

export interface ScanSettings {
  intervalMs: number;
  checkMs: number;
  pickupMs: number;
  claimTtlMs: number;
  concurrency: number;
  perHostDelayMs: number;
}

/** Read once at start-up, so a malformed value stops the server instead of the first scan. */
export function loadScanSettings(env: NodeJS.ProcessEnv = process.env): ScanSettings {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${String(issue?.path[0])}: ${issue?.message}`);
  }
  const e = parsed.data;
  return {
    intervalMs: e.SCAN_INTERVAL_HOURS * 3_600_000,
    checkMs: e.SCAN_CHECK_MINUTES * 60_000,
    pickupMs: e.SCAN_PICKUP_SECONDS * 1000,
    claimTtlMs: e.SCAN_CLAIM_SECONDS * 1000,
    concurrency: e.SCAN_CONCURRENCY,
    perHostDelayMs: e.SCAN_PER_HOST_DELAY_MS,
  };
}

export const SCAN_SETTINGS = Symbol('SCAN_SETTINGS');
/** The scanner's page fetcher (one per process, so per-host politeness holds across scans). */
export const SCAN_FETCHER = Symbol('SCAN_FETCHER');
/** The model tier, or null when no OPENAI_API_KEY is configured. */
export const SCAN_LLM = Symbol('SCAN_LLM');
