import { lazy, type ReactNode } from 'react';

// React Query (about 10 KB of gzipped script) loads with the first screen or dialog that uses it;
// the landing page never does. Every provider gives the same client (lib/query-client).
const QueryProvider = lazy(async () => ({ default: (await import('./query-provider')).QueryProvider }));

/** Gives `children` the server-data cache; suspends while React Query's code loads. */
export function WithQueryClient({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
