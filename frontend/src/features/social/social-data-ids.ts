/** The API reads at most this many ids per request (contracts: socialDataQuerySchema). */
export const SOCIAL_DATA_MAX_IDS = 500;

/**
 * Ids sent in one request. An id is a UUID, 45 characters in the query once quoted, encoded and
 * comma-separated: 100 of them make a 4.5 KB address, well under the 8 KB request line common
 * proxies accept and Node's 16 KB header limit (500 in one address were refused with a 431).
 */
export const SOCIAL_DATA_IDS_PER_REQUEST = 100;

/**
 * The ids of the events on screen in the requests that carry them: unique and sorted, so the same
 * events in another order share cache entries; capped at what the API accepts, in batches whose
 * address stays short.
 */
export function socialDataBatches(eventIds: readonly string[]): string[][] {
  const ids = [...new Set(eventIds)].sort().slice(0, SOCIAL_DATA_MAX_IDS);
  const batches: string[][] = [];
  for (let start = 0; start < ids.length; start += SOCIAL_DATA_IDS_PER_REQUEST) {
    batches.push(ids.slice(start, start + SOCIAL_DATA_IDS_PER_REQUEST));
  }
  return batches;
}
