import { type ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadRoundedIcon from '@mui/icons-material/CloudUploadRounded';
import { SETTINGS_MESSAGES } from '@eventfold/contracts';
import { toast } from '../../../lib/toast';
import { useUploadAvatar } from '../api/upload-avatar';
import { checkAvatarFile } from '../avatar-file';
import { SettingsSection } from './settings-section';

/** Uploads as soon as a file is chosen; Save Settings is not involved. */
export function AvatarUploadSection({ onUploaded }: { onUploaded: (url: string) => void }) {
  const upload = useUploadAvatar();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Clearing lets the same file be chosen again after a failure.
    input.value = '';
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ url }) => {
        onUploaded(url);
        toast({ ...SETTINGS_MESSAGES.avatarUploaded, variant: 'success' });
      },
      onError: () => toast({ ...SETTINGS_MESSAGES.avatarFailed, variant: 'destructive' }),
    });
  };

  return (
    <SettingsSection title="Upload Profile Picture" icon={<CloudUploadRoundedIcon />}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          component="label"
          variant="outlined"
          startIcon={<CloudUploadRoundedIcon />}
          disabled={upload.isPending}
        >
          {upload.isPending ? 'Uploading...' : 'Choose Image'}
          <input
            hidden
            type="file"
            accept="image/*"
            name="avatar"
            aria-label="Upload profile picture"
            onChange={choose}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {SETTINGS_MESSAGES.avatarHint}
        </Typography>
      </Stack>
    </SettingsSection>
  );
}
