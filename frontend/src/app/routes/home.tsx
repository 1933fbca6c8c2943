import { type ComponentProps, type ComponentType, lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { type CurrentUser } from '@eventfold/contracts';
import { PageSpinner } from '../../components/ui/page-spinner';
import { takePostLoginRedirect } from '../../lib/post-login-redirect';
import { onSessionAnswer, useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/document-title';

/** A thenable that calls back at once: React.lazy then takes the module without suspending. */
function loadedModule<T>(value: T): Promise<T> {
  const thenable = { then: (resolve: (loaded: T) => void) => resolve(value) };
  return thenable as unknown as Promise<T>;
}

/**
 * A lazy screen whose code can be loaded ahead. Once loaded it is handed to React synchronously, so
 * its first render does not suspend: React holds a revealed boundary back for up to 300 ms after
 * its fallback, which the first paint would pay for nothing.
 */
function preloadableScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Screen = lazy(() =>
    loaded ? loadedModule({ default: loaded }) : preload().then((component) => ({ default: component })),
  );
  return { preload, Screen };
}

// Each side of `/` is its own chunk: a visitor never downloads the calendar app, and the signed-in
// never download the landing page. On `/`, the one to show loads beside the session check's answer.
// The app brings React Query's provider with it (the landing page has none), loaded beside its code.
const appHome = preloadableScreen(async () => {
  const [{ AppHome }, { QueryProvider }] = await Promise.all([
    import('./home/app-home'),
    import('../query-provider'),
  ]);
  return function AppHomeWithQueries(props: ComponentProps<typeof AppHome>) {
    return (
      <QueryProvider>
        <AppHome {...props} />
      </QueryProvider>
    );
  };
});
const signedOutHome = preloadableScreen(async () => (await import('./home/signed-out-home')).SignedOutHome);
/**
 * How long the calendar's first render waits for its first reads: it then shows the month at once
 * instead of rendering the whole screen with placeholders and again with the events (two renders of
 * a large tree). Past this wait it renders with placeholders, as before.
 */
const FIRST_READS_WAIT_MS = 500;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The calendar's code, and its first reads started as soon as that code is in (bounded wait). */
async function loadSignedInHome(user: Promise<CurrentUser>) {
  const [, { startAppHomeReads }, signedIn] = await Promise.all([
    appHome.preload(),
    import('./home/app-home'),
    user,
  ]);
  await Promise.race([startAppHomeReads(signedIn), delay(FIRST_READS_WAIT_MS)]);
}

onSessionAnswer((user) => {
  if (window.location.pathname !== '/') return undefined;
  return user ? loadSignedInHome(user) : signedOutHome.preload();
});
/** The calendar's code in, so that a render (the server's, or the browser taking it over) does not suspend. */
export const preloadAppHome = (): Promise<unknown> => appHome.preload();
const AppHome = appHome.Screen;
const SignedOutHome = signedOutHome.Screen;

/** The signed-in home's page name in the tab's title (the server's drawing of it uses it too). */
export const SIGNED_IN_HOME_PAGE = 'Your Events';

/** `/`: the landing page for visitors, the app for signed-in people. */
export function HomeRoute() {
  // The session store's answer is a synchronous update: drawn from its deferred copy, the landing page
  // or the calendar renders at a transition's priority, in slices that let the browser paint and
  // answer input between them (one render of a whole screen held a phone's main thread ~0.5-2.5 s).
  const session = useDeferredValue(useSession());
  const navigate = useNavigate();
  useDocumentTitle(session.status === 'authenticated' ? SIGNED_IN_HOME_PAGE : null);

  useEffect(() => {
    if (session.status !== 'authenticated') return;
    const target = takePostLoginRedirect();
    if (target && target !== '/') void navigate(target, { replace: true });
  }, [session.status, navigate]);

  if (session.status === 'loading') return <PageSpinner label="Loading..." />;
  return (
    <Suspense fallback={<PageSpinner label="Loading..." />}>
      {session.status === 'authenticated' ? <AppHome user={session.user} /> : <SignedOutHome />}
    </Suspense>
  );
}
