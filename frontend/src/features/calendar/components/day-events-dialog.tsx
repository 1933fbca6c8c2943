import { type ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import { type DateTime } from 'luxon';
import { type CalendarEventView } from '@eventfold/contracts';
import { fullDate } from '../../../lib/dates';
import { eventCountLabel } from '../event-format';
import { EventChip, eventEntriesSx } from './event-chip';

interface DayEventsDialogProps {
  day: DateTime | null;
  events: CalendarEventView[];
  timezone: string;
  onClose: () => void;
  onOpenEvent: (event: CalendarEventView) => void;
  /** Extra content under each entry, supplied by the app. */
  renderEntryExtra?: (event: CalendarEventView) => ReactNode;
}

/** Every event of one day: the full date, how many, and an entry per event. */
export function DayEventsDialog({
  day,
  events,
  timezone,
  onClose,
  onOpenEvent,
  renderEntryExtra,
}: DayEventsDialogProps) {
  if (!day) return null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="day-events-title">
      <DialogTitle id="day-events-title" sx={{ pr: 7 }}>
        {fullDate(day)}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {eventCountLabel(events.length)}
        </Typography>
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseRoundedIcon />
      </IconButton>
      <DialogContent dividers>
        <Stack spacing={0.75} component="ul" sx={{ listStyle: 'none', m: 0, p: 0, ...eventEntriesSx }}>
          {events.map((event) => (
            <li key={event.id}>
              <EventChip
                event={event}
                timezone={timezone}
                onOpen={onOpenEvent}
                renderExtra={renderEntryExtra}
              />
            </li>
          ))}
        </Stack>
        {events.length === 0 && <Typography color="text.secondary">No events on this day.</Typography>}
      </DialogContent>
    </Dialog>
  );
}
