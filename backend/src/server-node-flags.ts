/**
 * Node flags the server runs with (`npm start`, the Dockerfile and the benches pass them; keep those
 * in step; see docs/decisions.md, "Server memory").
 * - `--max-semi-space-size=8`: V8 otherwise sizes its young generation from the machine's memory
 *   (128 MB committed on our 24 GB machines), which the server fills and keeps under load; 16 MB holds
 *   a request's short-lived garbage well and keeps resident memory ~100 MB lower.
 * - `--max-old-space-size=512`: V8 lets the old generation grow up to 4 times its live size between
 *   full collections when its limit is 2 GB or more (4 GB by default here), ~1.6 times at 1 GB, ~1.4
 *   times at 512 MB. The extraction threads have limits of their own (the pool's `resourceLimits`), so
 *   only the API's heap is collected sooner. 512 MB is ~4 times the bench's embedded read model
 *   (50,000 events, ~125 MB live); a larger embedded data set needs a larger limit, or MongoDB.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8', '--max-old-space-size=512'];
