import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DateTime } from 'luxon';
import { LIMITS, type CalendarEventView } from '@eventfold/contracts';
import { dayKey, type DayKey } from '../calendar-dates';
import { splitOverflow } from '../event-days';
import { fullDate, shortDate } from '../../../lib/dates';
import { DayCellHeader, MoreButton } from './day-parts';
import { EventChip, eventEntriesSx } from './event-chip';

interface WeekViewProps {
  days: DateTime[];
  today: DateTime;
  timezone: string;
  eventsByDay: ReadonlyMap<DayKey, CalendarEventView[]>;
  onOpenDay: (day: DateTime) => void;
  onOpenEvent: (event: CalendarEventView) => void;
  /** The day of the next upcoming event (after the filters), if any. */
  nextEventDay: DateTime | null;
  /** Starts the week at a day. */
  onShowWeekFrom: (day: DateTime) => void;
}

/**
 * 7 day columns from the start date; up to six events per day, then "+N more". A week with
 * nothing in it says when the next event is, with a way there, rather than leaving seven empty
 * days (a phone starts in this view).
 */
export function WeekView({
  days,
  today,
  timezone,
  eventsByDay,
  onOpenDay,
  onOpenEvent,
  nextEventDay,
  onShowWeekFrom,
}: WeekViewProps) {
  const todayKey = dayKey(today);
  const lastKey = dayKey(days[days.length - 1]!);
  const empty = days.every((day) => (eventsByDay.get(dayKey(day))?.length ?? 0) === 0);
  const laterEventDay = empty && nextEventDay && dayKey(nextEventDay) > lastKey ? nextEventDay : null;
  return (
    <Stack spacing={1}>
      {laterEventDay && (
        <Alert
          severity="info"
          action={
            <Button
              color="inherit"
              size="small"
              sx={{ whiteSpace: 'nowrap' }}
              onClick={() => onShowWeekFrom(laterEventDay)}
            >
              Show that week
            </Button>
          }
        >
          Nothing in these 7 days. Next event: {shortDate(laterEventDay)}.
        </Alert>
      )}
      <WeekColumns
        days={days}
        todayKey={todayKey}
        timezone={timezone}
        eventsByDay={eventsByDay}
        onOpenDay={onOpenDay}
        onOpenEvent={onOpenEvent}
      />
    </Stack>
  );
}

function WeekColumns({
  days,
  todayKey,
  timezone,
  eventsByDay,
  onOpenDay,
  onOpenEvent,
}: Omit<WeekViewProps, 'today' | 'nextEventDay' | 'onShowWeekFrom'> & { todayKey: DayKey }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(7, minmax(0, 1fr))' },
        gap: 1,
        ...eventEntriesSx,
      }}
    >
      {days.map((day) => {
        const key = dayKey(day);
        const events = eventsByDay.get(key) ?? [];
        const { visible, hiddenCount } = splitOverflow(events, LIMITS.weekViewMaxPerDay);
        const label = fullDate(day);
        return (
          <Box
            key={key}
            component="section"
            aria-label={label}
            sx={{
              border: 1,
              borderColor: key === todayKey ? 'primary.main' : 'divider',
              borderRadius: 2,
              bgcolor: 'background.paper',
              p: 1,
              minHeight: { md: 320 },
              minWidth: 0,
            }}
          >
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mb: 1 }}>
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ fontWeight: 700, textTransform: 'uppercase' }}
              >
                {day.setLocale('en-US').toFormat('ccc')}
              </Typography>
              <DayCellHeader
                day={day}
                isToday={key === todayKey}
                count={events.length}
                onOpenDay={onOpenDay}
              />
              <Typography variant="caption" color="text.secondary">
                {day.setLocale('en-US').toFormat('LLL')}
              </Typography>
            </Stack>
            <Stack spacing={0.5}>
              {visible.map((event) => (
                <EventChip key={event.id} event={event} timezone={timezone} onOpen={onOpenEvent} />
              ))}
              {hiddenCount > 0 && (
                <MoreButton count={hiddenCount} dayLabel={label} onClick={() => onOpenDay(day)} />
              )}
              {events.length === 0 && (
                <Typography variant="caption" color="text.disabled" sx={{ px: 0.5 }}>
                  No events
                </Typography>
              )}
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
