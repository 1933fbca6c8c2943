import { type ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { SETTINGS_MESSAGES } from '@eventfold/contracts';
import { SubPageLayout } from '../../../components/layout/sub-page-layout';
import { useGoogleCalendarOutcome } from '../google-calendar-outcome';
import { AlertsCard } from './alerts-card';
import { CalendarSyncCard } from './calendar-sync-card';
import { GoogleCalendarCard } from './google-calendar-card';
import { UserSettingsCard } from './user-settings-card';
import { YourDataCard } from './your-data-card';

/** `extra`: what the app adds from other features (the auditors' way to the audit page). */
export function SettingsPage({ extra }: { extra?: ReactNode }) {
  useGoogleCalendarOutcome();
  return (
    <SubPageLayout
      loading={
        <Typography role="status" color="text.secondary" sx={{ textAlign: 'center', py: 8 }}>
          {SETTINGS_MESSAGES.loading}
        </Typography>
      }
    >
      {(user) => (
        <>
          <UserSettingsCard key={user.id} user={user} />
          <AlertsCard user={user} />
          <GoogleCalendarCard />
          <CalendarSyncCard />
          <YourDataCard user={user} />
          {extra}
        </>
      )}
    </SubPageLayout>
  );
}
