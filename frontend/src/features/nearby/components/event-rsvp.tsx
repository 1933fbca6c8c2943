import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { rsvpSummary } from '../nearby-days';
import { useRsvps } from '../api/get-rsvps';
import { RsvpButtons } from './rsvp-buttons';

/**
 * The viewer's RSVP to one event outside Nearby (the event dialog, the shared event page): the
 * answer as the server has it (not going included), the three choices and the counts.
 */
export function EventRsvp({ eventId, title, hint }: { eventId: string; title: string; hint?: string }) {
  const rsvps = useRsvps(eventId, true);
  const summary = rsvps.data ? rsvpSummary(rsvps.data.counts) : null;
  return (
    <Stack spacing={0.75} component="section" aria-label="RSVP">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h3">
          Your RSVP
        </Typography>
        {summary && (
          <Typography variant="body2" color="text.secondary">
            {summary}
          </Typography>
        )}
      </Stack>
      <RsvpButtons eventId={eventId} status={rsvps.data?.status ?? null} title={title} />
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Stack>
  );
}
