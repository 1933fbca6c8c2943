import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { PROVIDER_MESSAGES } from '@eventfold/contracts';
import { toast, toastAfterReload } from '../../../lib/toast';
import { useLinkProvider, usePendingLink } from '../api/account-link';
import { PasswordField } from './password-field';

const LABEL = { google: 'Google', apple: 'Apple' } as const;

/**
 * A provider sign-in whose e-mail belongs to an existing account: the account's password, entered
 * once, links the two. Never linked silently (that would let a provider account take over ours).
 */
export function LinkAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const pending = usePendingLink(open);
  const link = useLinkProvider();
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const waiting = pending.data?.pending ?? null;
  const label = waiting ? LABEL[waiting.provider] : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    link.mutate(
      { password },
      {
        onSuccess: () => {
          toastAfterReload({ title: PROVIDER_MESSAGES.linked(label), variant: 'success' });
          window.location.assign('/');
        },
        onError: (error) =>
          toast({ title: 'Sign-In Failed', description: error.message, variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="link-account-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="link-account-title">Link your account</DialogTitle>
        <DialogContent>
          {pending.isPending ? (
            <Typography color="text.secondary">Loading…</Typography>
          ) : waiting === null ? (
            <Alert severity="info">{PROVIDER_MESSAGES.noPendingLink}</Alert>
          ) : (
            <>
              <Typography sx={{ mb: 2 }}>
                An Eventfold account already uses <strong>{waiting.email}</strong>. Enter its password once to
                sign in with {label} from now on.
              </Typography>
              <PasswordField
                label="Password"
                name="password"
                value={password}
                onChange={setPassword}
                visible={showPassword}
                onToggleVisible={() => setShowPassword((value) => !value)}
                autoComplete="current-password"
              />
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={waiting === null || password === '' || link.isPending}
          >
            {link.isPending ? 'Linking...' : `Link ${label}`}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
