import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import GoogleIcon from '@mui/icons-material/Google';
import { EVENT_MESSAGES } from '@eventfold/contracts';
import { isUnauthorized } from '../../../lib/api-client';
import { connectGoogleCalendar } from '../../../lib/google-calendar-connect';
import { handleLoggedOut } from '../../../lib/navigation';
import { toast } from '../../../lib/toast';
import { useGoogleCalendarConnection } from '../../settings/api/google-calendar-connection';
import { useAddToGoogleCalendar } from '../api/add-to-google-calendar';

/**
 * Adds the event to the user's Google Calendar (again: updates it). Without a connection the connect
 * flow starts, as the spec says; Google brings the user back to the settings page. A server with no
 * Google client configured hides the button: it could only ever fail.
 */
export function GoogleCalendarButton({ eventId }: { eventId: string }) {
  const add = useAddToGoogleCalendar();
  const connection = useGoogleCalendarConnection();

  const startConnecting = async () => {
    try {
      await connectGoogleCalendar();
    } catch {
      toast({ title: EVENT_MESSAGES.googleConnectFailed, variant: 'destructive' });
    }
  };

  const onClick = () =>
    add.mutate(eventId, {
      onSuccess: () => toast({ title: 'Added to Google Calendar', variant: 'success' }),
      onError: (error) => {
        if (isUnauthorized(error)) return handleLoggedOut();
        if (error.message === EVENT_MESSAGES.googleCalendarNotConnected) return void startConnecting();
        toast({
          title: EVENT_MESSAGES.addToGoogleFailed,
          description: error.message,
          variant: 'destructive',
        });
      },
    });

  if (connection.data?.available === false) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<GoogleIcon />} onClick={onClick} disabled={add.isPending}>
        {add.isPending ? 'Adding...' : 'Add to Google Calendar'}
      </Button>
      {add.data && (
        <Link
          href={add.data.googleEventUrl}
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
