import { type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventBusyRoundedIcon from '@mui/icons-material/EventBusyRounded';
import { DateTime } from 'luxon';
import { Link as RouterLink } from 'react-router-dom';
import { EVENT_MESSAGES, type CalendarEventView } from '@eventfold/contracts';
import { type DayKey } from '../calendar-dates';
import { fullDate } from '../../../lib/dates';
import { eventCountLabel } from '../event-format';
import { EventChip } from './event-chip';

interface ListViewProps {
  /** Days from today onward, 30 of them, already grouped and in order. */
  days: ReadonlyArray<[DayKey, CalendarEventView[]]>;
  timezone: string;
  onOpenEvent: (event: CalendarEventView) => void;
  /** Extra content under each entry, supplied by the app. */
  renderEntryExtra?: (event: CalendarEventView) => ReactNode;
}

/** Upcoming events only: today onward, the next 30 days. */
export function ListView({ days, timezone, onOpenEvent, renderEntryExtra }: ListViewProps) {
  if (days.length === 0) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'center', py: 8, color: 'text.secondary' }}>
        <EventBusyRoundedIcon aria-hidden sx={{ fontSize: 40 }} />
        <Typography>{EVENT_MESSAGES.noUpcomingEvents}</Typography>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Events you&apos;re going to or interested in show up here too:{' '}
          <Link component={RouterLink} to="/nearby">
            find events nearby
          </Link>
          .
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      {days.map(([key, events]) => {
        const label = fullDate(DateTime.fromISO(key, { zone: timezone }));
        return (
          <Box key={key} component="section" aria-label={label}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.75 }}>
              {label}{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                {eventCountLabel(events.length)}
              </Typography>
            </Typography>
            <Stack spacing={0.75}>
              {events.map((event) => (
                <EventChip
                  key={event.id}
                  event={event}
                  timezone={timezone}
                  size="full"
                  onOpen={onOpenEvent}
                  extra={renderEntryExtra?.(event)}
                />
              ))}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
