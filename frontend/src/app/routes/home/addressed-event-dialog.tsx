import { type ReactNode, useEffect } from 'react';
import { type CalendarEventView } from '@eventfold/contracts';
import { useCalendarEvent } from '../../../features/calendar/api/get-calendar-event';
import { EventDetailDialog } from '../../../features/calendar/components/event-detail-dialog';
import { toast } from '../../../lib/toast';

interface AddressedEventDialogProps {
  eventId: string | null;
  timezone: string;
  onClose: () => void;
  renderSocial: (event: CalendarEventView, close: () => void) => ReactNode;
}

/** The event `/?event={id}` names, in the detail dialog; one no longer in the calendar says so. */
export function AddressedEventDialog({
  eventId,
  timezone,
  onClose,
  renderSocial,
}: AddressedEventDialogProps) {
  const event = useCalendarEvent(eventId);
  const missing = eventId !== null && event.isError;

  useEffect(() => {
    if (!missing) return;
    toast({
      title: 'Event not available',
      description: 'This event is no longer in your calendar.',
      variant: 'destructive',
    });
    onClose();
  }, [missing, onClose]);

  const shown = eventId !== null && event.data?.id === eventId ? event.data : null;
  return (
    <EventDetailDialog
      event={shown}
      open={shown !== null}
      timezone={timezone}
      onClose={onClose}
      renderSocial={(opened) => renderSocial(opened, onClose)}
    />
  );
}
