import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import FolderSharedRoundedIcon from '@mui/icons-material/FolderSharedRounded';
import { ACCOUNT_MESSAGES, LIMITS, type CurrentUser } from '@eventfold/contracts';
import { toast } from '../../../lib/toast';
import { EXPORT_PATH, useDeleteAccount } from '../api/delete-account';
import { SettingsSection } from './settings-section';

/** "Your data": download everything we keep, or delete the account for good. */
export function YourDataCard({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const [proof, setProof] = useState('');
  const erase = useDeleteAccount();
  const withPassword = user.authProvider === 'email';

  const submit = () =>
    erase.mutate(withPassword ? { password: proof } : { confirm: proof }, {
      onSuccess: () => {
        toast({ title: 'Account deleted', description: ACCOUNT_MESSAGES.deleted, variant: 'success' });
        // The session is gone: a full page load shows the landing page.
        window.setTimeout(() => window.location.assign('/'), 1500);
      },
      onError: (error) =>
        toast({ title: 'Could not delete the account', description: error.message, variant: 'destructive' }),
    });

  return (
    <Card sx={{ mt: 3 }}>
      <CardContent sx={{ px: { xs: 2.5, md: 4 }, py: { xs: 3, md: 4 } }}>
        <SettingsSection
          title="Your data"
          icon={<FolderSharedRoundedIcon />}
          description="Download a copy of everything Eventfold keeps about you, or delete your account and your personal data for good."
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button variant="outlined" href={EXPORT_PATH} download startIcon={<DownloadRoundedIcon />}>
              Download my data
            </Button>
            <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
              Delete account
            </Button>
          </Stack>
        </SettingsSection>
      </CardContent>
      <Dialog open={open} onClose={() => !erase.isPending && setOpen(false)} maxWidth="xs" fullWidth>
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Your sources, events, likes, comments, friends and settings go, and nothing you wrote can be read
            as you again. This cannot be undone.
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label={withPassword ? 'Password' : 'Type DELETE to confirm'}
            type={withPassword ? 'password' : 'text'}
            value={proof}
            onChange={(event) => setProof(event.target.value)}
            slotProps={{ htmlInput: { maxLength: LIMITS.passwordMaxLength } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={erase.isPending}>
            Cancel
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={submit}
            disabled={erase.isPending || proof === ''}
          >
            {erase.isPending ? 'Deleting...' : 'Delete my account'}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
