import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LIMITS } from '@eventfold/contracts';
import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import { SettingsSection } from './settings-section';

interface PersonalInformationSectionProps {
  name: string;
  email: string;
  error?: string;
  onNameChange: (name: string) => void;
}

export function PersonalInformationSection({
  name,
  email,
  error,
  onNameChange,
}: PersonalInformationSectionProps) {
  return (
    <SettingsSection title="Personal Information" icon={<PersonRoundedIcon />}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(event) => onNameChange(event.target.value)}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ htmlInput: { maxLength: LIMITS.nameMaxLength } }}
        />
        <TextField
          label="Email"
          name="email"
          value={email}
          helperText="Your sign-in email can't be changed here."
          slotProps={{ input: { readOnly: true } }}
        />
      </Stack>
    </SettingsSection>
  );
}
