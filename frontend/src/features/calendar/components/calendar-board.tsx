import { lazy, type ReactNode, useCallback, useMemo, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { DateTime } from 'luxon';
import { type CalendarEventView } from '@eventfold/contracts';
import { applyEventFilters, type EventFilters } from '../../../lib/event-filters';
import { trackEventClick } from '../api/track-event-click';
import { dayKey } from '../calendar-dates';
import { activeCategoryCount, eventsInMonth, nextEvent } from '../calendar-stats';
import { daysBetween, groupByDay } from '../event-days';
import { shortDate } from '../../../lib/dates';
import { eventDay } from '../event-format';
import { daysHoldEvents, filteredEmpty } from '../filtered-empty';
import { listEmptyHint } from '../list-empty-hint';
import { type CalendarState } from '../hooks/use-calendar';
import { useEventDialogs } from '../hooks/use-event-dialogs';
import { CalendarToolbar } from './calendar-toolbar';
import { EventLegend } from './event-legend';
import { FilteredEmptyStatus } from './filtered-empty-status';
import { ListView } from './list-view';
import { MonthView } from './month-view';
import { StatTiles } from './stat-tiles';
import { WeekView } from './week-view';
import { MountOnceOpened } from '../../../components/ui/mount-once-opened';

// The dialogs load with their first opening, not with the calendar.
const DayEventsDialog = lazy(async () => ({
  default: (await import('./day-events-dialog')).DayEventsDialog,
}));
const EventDetailDialog = lazy(async () => ({
  default: (await import('./event-detail-dialog')).EventDetailDialog,
}));

const NO_EVENTS: CalendarEventView[] = [];

/** Tabs, navigation, the three views, their dialogs, the stat tiles and the legend. */
interface CalendarBoardProps {
  calendar: CalendarState;
  filters: EventFilters;
  /** Its "Clear search" and "Show all events" change the filters the sidebar shows. */
  onFiltersChange: (filters: EventFilters) => void;
  /** Extra content under list and day-dialog entries, supplied by the app (e.g. social counts). */
  renderEntryExtra?: (event: CalendarEventView) => ReactNode;
  /** Extra content in the event dialog; `close` closes it (e.g. after a declined invitation). */
  renderEventSocial?: (event: CalendarEventView, close: () => void) => ReactNode;
}

export function CalendarBoard({
  calendar,
  filters,
  onFiltersChange,
  renderEntryExtra,
  renderEventSocial,
}: CalendarBoardProps) {
  const { timezone, view, monthEvents, upcomingEvents } = calendar;
  const monthData = monthEvents.data ?? NO_EVENTS;
  const upcomingData = upcomingEvents.data ?? NO_EVENTS;
  const shownMonth = useMemo(() => applyEventFilters(monthData, filters), [monthData, filters]);
  const shownUpcoming = useMemo(() => applyEventFilters(upcomingData, filters), [upcomingData, filters]);
  const monthByDay = useMemo(() => groupByDay(shownMonth, timezone), [shownMonth, timezone]);
  const upcomingByDay = useMemo(() => groupByDay(shownUpcoming, timezone), [shownUpcoming, timezone]);
  const dialogs = useEventDialogs(() => void trackEventClick(view));

  // Worked out once per answer (and filter, day or month), not on every render: a dialog opening or a
  // view switch draws the board again, and a busy month is a thousand events to read a day from.
  const listStart = dayKey(calendar.list.start);
  const listEnd = dayKey(calendar.list.end);
  const listDays = useMemo(
    () => daysBetween(upcomingByDay, listStart, listEnd),
    [upcomingByDay, listStart, listEnd],
  );
  const focusMonthKey = dayKey(calendar.focusMonth);
  const monthTiles = useMemo(() => {
    const inMonth = eventsInMonth(shownMonth, DateTime.fromISO(focusMonthKey, { zone: timezone }), timezone);
    return { count: inMonth.length, categories: activeCategoryCount(inMonth) };
  }, [shownMonth, focusMonthKey, timezone]);
  const next = nextEvent(shownUpcoming, DateTime.now(), timezone);
  const nextDay = next ? eventDay(next, timezone) : null;
  const emptyHint =
    view === 'list' && listDays.length === 0
      ? listEmptyHint(nextDay, DateTime.fromISO(focusMonthKey, { zone: timezone }), monthTiles.count)
      : null;
  const tiles = [
    { label: 'This Month', value: String(monthTiles.count) },
    { label: 'Active Categories', value: String(monthTiles.categories) },
    { label: 'Next Event', value: nextDay ? shortDate(nextDay) : 'None' },
  ];

  const active = view === 'list' ? upcomingEvents : monthEvents;
  const loading = active.isPending || (view === 'month' && !calendar.settled);
  const anyShown =
    view === 'list'
      ? listDays.length > 0
      : daysHoldEvents(view === 'month' ? calendar.monthDays : calendar.weekDays, monthByDay);
  // Not while the last position's events stand in for this one's: they would say nothing of it.
  const empty =
    active.isError || loading || active.isPlaceholderData ? null : filteredEmpty(filters, view, anyShown);
  const panel = useRef<HTMLDivElement>(null);
  // The button goes with the message: focus stays in the calendar rather than falling to the page.
  const changeFilters = (next: EventFilters) => {
    onFiltersChange(next);
    panel.current?.focus();
  };
  const { showDay } = dialogs;
  const openDay = useCallback((day: DateTime) => showDay(dayKey(day)), [showDay]);
  const dayOfDialog = dialogs.day ? DateTime.fromISO(dialogs.day, { zone: timezone }) : null;
  const dayEvents = dialogs.day
    ? ((view === 'list' ? upcomingByDay : monthByDay).get(dialogs.day) ?? NO_EVENTS)
    : NO_EVENTS;
  // The dialog shows the event as the latest poll has it (a favorite toggled in it, for one).
  const openEvent = dialogs.openEvent
    ? ([...monthData, ...upcomingData].find((event) => event.id === dialogs.openEvent!.event.id) ??
      dialogs.openEvent.event)
    : null;

  return (
    <Stack spacing={3}>
      <Box>
        <CalendarToolbar calendar={calendar} />
        <Box
          id="calendar-panel"
          ref={panel}
          role="tabpanel"
          tabIndex={-1}
          aria-labelledby={`calendar-tab-${view}`}
          aria-busy={loading}
          sx={{ '&:focus': { outline: 'none' } }}
        >
          <FilteredEmptyStatus
            empty={empty}
            onClearSearch={() => changeFilters({ ...filters, search: '' })}
            onShowAll={() => changeFilters({ ...filters, favoritesOnly: false })}
          />
          {active.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void active.refetch()}>
                  Retry
                </Button>
              }
            >
              Could not load your events.
            </Alert>
          ) : loading ? (
            <Skeleton variant="rounded" height={view === 'list' ? 240 : 560} aria-label="Loading events" />
          ) : view === 'month' ? (
            <MonthView
              days={calendar.monthDays}
              month={calendar.monthStart}
              today={calendar.today}
              timezone={timezone}
              eventsByDay={monthByDay}
              ready={!monthEvents.isPlaceholderData}
              onOpenDay={openDay}
              onOpenEvent={dialogs.showEvent}
            />
          ) : view === 'week' ? (
            <WeekView
              days={calendar.weekDays}
              today={calendar.today}
              timezone={timezone}
              eventsByDay={monthByDay}
              onOpenDay={openDay}
              onOpenEvent={dialogs.showEvent}
              nextEventDay={nextDay}
              onShowWeekFrom={calendar.showWeekFrom}
            />
          ) : empty ? null : (
            <ListView
              days={listDays}
              timezone={timezone}
              onOpenEvent={dialogs.showEvent}
              renderEntryExtra={renderEntryExtra}
              emptyHint={emptyHint}
              onShowMonth={calendar.showMonth}
            />
          )}
        </Box>
      </Box>
      <StatTiles tiles={tiles} />
      <EventLegend />
      <MountOnceOpened when={dayOfDialog !== null}>
        <DayEventsDialog
          day={dayOfDialog}
          events={dayEvents}
          timezone={timezone}
          onClose={dialogs.closeDay}
          onOpenEvent={dialogs.showEvent}
          renderEntryExtra={renderEntryExtra}
        />
      </MountOnceOpened>
      <MountOnceOpened when={openEvent !== null}>
        <EventDetailDialog
          event={openEvent}
          open={openEvent !== null}
          timezone={timezone}
          onClose={dialogs.closeEvent}
          onBackToDay={dialogs.openEvent?.fromDay ? dialogs.closeEvent : undefined}
          renderSocial={
            renderEventSocial ? (event) => renderEventSocial(event, dialogs.closeEvent) : undefined
          }
        />
      </MountOnceOpened>
    </Stack>
  );
}
