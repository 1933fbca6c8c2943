import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startSessionCheck, startWithKnownUser } from '../lib/session';
import { preloadAppHome } from './routes/home';
import { SERVER_RENDER_STATE_ID, type ServerRenderedState } from './server-rendered-state';
import {
  BOOT_SHELL_ID,
  FIRST_SCREEN_ID,
  OWN_RENDER_ATTRIBUTE,
  showsServerFirstScreen,
} from './server-first-screen';

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

/**
 * Shows what the browser's first screen goes into: the server's drawing when it takes it over, else
 * the loading shell in #root (as on the plain page) until its own render replaces it. Undoes the
 * inline check's mark either way, so the page never stays hidden whatever that check decided.
 */
function settleFirstScreen(container: HTMLElement, takeOver: boolean): void {
  const shell = document.getElementById(BOOT_SHELL_ID);
  if (!takeOver && shell) container.replaceChildren(...shell.childNodes);
  shell?.remove();
  document.documentElement.removeAttribute(OWN_RENDER_ATTRIBUTE);
}

/**
 * Starts the app on a page the server rendered: with the server's user and first reads, React takes
 * the HTML over (hydrateRoot) instead of drawing it again. When this browser would draw something
 * else (a narrow screen, another day, a view, place or filters it remembers), it renders itself, as
 * for the plain page, from the loading shell (the inline check kept the server's drawing hidden).
 */
export async function startOnServerRendered(
  container: HTMLElement,
  state: ServerRenderedState,
  app: ReactNode,
): Promise<void> {
  if (showsServerFirstScreen(FIRST_SCREEN_ID)) {
    const [home] = await Promise.all([import('./routes/home/app-home'), preloadAppHome()]);
    home.takeServerReads(state);
    settleFirstScreen(container, true);
    startWithKnownUser(state.user);
    // As a transition, hydration yields to the browser every few milliseconds (a click meanwhile is
    // answered first) instead of holding a phone's main thread for the whole screen at once.
    startTransition(() => void hydrateRoot(container, app));
    return;
  }
  settleFirstScreen(container, false);
  startSessionCheck();
  startTransition(() => createRoot(container).render(app));
}
