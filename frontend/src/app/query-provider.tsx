import { type ReactNode, useContext } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { ServerRenderContext } from '../lib/server-render';

/**
 * The one server-data cache, for a screen whose code is loaded anyway (see WithQueryClient); on the
 * server, the request's own (see ServerRenderContext).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const client = useContext(ServerRenderContext)?.queryClient ?? queryClient;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
