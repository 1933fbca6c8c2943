import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BookmarkAddRoundedIcon from '@mui/icons-material/BookmarkAddRounded';
import { Link as RouterLink } from 'react-router-dom';
import { NEARBY_MESSAGES, type PublicEvent } from '@eventfold/contracts';
import { FavoriteToggle } from '../../components/ui/favorite-toggle';
import { useCalendarEvent } from '../../features/calendar/api/get-calendar-event';
import { useToggleFavorite } from '../../features/calendar/api/toggle-favorite';
import { useSetRsvp } from '../../features/nearby/api/set-rsvp';
import { EventRsvp } from '../../features/nearby/components/event-rsvp';
import { EventInvitationActions } from '../../features/social/components/event-invitation-actions';
import { addressedEventPath } from '../../lib/addressed-event-path';
import { ApiError, isUnauthorized } from '../../lib/api-client';
import { toast } from '../../lib/toast';

const SAVE_HINT = 'Going or Interested saves it to your calendar; Not going leaves it out.';

/**
 * The shared event page for a signed-in viewer: the event is in their calendar (favorite, RSVP, an
 * invitation's answer, a way to it) or not yet (save it, which answers "Interested"; favorite, which
 * saves it first; RSVP).
 */
export function SharedEventActions({ event }: { event: PublicEvent }) {
  const entry = useCalendarEvent(event.id);
  const rsvp = useSetRsvp();
  const favorite = useToggleFavorite();
  const missing = entry.error instanceof ApiError && entry.error.status === 404;
  const saved = entry.data;
  const failed = (title: string) => (error: Error) => {
    if (!isUnauthorized(error)) toast({ title, description: error.message, variant: 'destructive' });
  };
  const save = (then?: () => void) =>
    rsvp.mutate(
      { eventId: event.id, status: 'interested' },
      {
        onSuccess: () => {
          toast({ title: 'Saved to your calendar', variant: 'success' });
          then?.();
        },
        onError: failed(NEARBY_MESSAGES.rsvpFailed),
      },
    );
  const toggleFavorite = (callbacks: { onError: (error: Error) => void }) =>
    saved ? favorite.mutate(event.id, callbacks) : save(() => favorite.mutate(event.id, callbacks));

  if (entry.isPending) return null;
  if (!saved && !missing) {
    return <Alert severity="warning">Could not check your calendar. Please reload the page.</Alert>;
  }
  return (
    <Card component="section" aria-label="Your calendar">
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="h6" component="h2">
              {saved ? 'In your calendar' : 'Not in your calendar yet'}
            </Typography>
            <FavoriteToggle
              favorited={saved?.favorited ?? false}
              pending={favorite.isPending || rsvp.isPending}
              onToggle={toggleFavorite}
            />
          </Stack>
          {saved?.isInvited && <EventInvitationActions eventId={event.id} inviterId={saved.invitedById} />}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {saved ? (
              <Button variant="outlined" component={RouterLink} to={addressedEventPath(event.id)}>
                Open in my calendar
              </Button>
            ) : (
              <Button
                variant="contained"
                startIcon={<BookmarkAddRoundedIcon />}
                disabled={rsvp.isPending}
                onClick={() => save()}
              >
                Save to my calendar
              </Button>
            )}
          </Stack>
          <EventRsvp eventId={event.id} title={event.title} hint={saved ? undefined : SAVE_HINT} />
        </Stack>
      </CardContent>
    </Card>
  );
}
