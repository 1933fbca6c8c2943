import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateTime } from 'luxon';
import type { CalendarEventView } from '@eventfold/contracts';
import { useCalendarAsOf } from '../api/get-calendar-as-of';
import { DatePickersProvider } from '../../../components/ui/date-pickers-provider';

export interface MonthSlotProps {
  month: DateTime;
  timezone: string;
  events: readonly CalendarEventView[];
  onOpenEvent: (event: CalendarEventView) => void;
  /** "+N more" or a day's number: that day's events, to list. */
  onOpenDay: (events: readonly CalendarEventView[]) => void;
}

interface CalendarAsOfPanelProps {
  userId: string;
  timezone: string;
  /** The month grid (the calendar's own month view, supplied by the route). */
  renderMonth: (props: MonthSlotProps) => ReactNode;
  /** The range the month grid shows, as the calendar computes it. */
  monthRange: (month: DateTime) => { from: string; to: string };
}

/** The user's calendar as it stood at a chosen instant, a month at a time. */
export function CalendarAsOfPanel({ userId, timezone, renderMonth, monthRange }: CalendarAsOfPanelProps) {
  const [asOf, setAsOf] = useState<DateTime>(() => DateTime.now().setZone(timezone).startOf('minute'));
  const [month, setMonth] = useState<DateTime>(() => DateTime.now().setZone(timezone).startOf('month'));
  const [open, setOpen] = useState<CalendarEventView | null>(null);
  const [day, setDay] = useState<readonly CalendarEventView[] | null>(null);
  // The picker shows minutes: "as of 9:22 PM" includes everything that happened during 9:22, so the
  // default (now) shows what was done seconds ago.
  const instant = asOf.isValid ? asOf.endOf('minute').toUTC().toISO()! : '';
  const calendar = useCalendarAsOf(userId, instant, monthRange(month));

  return (
    <DatePickersProvider>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <DateTimePicker
            label="As of"
            value={asOf}
            onChange={(value) => value && setAsOf(value)}
            timezone={timezone}
            slotProps={{ textField: { size: 'small' } }}
          />
          <Stack direction="row" sx={{ alignItems: 'center', ml: { sm: 'auto' } }}>
            <IconButton aria-label="Previous month" onClick={() => setMonth((m) => m.minus({ months: 1 }))}>
              <ChevronLeftRoundedIcon />
            </IconButton>
            <Typography sx={{ minWidth: 140, textAlign: 'center' }}>
              {month.setLocale('en-US').toFormat('LLLL yyyy')}
            </Typography>
            <IconButton aria-label="Next month" onClick={() => setMonth((m) => m.plus({ months: 1 }))}>
              <ChevronRightRoundedIcon />
            </IconButton>
          </Stack>
        </Stack>
        {calendar.isError ? (
          <Alert severity="error">{calendar.error.message}</Alert>
        ) : calendar.isPending ? (
          <Skeleton variant="rounded" height={560} aria-label="Loading the calendar" />
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" role="status">
              {calendar.data.length} events in this view as of{' '}
              {asOf.setLocale('en-US').toLocaleString(DateTime.DATETIME_MED)}
            </Typography>
            {renderMonth({ month, timezone, events: calendar.data, onOpenEvent: setOpen, onOpenDay: setDay })}
          </>
        )}
        <Dialog open={day !== null && open === null} onClose={() => setDay(null)} maxWidth="xs" fullWidth>
          <DialogTitle>{day?.length ?? 0} events that day</DialogTitle>
          <DialogContent>
            <List dense>
              {(day ?? []).map((event) => (
                <ListItemButton key={event.id} onClick={() => setOpen(event)}>
                  <ListItemText
                    primary={event.title}
                    secondary={DateTime.fromISO(event.startDate, { zone: timezone })
                      .setLocale('en-US')
                      .toLocaleString(DateTime.TIME_SIMPLE)}
                  />
                </ListItemButton>
              ))}
            </List>
          </DialogContent>
        </Dialog>
        <Dialog open={open !== null} onClose={() => setOpen(null)} maxWidth="sm" fullWidth>
          <DialogTitle>{open?.title}</DialogTitle>
          <DialogContent>
            <Stack spacing={1}>
              <Typography>
                {open
                  ? DateTime.fromISO(open.startDate, { zone: timezone })
                      .setLocale('en-US')
                      .toLocaleString(DateTime.DATETIME_FULL)
                  : ''}
              </Typography>
              {open?.location && <Typography>{open.location}</Typography>}
              {open?.description && <Typography color="text.secondary">{open.description}</Typography>}
              <Typography variant="body2" color="text.secondary">
                {open?.source
                  ? `From ${open.source.name}`
                  : open?.isInvited
                    ? 'An invitation'
                    : 'Created by the user'}
              </Typography>
            </Stack>
          </DialogContent>
        </Dialog>
      </Stack>
    </DatePickersProvider>
  );
}
