import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/page-spinner';
import { takePostLoginRedirect } from '../../lib/post-login-redirect';
import { useSession } from '../../lib/session';
import { AppHome } from './home/app-home';
import { SignedOutHome } from './home/signed-out-home';

/** `/`: the landing page for visitors, the app for signed-in people. */
export function HomeRoute() {
  const session = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    if (session.status !== 'authenticated') return;
    const target = takePostLoginRedirect();
    if (target && target !== '/') void navigate(target, { replace: true });
  }, [session.status, navigate]);

  if (session.status === 'loading') return <PageSpinner label="Loading..." />;
  if (session.status === 'authenticated') return <AppHome user={session.user} />;
  return <SignedOutHome />;
}
