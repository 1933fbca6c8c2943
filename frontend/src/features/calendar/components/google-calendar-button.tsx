import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import GoogleIcon from '@mui/icons-material/Google';
import { EVENT_MESSAGES } from '@eventfold/contracts';
import { addressedEventPath } from '../../../lib/addressed-event-path';
import { isUnauthorized } from '../../../lib/api-client';
import {
  connectGoogleCalendar,
  GOOGLE_CALENDAR_OUTCOME,
  rememberGoogleCalendarAdd,
  takeGoogleCalendarAdd,
} from '../../../lib/google-calendar-connect';
import { handleLoggedOut } from '../../../lib/navigation';
import { toast } from '../../../lib/toast';
import { useGoogleCalendarConnection } from '../../settings/api/google-calendar-connection';
import { useAddToGoogleCalendar } from '../api/add-to-google-calendar';

async function startConnecting(eventId: string): Promise<void> {
  rememberGoogleCalendarAdd(eventId);
  try {
    // Back to this event, open in the calendar (which remembers the month the person saw).
    await connectGoogleCalendar(addressedEventPath(eventId));
  } catch {
    toast({ title: EVENT_MESSAGES.googleConnectFailed, variant: 'destructive' });
  }
}

/** What an add says; without a connection (or once access expired) it starts connecting. */
function addOutcome(eventId: string) {
  return {
    onSuccess: () => toast({ title: 'Added to Google Calendar', variant: 'success' }),
    onError: (error: Error) => {
      if (isUnauthorized(error)) return handleLoggedOut();
      if (error.message === EVENT_MESSAGES.googleCalendarNotConnected) return void startConnecting(eventId);
      toast({
        title: EVENT_MESSAGES.addToGoogleFailed,
        description: error.message,
        variant: 'destructive',
      });
    },
  };
}

/**
 * Adds the event to the user's Google Calendar (again: updates it). Without a connection (or once
 * access expired) the connect flow starts, as the spec says; Google brings the person back to this
 * event, whose add then goes ahead. A server with no Google client configured hides the button: it
 * could only ever fail.
 */
export function GoogleCalendarButton({ eventId }: { eventId: string }) {
  const { mutate, isPending, data } = useAddToGoogleCalendar();
  const connection = useGoogleCalendarConnection();
  const [params, setParams] = useSearchParams();

  // Back from Google after this event's click: add it (once), or say why the connection failed.
  const connected = params.get(GOOGLE_CALENDAR_OUTCOME.connected) === 'connected';
  const failure = params.get(GOOGLE_CALENDAR_OUTCOME.error);
  useEffect(() => {
    if (!connected && failure === null) return;
    if (!takeGoogleCalendarAdd(eventId)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(GOOGLE_CALENDAR_OUTCOME.connected);
        next.delete(GOOGLE_CALENDAR_OUTCOME.error);
        return next;
      },
      { replace: true },
    );
    if (connected) mutate(eventId, addOutcome(eventId));
    else toast({ title: 'Google Calendar', description: failure ?? undefined, variant: 'destructive' });
  }, [connected, failure, eventId, setParams, mutate]);

  if (connection.data?.available === false) return null;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<GoogleIcon />}
        onClick={() => mutate(eventId, addOutcome(eventId))}
        disabled={isPending}
      >
        {isPending ? 'Adding...' : 'Add to Google Calendar'}
      </Button>
      {data && (
        <Link
          href={data.googleEventUrl}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ alignSelf: 'center' }}
        >
          Open in Google Calendar
        </Link>
      )}
    </>
  );
}
