import { type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startSessionCheck, startWithKnownUser } from '../lib/session';
import { preloadAppHome } from './routes/home';
import { SERVER_RENDER_STATE_ID, type ServerRenderedState } from './server-rendered-state';

/** The state a server-rendered page carries, or null for the plain page (anything unreadable counts as none). */
export function readServerRenderedState(): ServerRenderedState | null {
  const element = document.getElementById(SERVER_RENDER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerRenderedState;
  } catch {
    return null;
  }
}

/** `yyyy-MM-dd` of now in `zone` (Intl, so the entry needs no date library). */
function todayKeyIn(zone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

/**
 * Whether this browser's first render would be the server's: the server draws `/` for a wide screen
 * (MUI's `md` and up: the sidebar instead of the drawers), on its day in the user's zone.
 */
function sameFirstScreen(state: ServerRenderedState): boolean {
  if (window.location.pathname !== '/') return false;
  if (!window.matchMedia('(min-width:900px)').matches) return false;
  try {
    return todayKeyIn(state.timezone) === state.today;
  } catch {
    return false;
  }
}

/**
 * Starts the app on a page the server rendered: with the server's user and first reads, React takes
 * the HTML over (hydrateRoot) instead of drawing it again. When this browser would draw something
 * else (a narrow screen, another day, a view or place this tab remembers), it renders itself, as
 * for the plain page, over the server's HTML.
 */
export async function startOnServerRendered(
  container: HTMLElement,
  state: ServerRenderedState,
  app: ReactNode,
): Promise<void> {
  if (sameFirstScreen(state)) {
    const [home] = await Promise.all([import('./routes/home/app-home'), preloadAppHome()]);
    if (home.takeServerReads(state)) {
      startWithKnownUser(state.user);
      hydrateRoot(container, app);
      return;
    }
  }
  startSessionCheck();
  createRoot(container).render(app);
}
