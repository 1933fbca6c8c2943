import { createContext } from 'react';
import { type QueryClient } from '@tanstack/react-query';
import { type CurrentUser } from '@eventfold/contracts';

/**
 * What a server render of a page gives the tree instead of the browser's module-level stores (the
 * session, the one QueryClient): a server renders many people's pages at once, so nothing of one
 * request may live in a module. The browser never provides it.
 */
export interface ServerRender {
  /** Made once per render: useSyncExternalStore wants the same snapshot on every call. */
  session: { status: 'authenticated'; user: CurrentUser };
  queryClient: QueryClient;
}

export const ServerRenderContext = createContext<ServerRender | null>(null);
