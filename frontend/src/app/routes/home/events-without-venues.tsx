import { useMemo } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { type CalendarEventView } from '@eventfold/contracts';
import { ListView } from '../../../features/calendar/components/list-view';
import { groupByDay } from '../../../features/calendar/event-days';

/**
 * Events that are a person's without any venue of theirs: invitations from friends and events they
 * are going to or interested in (found in Nearby). Shown beside the getting-started state.
 */
export function eventsWithoutVenues(events: readonly CalendarEventView[]): CalendarEventView[] {
  return events.filter((event) => event.isInvited || event.rsvp !== null);
}

interface EventsWithoutVenuesProps {
  events: readonly CalendarEventView[];
  timezone: string;
  onOpenEvent: (event: CalendarEventView) => void;
  renderEntryExtra?: (event: CalendarEventView) => ReactNode;
}

/** The upcoming invitations and answered events, by day, for someone who has not added a venue yet. */
export function EventsWithoutVenues({
  events,
  timezone,
  onOpenEvent,
  renderEntryExtra,
}: EventsWithoutVenuesProps) {
  const days = useMemo(
    () => [...groupByDay(events, timezone)].sort(([a], [b]) => a.localeCompare(b)),
    [events, timezone],
  );
  if (days.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="invitations-heading">
      <CardContent>
        <Typography id="invitations-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
          Invitations and events you&apos;re going to
        </Typography>
        <ListView
          days={days}
          timezone={timezone}
          onOpenEvent={onOpenEvent}
          renderEntryExtra={renderEntryExtra}
        />
      </CardContent>
    </Card>
  );
}
