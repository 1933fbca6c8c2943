import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AuthDialog, type AuthTab } from '../../../features/auth/components/auth-dialog';
import { LandingPage } from '../../../features/landing/components/landing-page';
import { toast } from '../../../lib/toast';

const SIGN_IN_PARAM = 'signin';
const AUTH_ERROR_PARAM = 'auth_error';

/**
 * The server sends people here with `?signin=1` (from /api/login) or `?auth_error=…` (a failed
 * identity-provider round trip): open the dialog or explain the failure, then tidy the address.
 */
export function SignedOutHome() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [dialog, setDialog] = useState<{ open: boolean; tab: AuthTab; opening: number }>(() => ({
    open: searchParams.get(SIGN_IN_PARAM) === '1',
    tab: 'login',
    opening: 0,
  }));
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const signIn = searchParams.get(SIGN_IN_PARAM);
    const authError = searchParams.get(AUTH_ERROR_PARAM);
    if (signIn === null && authError === null) return;
    const key = searchParams.toString();
    if (handled.current === key) return;
    handled.current = key;

    if (authError) toast({ title: 'Sign-In Failed', description: authError, variant: 'destructive' });
    const next = new URLSearchParams(searchParams);
    next.delete(SIGN_IN_PARAM);
    next.delete(AUTH_ERROR_PARAM);
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);

  return (
    <>
      <LandingPage
        onOpenAuth={(tab) => setDialog((current) => ({ open: true, tab, opening: current.opening + 1 }))}
      />
      <AuthDialog
        // A new key per opening starts on the requested tab with empty fields.
        key={dialog.opening}
        open={dialog.open}
        initialTab={dialog.tab}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
