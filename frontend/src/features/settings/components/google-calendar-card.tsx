import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GoogleIcon from '@mui/icons-material/Google';
import { EVENT_MESSAGES, PROVIDER_MESSAGES } from '@eventfold/contracts';
import { isUnauthorized } from '../../../lib/api-client';
import { connectGoogleCalendar } from '../../../lib/google-calendar-connect';
import { handleLoggedOut } from '../../../lib/navigation';
import { toast } from '../../../lib/toast';
import { useDisconnectGoogleCalendar, useGoogleCalendarConnection } from '../api/google-calendar-connection';
import { SettingsSection } from './settings-section';

function since(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** The Google Calendar connection behind "Add to Google Calendar": connect, or see it and disconnect. */
export function GoogleCalendarCard() {
  const connection = useGoogleCalendarConnection();
  const disconnect = useDisconnectGoogleCalendar();
  const [connecting, setConnecting] = useState(false);
  const state = connection.data;

  const connect = async () => {
    setConnecting(true);
    try {
      await connectGoogleCalendar();
    } catch (error) {
      setConnecting(false);
      if (isUnauthorized(error)) return handleLoggedOut();
      toast({ title: EVENT_MESSAGES.googleConnectFailed, variant: 'destructive' });
    }
  };

  const leave = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => toast({ title: 'Google Calendar disconnected', variant: 'success' }),
      onError: (error) =>
        isUnauthorized(error)
          ? handleLoggedOut()
          : toast({
              title: 'Could not disconnect Google Calendar. Please try again.',
              variant: 'destructive',
            }),
    });

  return (
    <Card sx={{ mt: 3 }}>
      <CardContent sx={{ px: { xs: 2.5, md: 4 }, py: { xs: 3, md: 4 } }}>
        <SettingsSection
          title="Google Calendar"
          icon={<GoogleIcon />}
          description="Connect your Google Calendar to add events to it with one click. Eventfold only adds and updates the events you send."
        >
          {connection.isPending ? (
            <Skeleton variant="rounded" height={40} aria-label="Loading your Google Calendar connection" />
          ) : connection.isError || state === undefined ? (
            <Typography color="error">Failed to load your Google Calendar connection.</Typography>
          ) : !state.available ? (
            <Typography color="text.secondary">{PROVIDER_MESSAGES.calendarNotAvailable}</Typography>
          ) : state.connected ? (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Chip color="success" label="Connected" />
              {state.connectedAt && (
                <Typography variant="body2" color="text.secondary">
                  since {since(state.connectedAt)}
                </Typography>
              )}
              <Button variant="outlined" color="error" onClick={leave} disabled={disconnect.isPending}>
                {disconnect.isPending ? 'Disconnecting...' : 'Disconnect'}
              </Button>
            </Stack>
          ) : (
            <Button
              variant="contained"
              startIcon={<GoogleIcon />}
              onClick={() => void connect()}
              disabled={connecting}
            >
              {connecting ? 'Opening Google...' : 'Connect Google Calendar'}
            </Button>
          )}
        </SettingsSection>
      </CardContent>
    </Card>
  );
}
