import { useMemo } from 'react';
import { type CalendarEventView } from '@eventfold/contracts';
import { useSocialData } from '../../../features/social/api/get-social-data';
import { EventSocialActions } from '../../../features/social/components/event-social-actions';
import { EventSocialSummary } from '../../../features/social/components/event-social-summary';
import { isOwnCreatedEvent, OwnEventActions } from '../../../features/events/components/own-event-actions';

/**
 * The calendar knows nothing of the social feature or of editing own events; here they meet. One
 * social-data request covers the events the calendar currently shows.
 */
export function useCalendarSocial(events: readonly CalendarEventView[], viewerId: string, timezone: string) {
  const ids = useMemo(() => events.map((event) => event.id), [events]);
  const social = useSocialData(ids);
  const data = social.data;

  return {
    renderEntryExtra: (event: CalendarEventView) => <EventSocialSummary data={data?.[event.id]} />,
    renderEventSocial: (event: CalendarEventView, close: () => void) => (
      <>
        {isOwnCreatedEvent(event) && <OwnEventActions event={event} timezone={timezone} onDeleted={close} />}
        <EventSocialActions event={event} viewerId={viewerId} onInvitationDeclined={close} />
      </>
    ),
  };
}
