import { StrictMode } from 'react';
import { type z } from 'zod';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { QueryClient, dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import {
  DEFAULT_TIMEZONE,
  calendarEventListSchema,
  currentUserSchema,
  type CurrentUser,
  eventSourceListSchema,
  monthCountsSchema,
} from '@eventfold/contracts';
import { App } from './app/app';
import { SIGNED_IN_HOME_PAGE, preloadAppHome } from './app/routes/home';
import { documentTitle } from './lib/document-title';
import { theme } from './app/theme';
import { dayKey, todayIn } from './features/calendar/calendar-dates';
import { defaultPlace, defaultView, PHONE_SCREEN_QUERY } from './features/calendar/calendar-position';
import { EVENTS_PATH, MONTH_COUNTS_PATH } from './features/calendar/api/get-events';
import { firstCalendarQueries } from './features/calendar/api/first-reads';
import { EVENT_SOURCES_PATH, eventSourcesQueryOptions } from './features/sources/api/get-event-sources';
import { ServerRenderContext, type ServerRender, type ServerScreen } from './lib/server-render';
import { SERVER_RENDER_STATE_ID, type ServerRenderedState } from './app/server-rendered-state';
import { MONTH_RENDERED_MARK } from './features/calendar/components/month-view';
import { calendarStorageKeys, type CalendarPlace } from './features/calendar/remembered-position';
import { DEFAULT_EVENT_FILTERS } from './lib/event-filters';
import {
  BOOT_SHELL_ID,
  FIRST_SCREEN_ID,
  OWN_RENDER_ATTRIBUTE,
  showsServerFirstScreen,
  type ServerFirstScreen,
} from './app/server-first-screen';

/** What the server gives the render: the signed-in person and a way to read the API as them. */
export interface SignedInHomeInput {
  /** The answer of GET /api/auth/user for this request's session. */
  user: unknown;
  /** GET `path` with `params` as this request's user; resolves to the answer's JSON (rejects on non-OK). */
  read: (path: string, params: Record<string, string>) => Promise<unknown>;
  /** The screen to draw for (a phone, by the request's client hint or User-Agent); wide when absent. */
  screen?: ServerScreen;
}

const OWN_RENDER = JSON.stringify(OWN_RENDER_ATTRIBUTE);

/**
 * The inline script after the rendered calendar: the bench's mark, set once the browser has parsed
 * the month's grid with its events and its styles (scripts wait for the style sheets before them);
 * not when the browser draws its own first screen instead (the month is then not what it shows).
 */
export const MONTH_MARK_SCRIPT = `document.documentElement.hasAttribute(${OWN_RENDER})||performance.mark(${JSON.stringify(MONTH_RENDERED_MARK)})`;

/**
 * The inline script at the top of the page: when this browser will draw another first screen (a
 * phone-sized window, a remembered week view…), marks <html> so the server's drawing stays hidden and
 * the loading shell shows until the browser's own render (no flash of the wrong screen).
 */
export const FIRST_SCREEN_SCRIPT = `(${showsServerFirstScreen.toString()})(${JSON.stringify(FIRST_SCREEN_ID)})||document.documentElement.setAttribute(${OWN_RENDER},"")`;

/** The page's inline scripts: their SHA-256 hashes are in the server's Content-Security-Policy. */
export const INLINE_SCRIPTS = [FIRST_SCREEN_SCRIPT, MONTH_MARK_SCRIPT];

/** Which of the drawing and the loading shell shows, by the first screen check's mark. */
const FIRST_SCREEN_STYLE = `<style>html[${OWN_RENDER_ATTRIBUTE}] #root,html:not([${OWN_RENDER_ATTRIBUTE}]) #${BOOT_SHELL_ID}{display:none}</style>`;

/** JSON that is safe inside a <script> element: nothing in it can end the element or open a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A render's query cache: one answer per read, no retries and no refetching (the page falls back instead). */
const serverQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

/** The first reads of the signed-in home (as startCalendarReads asks them), made through `read`. */
async function firstReads(
  client: QueryClient,
  input: SignedInHomeInput,
  timezone: string,
  screen: ServerScreen,
) {
  const today = todayIn(timezone);
  const place = defaultPlace(today);
  // The view this screen opens on (a browser remembering another draws its own).
  const { month, upcoming, counts } = firstCalendarQueries(timezone, today, defaultView(screen), place);
  // The browser's own queries (their keys are [path, params]), answered through `read`.
  const viaRead = <T,>(queryKey: readonly unknown[], schema: z.ZodType<T>) =>
    client.fetchQuery({
      queryKey,
      queryFn: async () =>
        schema.parse(await input.read(queryKey[0] as string, (queryKey[1] ?? {}) as Record<string, string>)),
    });
  const [monthEvents, , , sources] = await Promise.all([
    viaRead(month.queryKey, calendarEventListSchema),
    viaRead(upcoming.queryKey, calendarEventListSchema),
    viaRead(counts.queryKey, monthCountsSchema),
    // The sidebar's venues, and whether there are any (none: the getting-started screen instead).
    viaRead(eventSourcesQueryOptions().queryKey, eventSourceListSchema),
  ]);
  return { today, place, monthEvents: monthEvents.length, sources: sources.length };
}

/**
 * Renders `element` to HTML once everything in it is loaded (no Suspense fallback left in it). How long it may take
 * is the caller's to bound (the server ends the render thread's task after its time).
 */
function renderComplete(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failed: unknown = null;
    const stream = renderToPipeableStream(element, {
      // Everything is written at once when all is ready: no boundary is sent apart, after the rest, with
      // an inline script of React's to put it in place (the page's Content-Security-Policy allows
      // only its own two). React does so for a boundary past this many bytes (a phone's filters).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => (failed ? reject(failed) : stream.pipe(sink)),
      onShellError: reject,
      onError: (error) => {
        failed ??= error;
      },
    });
  });
}

