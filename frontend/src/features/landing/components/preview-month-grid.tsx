import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { PreviewEventChip } from './preview-event-chip';
import { PREVIEW_EVENTS, PREVIEW_MONTH } from './preview-sample-data';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

// June of the sample starts on a Sunday, so day n sits in cell n - 1; the trailing cells are July.
const CELLS = Array.from({ length: PREVIEW_MONTH.days + PREVIEW_MONTH.trailingDays }, (_, index) => {
  const inMonth = index < PREVIEW_MONTH.days;
  return { key: index, day: inMonth ? index + 1 : index - PREVIEW_MONTH.days + 1, inMonth };
});

/** A miniature month view: one event per day, then "+N more", as in the real calendar. */
export function PreviewMonthGrid() {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: { xs: 0.5, sm: 0.75 } }}
    >
      {WEEKDAYS.map((weekday) => (
        <Typography
          key={weekday}
          variant="caption"
          color="text.secondary"
          sx={{ textAlign: 'center', fontWeight: 700 }}
        >
          {weekday}
        </Typography>
      ))}
      {CELLS.map(({ key, day, inMonth }) => {
        const event = inMonth ? PREVIEW_EVENTS[day] : undefined;
        const isToday = inMonth && day === PREVIEW_MONTH.today;
        return (
          <Box
            key={key}
            sx={(theme) => ({
              minHeight: { xs: 44, sm: 64, md: 72 },
              p: { xs: 0.5, sm: 0.75 },
              borderRadius: 1.5,
              border: 1,
              borderColor: isToday ? 'primary.main' : 'divider',
              bgcolor: inMonth ? 'background.paper' : alpha(theme.palette.text.primary, 0.03),
              minWidth: 0,
            })}
          >
            <Typography
              variant="caption"
              sx={{
                fontWeight: isToday ? 800 : 500,
                color: isToday ? 'primary.main' : inMonth ? 'text.primary' : 'text.disabled',
              }}
            >
              {day}
            </Typography>
            {event && <PreviewEventChip title={event.title} kind={event.kind} />}
            {event?.more && (
              <Typography
                variant="caption"
                color="primary"
                sx={{ display: { xs: 'none', sm: 'block' }, fontSize: '0.65rem', fontWeight: 600, mt: 0.25 }}
              >
                +{event.more} more
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
