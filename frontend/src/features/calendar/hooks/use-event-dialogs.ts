import { useState } from 'react';
import { type CalendarEventView } from '@eventfold/contracts';
import { type DayKey } from '../calendar-dates';

interface OpenEvent {
  event: CalendarEventView;
  /** The day dialog it was opened from; it reopens when the event dialog closes. */
  fromDay: DayKey | null;
}

/** Which dialog is open: a day's list, or one event (possibly opened from that list). */
export function useEventDialogs(onEventOpened: (event: CalendarEventView) => void) {
  const [day, setDay] = useState<DayKey | null>(null);
  const [open, setOpen] = useState<OpenEvent | null>(null);

  return {
    day,
    openEvent: open,
    showDay: (key: DayKey) => {
      setOpen(null);
      setDay(key);
    },
    closeDay: () => setDay(null),
    showEvent: (event: CalendarEventView) => {
      onEventOpened(event);
      setOpen({ event, fromDay: day });
      setDay(null);
    },
    closeEvent: () => {
      if (open?.fromDay) setDay(open.fromDay);
      setOpen(null);
    },
  };
}
