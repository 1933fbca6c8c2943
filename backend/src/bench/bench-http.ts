/** What the HTTP benches share: accounts, sign-in, the load generator and how a result is printed. */
// autocannon ships no types; this is the part of its API the bench uses.
export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const autocannon = require('autocannon') as (options: {
  url: string;
  connections: number;
  /** Stop after this many requests instead of after `duration` seconds. */
  amount?: number;
  duration?: number;
  headers?: Record<string, string>;
  requests?: { setupRequest: (request: { path: string }) => { path: string } }[];
}) => Promise<AutocannonResult>;

export async function register(url: string): Promise<{ id: string; email: string; password: string }> {
  const account = {
    firstName: 'Bench',
    lastName: 'User',
    email: `bench.${Date.now()}@example.com`,
    password: 'benchmark1!',
    confirmPassword: 'benchmark1!',
  };
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (response.status !== 201) throw new Error(`bench sign-up failed: ${response.status}`);
  return {
    id: ((await response.json()) as { id: string }).id,
    email: account.email,
    password: account.password,
  };
}

export async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith('eventfold.sid='));
  if (response.status !== 200 || cookie === undefined)
    throw new Error(`bench sign-in failed: ${response.status}`);
  return cookie.split(';')[0]!;
}

export function describeResult(label: string, result: AutocannonResult): string {
  const failures = result.non2xx + result.errors;
  return `${label.padEnd(28)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms${failures > 0 ? `   (${failures} failed)` : ''}`;
}
