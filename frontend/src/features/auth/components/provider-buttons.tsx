import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import AppleIcon from '@mui/icons-material/Apple';
import GoogleIcon from '@mui/icons-material/Google';
import { AUTH_MESSAGES } from '@eventfold/contracts';
import { navigateToServer, SERVER_ROUTES } from '../../../lib/navigation';
import { toast, toastAfterReload } from '../../../lib/toast';
import { useAppleCallback } from '../api/apple-sign-in';
import { useAppleSdk, type AppleSdkStatus } from '../apple-sdk';

const APPLE_HINT: Record<AppleSdkStatus, string> = {
  loading: 'Apple Sign-In is loading…',
  ready: '',
  unavailable: 'Apple Sign-In is not available right now. Please use email or Google.',
};

/** Apple's popup rejects with `{ error }` objects rather than Error instances. */
function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'error' in error && typeof error.error === 'string')
    return error.error;
  return '';
}

interface ProviderButtonsProps {
  onSignedIn: () => void;
  /** An e-mail account has this address: its password must be entered once to link Apple. */
  onLinkRequired: () => void;
}

export function ProviderButtons({ onSignedIn, onLinkRequired }: ProviderButtonsProps) {
  const apple = useAppleSdk();
  const callback = useAppleCallback();
  const [applePending, setApplePending] = useState(false);

  const fail = (message: string) =>
    toast({ title: AUTH_MESSAGES.appleFailed.title, description: message, variant: 'destructive' });

  const signInWithApple = async () => {
    if (!window.AppleID || apple.status !== 'ready') return fail(AUTH_MESSAGES.appleUnavailable.description);
    setApplePending(true);
    try {
      const result = await window.AppleID.auth.signIn();
      const { code, id_token, state } = result.authorization;
      if (state !== undefined && state !== apple.state)
        throw new Error('The sign-in answer did not match this page.');
      const answer = await callback.mutateAsync({
        code,
        id_token,
        state: state ?? apple.state,
        user: result.user,
      });
      if (answer.linkRequired) return onLinkRequired();
      if (!answer.success) throw new Error(answer.error ?? '');
      toastAfterReload({ ...AUTH_MESSAGES.appleSuccess, variant: 'success' });
      onSignedIn();
    } catch (error) {
      fail(describe(error) || AUTH_MESSAGES.appleFailed.description);
    } finally {
      setApplePending(false);
      // The state and nonce just used are spent; the next attempt needs fresh ones.
      void apple.reinitialise();
    }
  };

  return (
    <Stack spacing={1.25}>
      <Button
        variant="outlined"
        color="inherit"
        size="large"
        startIcon={<GoogleIcon />}
        onClick={() => navigateToServer(SERVER_ROUTES.google)}
        sx={{ borderColor: 'divider' }}
      >
        Continue with Google
      </Button>
      <Tooltip title={APPLE_HINT[apple.status]} disableHoverListener={apple.status === 'ready'}>
        <span>
          <Button
            fullWidth
            variant="outlined"
            color="inherit"
            size="large"
            startIcon={<AppleIcon />}
            disabled={apple.status !== 'ready' || applePending}
            onClick={() => void signInWithApple()}
            sx={{ borderColor: 'divider' }}
          >
            Continue with Apple
          </Button>
        </span>
      </Tooltip>
    </Stack>
  );
}
