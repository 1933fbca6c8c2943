import { type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface SettingsSectionProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  children: ReactNode;
}

/** One titled block of the User Settings card. */
export function SettingsSection({ title, description, icon, children }: SettingsSectionProps) {
  const id = `settings-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: description ? 0.5 : 2 }}>
        {icon && (
          <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
            {icon}
          </Box>
        )}
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
      </Stack>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      )}
      {children}
    </Box>
  );
}
