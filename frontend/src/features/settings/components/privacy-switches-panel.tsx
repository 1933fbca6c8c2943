import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SETTINGS_MESSAGES, SHARING_FLAG_NAMES, type SharingFlags } from '@eventfold/contracts';
import { toast } from '../../../lib/toast';
import { usePreferences } from '../api/get-preferences';
import { useUpdatePreference } from '../api/update-preference';

const SWITCHES: Record<keyof SharingFlags, { label: string; hint: string }> = {
  shareLikes: { label: 'Share my likes', hint: 'Friends see the events you like.' },
  shareComments: { label: 'Share my comments', hint: 'Friends see your comments on events.' },
  shareFavorites: { label: 'Share my favorites', hint: 'Friends see the events you favorite.' },
  notifyOnLike: { label: 'Notify me about likes', hint: 'When someone likes one of my events.' },
  notifyOnComment: { label: 'Notify me about comments', hint: 'When someone comments on one of my events.' },
  notifyOnFavorite: { label: 'Notify me about favorites', hint: 'When someone favorites one of my events.' },
};

/** Each switch saves on its own, at once; all wait while one save is in flight. */
export function PrivacySwitchesPanel() {
  const preferences = usePreferences();
  const update = useUpdatePreference();

  const toggle = (flag: keyof SharingFlags, value: boolean) =>
    update.mutate(
      { [flag]: value },
      {
        onSuccess: () => toast({ ...SETTINGS_MESSAGES.privacySaved, variant: 'success' }),
        onError: (error) =>
          toast({
            title: SETTINGS_MESSAGES.privacyFailed.title,
            description: error.message || SETTINGS_MESSAGES.privacyFailed.description,
            variant: 'destructive',
          }),
      },
    );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="privacy-switches-title"
      sx={{ p: 2.5, bgcolor: 'grey.50' }}
    >
      <Typography id="privacy-switches-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        Friend Sharing & Alerts
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Choose what your friends see and what you hear about. Each switch saves immediately.
      </Typography>
      {preferences.isPending ? (
        <Stack spacing={1.5} aria-busy="true" aria-label="Loading preferences">
          {SHARING_FLAG_NAMES.map((flag) => (
            <Skeleton key={flag} variant="rounded" height={40} />
          ))}
        </Stack>
      ) : preferences.isError ? (
        <Alert severity="error">{SETTINGS_MESSAGES.preferencesLoadFailed}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1.5 }}>
          {SHARING_FLAG_NAMES.map((flag) => {
            const pendingValue = update.isPending ? update.variables[flag] : undefined;
            return (
              <FormControlLabel
                key={flag}
                sx={{ alignItems: 'flex-start', m: 0, gap: 1 }}
                control={
                  <Switch
                    name={flag}
                    checked={pendingValue ?? preferences.data[flag]}
                    disabled={update.isPending}
                    onChange={(event) => toggle(flag, event.target.checked)}
                  />
                }
                label={
                  <Box sx={{ pt: 0.75 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {SWITCHES[flag].label}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {SWITCHES[flag].hint}
                    </Typography>
                  </Box>
                }
              />
            );
          })}
        </Box>
      )}
    </Paper>
  );
}