/** What the page is drawn from: read on the server's main thread, rendered wherever (a worker). */
export interface SignedInHomeReads {
  user: CurrentUser;
  timezone: string;
  /** The server's today in `timezone` (`yyyy-MM-dd`). */
  today: string;
  place: CalendarPlace;
  screen: ServerScreen;
  /** React Query's dehydrated first reads (plain JSON: it crosses to a worker and into the page). */
  queries: DehydratedState;
}

/**
 * The first reads of `/` for a signed-in person, made through `input.read`. Null when the page is
 * better left to the browser: a month without events (the calendar may then jump to a busier month),
 * no venues (the getting-started screen), or a user answer that does not fit its schema.
 * Throws when a read fails (the server then sends the plain page).
 */
export async function readSignedInHome(input: SignedInHomeInput): Promise<SignedInHomeReads | null> {
  const parsedUser = currentUserSchema.safeParse(input.user);
  if (!parsedUser.success) return null;
  const user = parsedUser.data;
  const timezone = user.timezone || DEFAULT_TIMEZONE;
  const screen = input.screen ?? 'wide';
  const queryClient = serverQueryClient();
  const { today, place, monthEvents, sources } = await firstReads(queryClient, input, timezone, screen);
  if (monthEvents === 0 || sources === 0) return null;
  return {
    user,
    timezone,
    today: dayKey(today),
    place,
    screen,
    queries: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' &&
        [EVENTS_PATH, MONTH_COUNTS_PATH, EVENT_SOURCES_PATH].includes(query.queryKey[0] as string),
    }),
  };
}

/**
 * `/` as HTML from `reads`: the calendar with this month's events, its styles and the data the
 * browser takes it over with (app/server-rendered.ts), in `template` (the build's
 * index.signed-in.html). Throws when the render fails.
 */
export async function renderSignedInHomePage(template: string, reads: SignedInHomeReads): Promise<string> {
  const { user, timezone, place, screen } = reads;
  const queryClient = serverQueryClient();
  hydrate(queryClient, reads.queries);
  await preloadAppHome();
  const cache = createCache({ key: 'css' });
  // Styles are collected, not written beside the elements (the browser's cache picks them up).
  cache.compat = true;
  const serverRender: ServerRender = { session: { status: 'authenticated', user }, queryClient, screen };
  const appHtml = await renderComplete(
    <CacheProvider value={cache}>
      <ServerRenderContext.Provider value={serverRender}>
        <StrictMode>
          <App location="/" />
        </StrictMode>
      </ServerRenderContext.Provider>
    </CacheProvider>,
  );
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(appHtml));
  const state: ServerRenderedState = { user, queries: reads.queries };
  // The mark only when the grid shows the month's events (MonthView's data-ready).
  const mark =
    appHtml.includes('role="table"') && appHtml.includes('data-ready="true"')
      ? `<script>${MONTH_MARK_SCRIPT}</script>`
      : '';
  const firstScreen: ServerFirstScreen = {
    timezone,
    today: reads.today,
    // AppHome's layout for that screen (the wide one as lib/server-media.ts draws it: 1280 px), as matchMedia takes it.
    screenQuery:
      screen === 'phone' ? PHONE_SCREEN_QUERY : theme.breakpoints.up('md').replace(/^@media\s*/, ''),
    view: defaultView(screen),
    place,
    filters: { ...DEFAULT_EVENT_FILTERS },
    keys: calendarStorageKeys(user.id),
  };
  const root = /<div id="root">([\s\S]*)<\/div>(\s*<\/body>)/;
  if (!root.test(template) || !template.includes('</head>') || !template.includes('<head>'))
    throw new Error('the template has no root element');
  // The app's scripts after the drawn page: the browser parses (and shows) the calendar first instead
  // of sharing the CPU with their download and compilation from the head on (measured: the mark
  // came ~100 ms earlier on a busy two-core machine). They run after parsing either way (modules).
  const scripts = /\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;
  const scriptTags = [...template.matchAll(scripts)].map((match) => match[1]).join('\n    ');
  return template
    .replace(scripts, '')
    .replace(/\s*<link rel="preload" href="\/api\/auth\/user"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${documentTitle(SIGNED_IN_HOME_PAGE)}</title>`)
    .replace(
      /<head>/,
      () =>
        `<head>\n    <script id="${FIRST_SCREEN_ID}" type="application/json">${scriptSafeJson(firstScreen)}</script>\n    <script>${FIRST_SCREEN_SCRIPT}</script>\n    ${FIRST_SCREEN_STYLE}`,
    )
    .replace('</head>', () => `${styles}\n  </head>`)
    .replace(
      root,
      (_all, shell: string, end: string) =>
        `<div id="${BOOT_SHELL_ID}">${shell}</div><div id="root">${appHtml}</div>${mark}\n    <script id="${SERVER_RENDER_STATE_ID}" type="application/json">${scriptSafeJson(state)}</script>\n    ${scriptTags}${end}`,
    );
}
