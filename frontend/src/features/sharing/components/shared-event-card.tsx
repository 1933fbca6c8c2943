import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTimeRoundedIcon from '@mui/icons-material/AccessTimeRounded';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import CalendarTodayRoundedIcon from '@mui/icons-material/CalendarTodayRounded';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import PlaceRoundedIcon from '@mui/icons-material/PlaceRounded';
import { type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { tidyLocation, type PublicEvent } from '@eventfold/contracts';
import { sharedEventWhen } from '../shared-event-when';
import { EventImagePanel } from './event-image-panel';

interface SharedEventCardProps {
  event: PublicEvent;
  timezone: string;
  anonymous: boolean;
  onViewDetails: () => void;
  onSignUp: () => void;
}

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} aria-label={label}>
      <Stack aria-hidden sx={{ color: 'text.secondary' }}>
        {icon}
      </Stack>
      <Typography sx={{ wordBreak: 'break-word' }}>{children}</Typography>
    </Stack>
  );
}

/** Title, date, time, location, description and picture, as text; then the page's actions. */
export function SharedEventCard({
  event,
  timezone,
  anonymous,
  onViewDetails,
  onSignUp,
}: SharedEventCardProps) {
  const { date, time } = sharedEventWhen(event, timezone);
  const place = tidyLocation(event.location);
  return (
    <Card sx={{ overflow: 'hidden' }}>
      <EventImagePanel src={event.imageUrl} alt={event.title} />
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack spacing={2}>
          {event.source && (
            <Chip label={event.source.category} size="small" sx={{ alignSelf: 'flex-start' }} />
          )}
          <Typography variant="h4" component="h1" sx={{ wordBreak: 'break-word' }}>
            {event.title}
          </Typography>
          <Stack spacing={1}>
            <Line icon={<CalendarTodayRoundedIcon fontSize="small" />} label="Date">
              {date}
            </Line>
            <Line icon={<AccessTimeRoundedIcon fontSize="small" />} label="Time">
              {time}
            </Line>
            {place && (
              <Line icon={<PlaceRoundedIcon fontSize="small" />} label="Location">
                {place}
              </Line>
            )}
          </Stack>
          {event.description && (
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {event.description}
            </Typography>
          )}
          {event.source && (
            <Typography variant="body2" color="text.secondary">
              From {event.source.name}
            </Typography>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" component={RouterLink} to="/" startIcon={<ArrowBackRoundedIcon />}>
              Back to Calendar
            </Button>
            <Button variant="contained" onClick={onViewDetails}>
              View Full Details
            </Button>
            {event.url && (
              <Button
                variant="outlined"
                component="a"
                href={event.url}
                target="_blank"
                rel="noopener noreferrer"
                endIcon={<OpenInNewRoundedIcon />}
              >
                Visit Event Page
              </Button>
            )}
            {anonymous && (
              <Button variant="contained" color="secondary" onClick={onSignUp}>
                Sign Up Free
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
