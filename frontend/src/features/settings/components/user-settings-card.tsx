import { type FormEvent, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import { SETTINGS_MESSAGES, type CurrentUser } from '@eventfold/contracts';
import { toast } from '../../../lib/toast';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { usePreferences } from '../api/get-preferences';
import { useUpdateUserSettings } from '../api/update-user-settings';
import {
  settingsFieldOfServerMessage,
  toSettingsFormValues,
  validateSettingsForm,
  type SettingsErrors,
  type SettingsFormValues,
} from '../settings-form';
import { AvatarUploadSection } from './avatar-upload-section';
import { FavoriteCategoriesSection } from './favorite-categories-section';
import { LocationSection } from './location-section';
import { PersonalInformationSection } from './personal-information-section';
import { PrivacyNotificationsSection } from './privacy-notifications-section';
import { PrivacySwitchesPanel } from './privacy-switches-panel';
import { ProfilePictureSection } from './profile-picture-section';

export function UserSettingsCard({ user }: { user: CurrentUser }) {
  const [values, setValues] = useState<SettingsFormValues>(() => toSettingsFormValues(user));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [uploadedUrl, setUploadedUrl] = useState<string | null>(null);
  const preferences = usePreferences();
  const save = useUpdateUserSettings();
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();

  const change = (patch: Partial<SettingsFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    // A corrected field stops showing its old complaint.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof SettingsFormValues];
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const result = validateSettingsForm(values, preferences.data);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    save.mutate(result.data, {
      onSuccess: () => toast({ ...SETTINGS_MESSAGES.settingsSaved, variant: 'success' }),
      onError: (error) => {
        const field = settingsFieldOfServerMessage(error.message);
        if (field) {
          setErrors({ [field]: error.message });
          focusFirstInvalid();
          return;
        }
        toast({
          title: SETTINGS_MESSAGES.settingsFailed.title,
          description: error.message || SETTINGS_MESSAGES.settingsFailed.description,
          variant: 'destructive',
        });
      },
    });
  };

  const signedInWithGoogle = user.authProvider === 'google';

  return (
    <Card ref={containerRef} component="form" noValidate onSubmit={submit} aria-label="User Settings">
      <CardHeader
        title="User Settings"
        subheader="Your profile, location and what you share with friends."
        slotProps={{ title: { component: 'h1', variant: 'h5' } }}
        sx={{ px: { xs: 2.5, md: 4 }, pt: { xs: 2.5, md: 3.5 } }}
      />
      <CardContent sx={{ px: { xs: 2.5, md: 4 }, pb: { xs: 3, md: 4 } }}>
        <Stack spacing={3.5} divider={<Divider flexItem />}>
          <PersonalInformationSection
            name={values.name}
            email={user.email ?? ''}
            error={errors.name}
            onNameChange={(name) => change({ name })}
          />
          <LocationSection values={values} errors={errors} onChange={change} />
          <FavoriteCategoriesSection
            selected={values.favoriteCategories}
            onChange={(favoriteCategories) => change({ favoriteCategories })}
          />
          <ProfilePictureSection
            imageUrl={uploadedUrl ?? user.profileImageUrl}
            name={values.name}
            signedInWithGoogle={signedInWithGoogle}
          />
          <PrivacyNotificationsSection
            rsvpVisibility={values.rsvpVisibility}
            notifyByEmail={values.notifyByEmail}
            remindBeforeMinutes={values.remindBeforeMinutes}
            errors={errors}
            onChange={change}
          />
          {!signedInWithGoogle && <AvatarUploadSection onUploaded={setUploadedUrl} />}
          <PrivacySwitchesPanel />
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 4 }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<SaveRoundedIcon />}
            disabled={save.isPending}
          >
            {save.isPending ? 'Saving...' : 'Save Settings'}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
