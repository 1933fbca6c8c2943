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

/** Month / Week / List, and previous and next (a month, or 7 days) where the view has them. */
export function CalendarToolbar({ calendar }: { calendar: CalendarState }) {
  const { title, subtitle } = headings(calendar);
  const unit = calendar.view === 'month' ? 'month' : 'week';
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', mb: 2 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {calendar.view !== 'list' && (
          <IconButton aria-label={`Previous ${unit}`} onClick={calendar.previous}>
            <ChevronLeftRoundedIcon />
          </IconButton>
        )}
        <div>
          <Typography variant="h6" component="h2" aria-live="polite">
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </div>
        {calendar.view !== 'list' && (
          <IconButton aria-label={`Next ${unit}`} onClick={calendar.next}>
            <ChevronRightRoundedIcon />
          </IconButton>
        )}
        {calendar.view !== 'list' && (
          <Button size="small" variant="text" onClick={calendar.goToToday}>
            Today
          </Button>
        )}
      </Stack>
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
    </Stack>
  );
}
