import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/page-spinner';
import { takePostLoginRedirect } from '../../lib/post-login-redirect';
import { onSignedInAnswer, useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/document-title';

// Each side of `/` is its own chunk: a visitor never downloads the calendar app, and the signed-in
// never download the landing page.
// On `/`, the app's chunk loads beside the session check's answer (see onSignedInAnswer).
let appHomeModule: typeof import('./home/app-home') | null = null;
const loadAppHome = () =>
  import('./home/app-home').then((module) => {
    appHomeModule = module;
    return module;
  });
onSignedInAnswer(() => (window.location.pathname === '/' ? loadAppHome() : undefined));
const AppHome = lazy(() => {
  // Already loaded: handed over synchronously, so the first render does not suspend (React then
  // holds a revealed boundary back for up to 300 ms after its fallback, which the calendar's first
  // render would pay for nothing).
  if (appHomeModule) return loadedModule({ default: appHomeModule.AppHome });
  return loadAppHome().then((module) => ({ default: module.AppHome }));
});
const SignedOutHome = lazy(async () => ({ default: (await import('./home/signed-out-home')).SignedOutHome }));

/** A thenable that calls back at once: React.lazy then takes the module without suspending. */
function loadedModule<T>(value: T): Promise<T> {
  const thenable = { then: (resolve: (loaded: T) => void) => resolve(value) };
  return thenable as unknown as Promise<T>;
}

/** `/`: the landing page for visitors, the app for signed-in people. */
export function HomeRoute() {
  const session = useSession();
  const navigate = useNavigate();
  useDocumentTitle(session.status === 'authenticated' ? 'Your Events' : null);

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
