import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import { type CalendarViewName } from '../calendar-dates';
import { type CalendarState } from '../hooks/use-calendar';

const VIEWS: Array<{ value: CalendarViewName; label: string }> = [
  { value: 'month', label: 'Month' },
  { value: 'week', label: 'Week' },
  { value: 'list', label: 'List' },
];

function headings(calendar: CalendarState): { title: string; subtitle?: string } {
  const en = (date: CalendarState['today']) => date.setLocale('en-US');
  if (calendar.view === 'month') return { title: en(calendar.monthStart).toFormat('LLLL yyyy') };
  if (calendar.view === 'list') return { title: 'Upcoming', subtitle: 'Next 30 days' };
  const first = en(calendar.weekDays[0]!);
  const last = en(calendar.weekDays[6]!);
  return { title: 'Next 7 days', subtitle: `${first.toFormat('LLL d')} – ${last.toFormat('LLL d, yyyy')}` };
}

/**
 * Previous, the title and next on one row; the view tabs and "Today" on another beside it, which drops
 * under it on a phone so that the title keeps its row and never wraps ("September 2027" at 320 px).
 */
export function CalendarToolbar({ calendar }: { calendar: CalendarState }) {
  const { title, subtitle } = headings(calendar);
  const unit = calendar.view === 'month' ? 'month' : 'week';
  const paged = calendar.view !== 'list';
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', mb: 2 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        {paged && (
          <IconButton aria-label={`Previous ${unit}`} onClick={calendar.previous}>
            <ChevronLeftRoundedIcon />
          </IconButton>
        )}
        <Box
          sx={{
            minWidth: 0,
            flex: { xs: 1, md: 'none' },
            textAlign: { xs: paged ? 'center' : 'left', md: 'left' },
          }}
        >
          <Typography variant="h6" component="h2" aria-live="polite" noWrap>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {subtitle}
            </Typography>
          )}
        </Box>
        {paged && (
          <IconButton aria-label={`Next ${unit}`} onClick={calendar.next}>
            <ChevronRightRoundedIcon />
          </IconButton>
        )}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Tabs
          value={calendar.view}
          onChange={(_event, value: CalendarViewName) => calendar.setView(value)}
          aria-label="Calendar view"
        >
          {VIEWS.map((view) => (
            <Tab
              key={view.value}
              value={view.value}
              label={view.label}
              id={`calendar-tab-${view.value}`}
              aria-controls="calendar-panel"
              sx={{ minWidth: 72 }}
            />
          ))}
        </Tabs>
        {paged && (
          <Button size="small" variant="text" onClick={calendar.goToToday}>
            Today
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
