import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/page-spinner';
import { takePostLoginRedirect } from '../../lib/post-login-redirect';
import { onSignedInAnswer, useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/document-title';

// Each side of `/` is its own chunk: a visitor never downloads the calendar app, and the signed-in
// never download the landing page.
// On `/`, the app's chunk starts loading the moment the session check says "signed in".
const loadAppHome = () => import('./home/app-home');
onSignedInAnswer(() => {
  if (window.location.pathname === '/') void loadAppHome();
});
const AppHome = lazy(async () => ({ default: (await loadAppHome()).AppHome }));
const SignedOutHome = lazy(async () => ({ default: (await import('./home/signed-out-home')).SignedOutHome }));

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
