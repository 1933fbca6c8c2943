import { createContext, useContext } from 'react';
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
  /** The screen the page is drawn for (see ServerScreen). */
  screen: ServerScreen;
}

/**
 * The screen a server render is for: a phone (the request says so: the backend's isPhone) gets the
 * narrow layout and the week view a phone opens on, anything else the wide one with the month.
 */
export type ServerScreen = 'phone' | 'wide';

export const ServerRenderContext = createContext<ServerRender | null>(null);

/** The server render's screen; null in the browser, which asks its own screen. */
export function useServerScreen(): ServerScreen | null {
  return useContext(ServerRenderContext)?.screen ?? null;
}
