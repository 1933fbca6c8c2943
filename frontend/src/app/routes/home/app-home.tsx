import { lazy, Suspense, useMemo, useState } from 'react';
import { hydrate } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Theme } from '@mui/material/styles';
import NearMeRoundedIcon from '@mui/icons-material/NearMeRounded';
import SettingsRoundedIcon from '@mui/icons-material/SettingsRounded';
import { Link as RouterLink } from 'react-router-dom';
import { DEFAULT_TIMEZONE, type AppNotification, type CurrentUser } from '@eventfold/contracts';
import { AppHeader } from '../../../components/layout/app-header';
import { CalendarBoard } from '../../../features/calendar/components/calendar-board';
import { useCalendar } from '../../../features/calendar/hooks/use-calendar';
import { startCalendarReads } from '../../../features/calendar/api/first-reads';
import { queryClient } from '../../../lib/query-client';
import { useEventSources } from '../../../features/sources/api/get-event-sources';
import { RefreshProgressBar } from '../../../features/sources/components/refresh-progress-bar';
import { SourcesSidebar } from '../../../features/sources/components/sources-sidebar';
// Phones get the filters in drawers instead of the sidebar. Loaded with the calendar, not after it: a row
// that arrived later pushed the month down under a finger about to tap it (and the lists are the sidebar's).
import { MobileSourceFilters } from '../../../features/sources/components/mobile-source-filters';
import { DEFAULT_EVENT_FILTERS, eventFiltersSchema, type EventFilters } from '../../../lib/event-filters';
import { useRememberedState } from '../../../lib/remembered';
import { useServerScreen } from '../../../lib/server-render';
import { calendarStorageKeys } from '../../../features/calendar/remembered-position';
import { type ServerRenderedState } from '../../server-rendered-state';
import { useAddressedEvent } from './addressed-event';
import { EventsEmptyState } from './events-empty-state';
import { EventsWithoutVenues, eventsWithoutVenues } from './events-without-venues';
import { NotificationBell } from '../../../features/social/components/notification-bell';
import { SocialMenu } from '../../../features/social/components/social-menu';
import { type SocialTab } from '../../../features/social/components/social-tab';
import { useAcceptPendingInvite } from './use-accept-pending-invite';
import { useCalendarSocial } from './use-calendar-social';
import { YourEventsHeader } from './your-events-header';
import { MountOnceOpened } from '../../../components/ui/mount-once-opened';
import { SkipLink } from '../../../components/ui/skip-link';

const NO_EVENTS: never[] = [];
// The dialogs (the create dialog's date and time pickers among them) load with their first
// opening, not with the calendar.
const CreateEventDialog = lazy(async () => ({
  default: (await import('../../../features/events/components/create-event-dialog')).CreateEventDialog,
}));
const AddSourceDialog = lazy(async () => ({
  default: (await import('../../../features/sources/components/add-source-dialog')).AddSourceDialog,
}));
const AddressedEventDialog = lazy(async () => ({
  default: (await import('./addressed-event-dialog')).AddressedEventDialog,
}));

/**
 * Takes a server-rendered page's first reads into the cache (the browser's first screen is the
 * server's: see app/server-first-screen.ts).
 */
export function takeServerReads(state: ServerRenderedState): void {
  hydrate(queryClient, state.queries);
}

/** Starts what the signed-in home reads first (see startCalendarReads); resolves once answered. */
/** Where "Skip to calendar" moves focus: the calendar's area, past the header and the sidebar. */
const CALENDAR_ID = 'calendar';

export function startAppHomeReads(user: CurrentUser): Promise<void> {
  return startCalendarReads(queryClient, user.timezone || DEFAULT_TIMEZONE, user.id);
}

/**
 * The signed-in home: the sources sidebar and the calendar share one filter state, kept here.
 * With no venue sources yet, the calendar gives way to the getting-started state.
 */
