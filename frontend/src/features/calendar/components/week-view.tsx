import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DateTime } from 'luxon';
import { LIMITS, type CalendarEventView } from '@eventfold/contracts';
import { dayKey, type DayKey } from '../calendar-dates';
import { splitOverflow } from '../event-days';
import { fullDate } from '../../../lib/dates';
import { DayCellHeader, MoreButton } from './day-parts';
import { EventChip } from './event-chip';

interface WeekViewProps {
  days: DateTime[];
  today: DateTime;
  timezone: string;
  eventsByDay: ReadonlyMap<DayKey, CalendarEventView[]>;
  onOpenDay: (day: DateTime) => void;
  onOpenEvent: (event: CalendarEventView) => void;
}

/** 7 day columns from the start date; up to six events per day, then "+N more". */
export function WeekView({ days, today, timezone, eventsByDay, onOpenDay, onOpenEvent }: WeekViewProps) {
  const todayKey = dayKey(today);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(7, minmax(0, 1fr))' },
        gap: 1,
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
                <EventChip
                  key={event.id}
                  event={event}
                  timezone={timezone}
                  size="full"
                  onOpen={onOpenEvent}
                />
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
