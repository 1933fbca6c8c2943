import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTimeRoundedIcon from '@mui/icons-material/AccessTimeRounded';
import CalendarTodayRoundedIcon from '@mui/icons-material/CalendarTodayRounded';
import PlaceRoundedIcon from '@mui/icons-material/PlaceRounded';
import { type ReactNode } from 'react';
import { tidyLocation, type PublicEvent } from '@eventfold/contracts';
import { fullDate } from '../../../lib/dates';
import { eventDay, timeRangeLabel, venueTimeRangeLabel } from '../event-format';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Stack sx={{ color: 'text.secondary', pt: 0.25 }} aria-hidden>
        {icon}
      </Stack>
      <Typography component="div" variant="body1" sx={{ wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * Date, time (with the venue's own clock when it differs from the viewer's), location and
 * description; scraped text is shown as text, never as markup.
 */
export function EventDetailFacts({ event, timezone }: { event: PublicEvent; timezone: string }) {
  const atVenue = venueTimeRangeLabel(event, timezone);
  const place = tidyLocation(event.location);
  return (
    <Stack spacing={1.25}>
      <Fact icon={<CalendarTodayRoundedIcon fontSize="small" />}>{fullDate(eventDay(event, timezone))}</Fact>
      <Fact icon={<AccessTimeRoundedIcon fontSize="small" />}>
        {timeRangeLabel(event, timezone)}
        {atVenue && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {atVenue} local time
          </Typography>
        )}
      </Fact>
      {place && <Fact icon={<PlaceRoundedIcon fontSize="small" />}>{place}</Fact>}
      {event.description && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
        >
          {event.description}
        </Typography>
      )}
    </Stack>
  );
}
