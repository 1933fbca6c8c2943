import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountCircleRoundedIcon from '@mui/icons-material/AccountCircleRounded';
import { SettingsSection } from './settings-section';

interface ProfilePictureSectionProps {
  imageUrl: string | null;
  name: string;
  signedInWithGoogle: boolean;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

export function ProfilePictureSection({ imageUrl, name, signedInWithGoogle }: ProfilePictureSectionProps) {
  return (
    <SettingsSection title="Profile Picture" icon={<AccountCircleRoundedIcon />}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={imageUrl ?? undefined}
          alt={name ? `Profile picture of ${name}` : 'Profile picture'}
          sx={{ width: 72, height: 72, fontSize: 28, bgcolor: 'primary.main' }}
        >
          {initials(name) || undefined}
        </Avatar>
        <Typography variant="body2" color="text.secondary">
          {signedInWithGoogle
            ? 'Your picture comes from your Google account.'
            : imageUrl
              ? 'This is the picture your friends see.'
              : 'No picture yet: your friends see your initials.'}
        </Typography>
      </Stack>
    </SettingsSection>
  );
}
