/**
 * Whether a browser's first screen is the one the server drew on a rendered `/`. Decided twice from
 * one function: by a tiny inline script at the top of the page (`FIRST_SCREEN_SCRIPT` in
 * entry-server.tsx, this function's own text), so a browser that will draw something else never
 * shows the server's drawing; and by server-rendered.ts, which then takes the page over or renders
 * it itself.
 */

/** The head's data block the check reads (what the server drew; JSON, escaped for <script>). */
export const FIRST_SCREEN_ID = 'eventfold-first-screen';
/** Set on <html> by the inline check when the browser draws its own first screen. */
export const OWN_RENDER_ATTRIBUTE = 'data-eventfold-own-render';
/** The loading shell shown instead of the server's drawing meanwhile (outside #root). */
export const BOOT_SHELL_ID = 'eventfold-boot';

/** What the server drew: its day and place, and where this browser keeps a view that would differ. */
export interface ServerFirstScreen {
  /** The zone the page was drawn in. */
  timezone: string;
  /** The server's today in that zone (`yyyy-MM-dd`). */
  today: string;
  /**
   * The screens the drawing fits: MUI's `md` and up for a wide one (the sidebar instead of the
   * drawers), a phone's width for a phone's (the drawers, the week stacked).
   */
  screenQuery: string;
  view: string;
  place: { month: string; weekStart: string };
  filters: Record<string, unknown>;
  /** The storage keys of the view (local), place (session) and filters (local) of this user. */
  keys: { view: string; place: string; filters: string };
}

/**
 * True when this browser would draw what the server drew: on `/`, a screen of the drawn size, the same day in the
 * user's zone, and no remembered view, place or filters other than the server's. Anything unreadable
 * counts as different (the browser then draws its own, which is always right).
 * Self-contained (no imports, no module names): its text is also the page's inline script.
 */
export function showsServerFirstScreen(dataElementId: string): boolean {
  try {
    const drawn = JSON.parse(
      document.getElementById(dataElementId)?.textContent ?? 'null',
    ) as ServerFirstScreen;
    if (window.location.pathname !== '/' || !window.matchMedia(drawn.screenQuery).matches) return false;
    const day = new Intl.DateTimeFormat('en-CA', {
      timeZone: drawn.timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date());
    if (day !== drawn.today) return false;
    const saved = (storage: Storage, key: string): unknown => {
      const text = storage.getItem(key);
      return text === null ? null : (JSON.parse(text) as unknown);
    };
    const same = (value: unknown, expected: unknown) => JSON.stringify(value) === JSON.stringify(expected);
    const view = saved(localStorage, drawn.keys.view);
    const place = saved(sessionStorage, drawn.keys.place) as Record<string, unknown> | null;
    const filters = saved(localStorage, drawn.keys.filters) as Record<string, unknown> | null;
    return (
      (view === null || view === drawn.view) &&
      (place === null || (place.month === drawn.place.month && place.weekStart === drawn.place.weekStart)) &&
      (filters === null || Object.keys(drawn.filters).every((key) => same(filters[key], drawn.filters[key])))
    );
  } catch {
    return false;
  }
}
