import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AuthTab } from '../../../features/auth/components/auth-dialog';
import { LandingPage } from '../../../features/landing/components/landing-page';
import { toast } from '../../../lib/toast';
import { WithQueryClient } from '../../with-query-client';

// The dialogs (and the form fields they bring) load when first opened, not with the landing page.
const AuthDialog = lazy(async () => ({
  default: (await import('../../../features/auth/components/auth-dialog')).AuthDialog,
}));
const LinkAccountDialog = lazy(async () => ({
  default: (await import('../../../features/auth/components/link-account-dialog')).LinkAccountDialog,
}));

const SIGN_IN_PARAM = 'signin';
const AUTH_ERROR_PARAM = 'auth_error';
/** Set by the Google callback when an e-mail account must be linked with its password first. */
const LINK_ACCOUNT_PARAM = 'link_account';

/**
 * The server sends people here with `?signin=1` (from /api/login), `?auth_error=…` (a failed
 * identity-provider round trip) or `?link_account=google` (a sign-in waiting for the password of the
 * account with that e-mail): open the right dialog or explain the failure, then tidy the address.
 */
export function SignedOutHome() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [dialog, setDialog] = useState<{ open: boolean; tab: AuthTab; opening: number }>(() => ({
    open: searchParams.get(SIGN_IN_PARAM) === '1',
    tab: 'login',
    opening: 0,
  }));
  const [linking, setLinking] = useState(() => searchParams.has(LINK_ACCOUNT_PARAM));
  // Once opened, a dialog stays mounted so that it can play its closing transition.
  const authOpened = dialog.open || dialog.opening > 0;
  const [linkOpened, setLinkOpened] = useState(linking);
  if (linking && !linkOpened) setLinkOpened(true);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const signIn = searchParams.get(SIGN_IN_PARAM);
    const authError = searchParams.get(AUTH_ERROR_PARAM);
    const link = searchParams.get(LINK_ACCOUNT_PARAM);
    if (signIn === null && authError === null && link === null) return;
    const key = searchParams.toString();
    if (handled.current === key) return;
    handled.current = key;

    if (authError) toast({ title: 'Sign-In Failed', description: authError, variant: 'destructive' });
    const next = new URLSearchParams(searchParams);
    next.delete(SIGN_IN_PARAM);
    next.delete(AUTH_ERROR_PARAM);
    next.delete(LINK_ACCOUNT_PARAM);
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);

  return (
    <>
      <LandingPage
        onOpenAuth={(tab) => setDialog((current) => ({ open: true, tab, opening: current.opening + 1 }))}
      />
      <Suspense fallback={null}>
        {(authOpened || linkOpened) && (
          <WithQueryClient>
            {authOpened && (
              <AuthDialog
                // A new key per opening starts on the requested tab with empty fields.
                key={dialog.opening}
                open={dialog.open}
                initialTab={dialog.tab}
                onClose={() => setDialog((current) => ({ ...current, open: false }))}
                onLinkRequired={() => setLinking(true)}
              />
            )}
            {linkOpened && <LinkAccountDialog open={linking} onClose={() => setLinking(false)} />}
          </WithQueryClient>
        )}
      </Suspense>
    </>
  );
}
