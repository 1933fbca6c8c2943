import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ShieldRoundedIcon from '@mui/icons-material/ShieldRounded';
import { useEmailStatus } from '../api/get-email-status';
import { type RsvpVisibility, type SettingsErrors } from '../settings-form';
import { SettingsSection } from './settings-section';

/** Without SMTP_URL the server sends no mail at all; the switch still keeps the choice. */
export const EMAIL_UNAVAILABLE = 'This server has no e-mail set up, so nothing is sent for now.';

const REMINDER_OPTIONS: { value: number; label: string }[] = [
  { value: 0, label: 'No reminders' },
  { value: 15, label: '15 minutes before' },
  { value: 60, label: '1 hour before' },
  { value: 180, label: '3 hours before' },
  { value: 1440, label: '1 day before' },
];

/** What the switch sends, in its own words (issue 26; the mail itself is the alerts issue's). */
const NOTIFY_BY_EMAIL = {
  label: 'Email me reminders, alerts and activity on my events',
  what: 'What the bell tells you (your reminders and alerts, likes, comments and favorites of your events, friend requests) also comes to your inbox.',
};

const RSVP_OPTIONS: { value: RsvpVisibility; label: string }[] = [
  { value: 'public', label: 'Public: anyone' },
  { value: 'friends', label: 'Friends only' },
  { value: 'private', label: 'Private: only me' },
];

interface PrivacyNotificationsSectionProps {
  rsvpVisibility: RsvpVisibility;
  notifyByEmail: boolean;
  remindBeforeMinutes: number;
  errors: SettingsErrors;
  onChange: (change: {
    rsvpVisibility?: RsvpVisibility;
    notifyByEmail?: boolean;
    remindBeforeMinutes?: number;
  }) => void;
}

export function PrivacyNotificationsSection(props: PrivacyNotificationsSectionProps) {
  const { rsvpVisibility, notifyByEmail, remindBeforeMinutes, errors, onChange } = props;
  const emailStatus = useEmailStatus();
  return (
    <SettingsSection title="Privacy & Notifications" icon={<ShieldRoundedIcon />}>
      <Stack spacing={2}>
        <FormControl fullWidth error={Boolean(errors.rsvpVisibility)}>
          <InputLabel id="rsvp-visibility-label">Who can see my RSVPs</InputLabel>
          <Select
            labelId="rsvp-visibility-label"
            id="rsvpVisibility"
            name="rsvpVisibility"
            label="Who can see my RSVPs"
            value={rsvpVisibility}
            onChange={(event) => onChange({ rsvpVisibility: event.target.value as RsvpVisibility })}
          >
            {RSVP_OPTIONS.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </Select>
          {errors.rsvpVisibility && <FormHelperText>{errors.rsvpVisibility}</FormHelperText>}
        </FormControl>
        <FormControl fullWidth error={Boolean(errors.remindBeforeMinutes)}>
          <InputLabel id="remind-before-label">Remind me of events I'm going to or favorited</InputLabel>
          <Select
            labelId="remind-before-label"
            id="remindBeforeMinutes"
            name="remindBeforeMinutes"
            label="Remind me of events I'm going to or favorited"
            value={remindBeforeMinutes}
            onChange={(event) => onChange({ remindBeforeMinutes: Number(event.target.value) })}
          >
            {REMINDER_OPTIONS.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </Select>
          {errors.remindBeforeMinutes && <FormHelperText>{errors.remindBeforeMinutes}</FormHelperText>}
        </FormControl>
        <div>
          <FormControlLabel
            control={
              <Switch
                checked={notifyByEmail}
                onChange={(event) => onChange({ notifyByEmail: event.target.checked })}
                slotProps={{ input: { 'aria-describedby': 'notify-by-email-what' } }}
              />
            }
            label={NOTIFY_BY_EMAIL.label}
          />
          <FormHelperText id="notify-by-email-what" sx={{ mt: 0 }}>
            {NOTIFY_BY_EMAIL.what}
          </FormHelperText>
          {emailStatus.data?.available === false && (
            <FormHelperText sx={{ mt: 0.5 }}>{EMAIL_UNAVAILABLE}</FormHelperText>
          )}
        </div>
      </Stack>
    </SettingsSection>
  );
}
