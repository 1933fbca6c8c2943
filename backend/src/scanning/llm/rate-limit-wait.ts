const MAX_WAIT_MS = 60_000;

/**
 * How long to wait after a 429: the provider's retry-after-ms or retry-after (seconds or an HTTP
 * date) when given, else exponential back-off from one second.
 */
export function rateLimitWaitMs(headers: Headers | undefined, attempt: number, now = Date.now()): number {
  const fallback = Math.min(1000 * 2 ** attempt, MAX_WAIT_MS);
  const millis = Number(headers?.get('retry-after-ms'));
  if (Number.isFinite(millis) && millis > 0) return Math.min(millis, MAX_WAIT_MS);
  const retryAfter = headers?.get('retry-after');
  if (!retryAfter) return fallback;
  const seconds = Number(retryAfter);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_WAIT_MS);
  const date = Date.parse(retryAfter);
  return Number.isNaN(date) ? fallback : Math.min(Math.max(date - now, 0), MAX_WAIT_MS);
}
