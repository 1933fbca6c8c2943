import { lazy, Suspense, useCallback, useMemo } from 'react';
import { type CalendarEventView } from '@eventfold/contracts';
import { useSocialData } from '../../../features/social/api/get-social-data';
import { EventSocialSummary } from '../../../features/social/components/event-social-summary';

// Only the event dialog shows these (and their own dialogs): they load with it, not with the calendar.
const EventSocialPanel = lazy(async () => ({
  default: (await import('./event-social-panel')).EventSocialPanel,
}));

/**
 * The calendar knows nothing of the social feature or of editing own events; here they meet. One
 * social-data request covers the events the calendar currently shows.
 */
export function useCalendarSocial(events: readonly CalendarEventView[], viewerId: string, timezone: string) {
  const ids = useMemo(() => events.map((event) => event.id), [events]);
  const social = useSocialData(ids);
  const data = social.data;

  // The same functions until the social data changes: the calendar's entries are memoised on them.
  const renderEntryExtra = useCallback(
    (event: CalendarEventView) => <EventSocialSummary data={data?.[event.id]} />,
    [data],
  );
  const renderEventSocial = useCallback(
    (event: CalendarEventView, close: () => void) => (
      <Suspense fallback={null}>
        <EventSocialPanel event={event} viewerId={viewerId} timezone={timezone} close={close} />
      </Suspense>
    ),
    [viewerId, timezone],
  );
  return { renderEntryExtra, renderEventSocial };
}
