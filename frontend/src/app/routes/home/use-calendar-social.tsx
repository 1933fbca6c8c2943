import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import { type CalendarEventView } from '@eventfold/contracts';
import { useSocialData } from '../../../features/social/api/get-social-data';
import { EventSocialSummary } from '../../../features/social/components/event-social-summary';

// Only the event dialog shows these (and their own dialogs): they are not in the calendar's first script. The
// calendar fetches them once it is idle, so that a dialog opened later has its RSVP and social rows at once
// rather than growing under the reader (and moving its actions down) when they arrive.
const loadPanel = () => import('./event-social-panel');
const EventSocialPanel = lazy(async () => ({ default: (await loadPanel()).EventSocialPanel }));

function usePanelPrefetch() {
  useEffect(() => {
    const prefetch = () => void loadPanel().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(prefetch, { timeout: 5_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(prefetch, 2_000);
    return () => window.clearTimeout(timer);
  }, []);
}

/**
 * The calendar knows nothing of the social feature or of editing own events; here they meet. One
 * social-data request covers the events the calendar currently shows.
 */
export function useCalendarSocial(events: readonly CalendarEventView[], viewerId: string, timezone: string) {
  usePanelPrefetch();
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
