/**
 * Node flags the server runs with (`npm start`, the Dockerfile and the benches pass them; keep those
 * in step). `--max-semi-space-size=8`: V8 otherwise sizes its young generation from the machine's
 * memory (128 MB committed on our 24 GB machines), which the server fills and keeps under load; 16 MB
 * holds a request's short-lived garbage well and keeps resident memory ~100 MB lower (see
 * docs/decisions.md, "Server memory").
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8'];
