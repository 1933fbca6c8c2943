import { setTimeout as sleep } from 'node:timers/promises';
import { ErrorType } from '@eventstore/db-client';

/** What a cluster answers while it elects a leader, restarts a node or is briefly out of reach. */
const TRANSIENT = new Set<string>([ErrorType.UNAVAILABLE, ErrorType.DEADLINE_EXCEEDED, ErrorType.NOT_LEADER]);

export interface RetryPolicy {
  attempts: number;
  firstDelayMs: number;
}

/** About three seconds in all: longer than a leader election, shorter than a request's patience. */
export const DEFAULT_RETRY: RetryPolicy = { attempts: 6, firstDelayMs: 100 };

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
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation();
    } catch (error) {
      if (!isTransient(error) || attempt >= policy.attempts) throw error;
      await sleep(policy.firstDelayMs * 2 ** (attempt - 1));
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
