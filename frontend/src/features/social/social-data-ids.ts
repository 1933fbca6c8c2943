/** The API reads at most this many ids per request (contracts: socialDataQuerySchema). */
export const SOCIAL_DATA_MAX_IDS = 500;

/**
 * Unique and sorted, so the same events in another order share one cache entry; capped at what
 * the API accepts.
 */
export function socialDataIds(eventIds: readonly string[]): string[] {
  return [...new Set(eventIds)].sort().slice(0, SOCIAL_DATA_MAX_IDS);
}
