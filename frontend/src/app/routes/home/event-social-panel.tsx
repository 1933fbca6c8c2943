import { type CalendarEventView } from '@eventfold/contracts';
import { EventSocialActions } from '../../../features/social/components/event-social-actions';
import { isOwnCreatedEvent, OwnEventActions } from '../../../features/events/components/own-event-actions';
import { EventRsvp } from '../../../features/nearby/components/event-rsvp';

interface EventSocialPanelProps {
  event: CalendarEventView;
  viewerId: string;
  timezone: string;
  close: () => void;
}

/**
 * The event dialog's own-event actions (edit, delete), the viewer's RSVP, and social actions (likes,
 * comments, invites).
 */
export function EventSocialPanel({ event, viewerId, timezone, close }: EventSocialPanelProps) {
  return (
    <>
      {isOwnCreatedEvent(event) && <OwnEventActions event={event} timezone={timezone} onDeleted={close} />}
      <EventRsvp eventId={event.id} title={event.title} />
      <EventSocialActions event={event} viewerId={viewerId} onInvitationDeclined={close} />
    </>
  );
}
