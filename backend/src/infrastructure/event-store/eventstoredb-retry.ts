import { ErrorType } from '@eventstore/db-client';

/** What a cluster answers while it elects a leader, restarts a node or is briefly out of reach. */
const TRANSIENT = new Set<string>([ErrorType.UNAVAILABLE, ErrorType.DEADLINE_EXCEEDED, ErrorType.NOT_LEADER]);

export interface RetryPolicy {
  /** The waits between tries add up to at most this much. */
  budgetMs: number;
  firstDelayMs: number;
  /** No single wait is longer: a cluster back early is used early. */
  maxDelayMs: number;
}

/**
 * About fifteen seconds in all, doubling from 100 ms to 2 s a wait: an election with a slow node, or
 * a leader's restart, is ridden out (about three seconds of retries gave up during one).
 */
export const DEFAULT_RETRY: RetryPolicy = { budgetMs: 15_000, firstDelayMs: 100, maxDelayMs: 2_000 };

/** The waits before each retry under `policy`, in order: doubling up to the ceiling, the last one what is left. */
export function retryDelays(policy: RetryPolicy): number[] {
  const delays: number[] = [];
  let total = 0;
  for (let delay = policy.firstDelayMs; total < policy.budgetMs; delay *= 2) {
    const wait = Math.min(delay, policy.maxDelayMs, policy.budgetMs - total);
    delays.push(wait);
    total += wait;
  }
  return delays;
}

export function isTransient(error: unknown): boolean {
  const type = (error as { type?: unknown } | null)?.type;
  return typeof type === 'string' && TRANSIENT.has(type);
}

/**
 * Runs `operation` again, with exponential back-off, while it fails for a transient reason. Only for
 * idempotent operations: reads, and appends (their event ids make a repeated append a no-op).
 */
export async function withRetry<T>(
  operation: () => Promise<T>,
  policy: RetryPolicy = DEFAULT_RETRY,
): Promise<T> {
  const delays = retryDelays(policy);
  for (let retry = 0; ; retry++) {
    try {
      return await operation();
    } catch (error) {
      const delay = delays[retry];
      if (!isTransient(error) || delay === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * `throwOnAppendFailure=false` makes the client answer a failed append with a result instead of an
 * error: every failure would look like a success to us. Refused at start.
 */
export function assertSafeConnectionString(connectionString: string): void {
  const query = connectionString.split('?')[1] ?? '';
  for (const [key, value] of new URLSearchParams(query)) {
    if (key.toLowerCase() === 'throwonappendfailure' && value.toLowerCase() === 'false') {
      throw new Error(
        'EVENTSTORE_URL must not set throwOnAppendFailure=false: failed appends would pass as written',
      );
    }
  }
}