export function AppHome({ user }: { user: CurrentUser }) {
  const timezone = user.timezone || DEFAULT_TIMEZONE;
  const calendar = useCalendar(timezone, user.id);
  const sources = useEventSources();
  const [filters, setFilters] = useRememberedState<EventFilters>(
    'local',
    calendarStorageKeys(user.id).filters,
    eventFiltersSchema,
    () => DEFAULT_EVENT_FILTERS,
  );
  const [dialog, setDialog] = useState<'create' | 'add-source' | null>(null);
  const noSources = sources.data?.length === 0;
  const upcoming = calendar.upcomingEvents.data ?? NO_EVENTS;
  const withoutVenues = useMemo(() => eventsWithoutVenues(upcoming), [upcoming]);
  const shownEvents = noSources
    ? withoutVenues
    : ((calendar.view === 'list' ? upcoming : calendar.monthEvents.data) ?? NO_EVENTS);
  const addressed = useAddressedEvent();
  const [socialTab, setSocialTab] = useState<SocialTab | null>(null);
  const openNotification = (notification: AppNotification) => {
    if (notification.eventId !== null) addressed.open(notification.eventId);
    else setSocialTab(notification.type === 'friend_request' ? 'requests' : 'friends');
  };
  const filterProps = { events: shownEvents, filters, onFiltersChange: setFilters };
  const social = useCalendarSocial(shownEvents, user.id, timezone);
  const wideWindow = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const serverScreen = useServerScreen();
  const wide = serverScreen === null ? wideWindow : serverScreen === 'wide';
  useAcceptPendingInvite();

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink targetId={CALENDAR_ID}>Skip to calendar</SkipLink>
      <AppHeader
        user={user}
        actions={
          <>
            <Tooltip title="Nearby events">
              <IconButton component={RouterLink} to="/nearby" aria-label="Nearby events">
                <NearMeRoundedIcon />
              </IconButton>
            </Tooltip>
            <NotificationBell onOpenNotification={openNotification} />
            <SocialMenu tab={socialTab} onTabChange={setSocialTab} />
            <Tooltip title="Settings">
              <IconButton component={RouterLink} to="/settings" aria-label="Settings">
                <SettingsRoundedIcon />
              </IconButton>
            </Tooltip>
          </>
        }
      />
      <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)' },
            gap: 3,
            alignItems: 'start',
          }}
        >
          {wide && (
            <Box sx={{ position: 'sticky', top: 88 }}>
              <SourcesSidebar {...filterProps} />
            </Box>
          )}
          <Stack
            component="main"
            id={CALENDAR_ID}
            tabIndex={-1}
            spacing={3}
            sx={{ minWidth: 0, scrollMarginTop: 88, '&:focus': { outline: 'none' } }}
          >
            <YourEventsHeader
              canCreate={!noSources}
              onCreateEvent={() => setDialog('create')}
              onAddVenue={() => setDialog('add-source')}
            />
            <RefreshProgressBar />
            {!wide && <MobileSourceFilters {...filterProps} />}
            {noSources ? (
              <>
                <EventsEmptyState onAddVenue={() => setDialog('add-source')} />
                <EventsWithoutVenues
                  events={withoutVenues}
                  timezone={timezone}
                  onOpenEvent={(event) => addressed.open(event.id)}
                  renderEntryExtra={social.renderEntryExtra}
                />
              </>
            ) : (
              <CalendarBoard
                calendar={calendar}
                filters={filters}
                onFiltersChange={setFilters}
                renderEntryExtra={social.renderEntryExtra}
                renderEventSocial={social.renderEventSocial}
              />
            )}
          </Stack>
        </Box>
      </Container>
      {dialog === 'create' && (
        <Suspense fallback={null}>
          <CreateEventDialog open onClose={() => setDialog(null)} timezone={timezone} />
        </Suspense>
      )}
      <MountOnceOpened when={dialog === 'add-source'}>
        <AddSourceDialog open={dialog === 'add-source'} onClose={() => setDialog(null)} />
      </MountOnceOpened>
      <MountOnceOpened when={addressed.eventId !== null}>
        <AddressedEventDialog
          eventId={addressed.eventId}
          timezone={timezone}
          onClose={addressed.close}
          renderSocial={social.renderEventSocial}
        />
      </MountOnceOpened>
    </Box>
  );
}
