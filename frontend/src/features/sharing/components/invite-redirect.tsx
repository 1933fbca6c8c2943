import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { storePostLoginRedirect } from '../../../lib/post-login-redirect';
import { useSession } from '../../../lib/session';
import { inviteTarget } from '../invite-target';

/**
 * `/invite?eventId=`: signed in, straight to the event; otherwise the event is remembered for
 * after sign-in and the visitor lands on the home page. A failed session check counts as signed out.
 */
export function InviteRedirect() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const target = inviteTarget(searchParams.get('eventId'));

  useEffect(() => {
    if (session.status === 'loading') return;
    if (session.status === 'authenticated') {
      void navigate(target, { replace: true });
      return;
    }
    storePostLoginRedirect(target);
    void navigate('/', { replace: true });
  }, [session.status, target, navigate]);

  return <PageSpinner label="Opening your invitation..." />;
}
