import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type CalendarEventView } from '@eventfold/contracts';
import { type DayKey } from '../calendar-dates';

interface OpenEvent {
  event: CalendarEventView;
  /** The day dialog it was opened from; it reopens when the event dialog closes. */
  fromDay: DayKey | null;
}

interface Dialogs {
  day: DayKey | null;
  open: OpenEvent | null;
}

/**
 * Which dialog is open: a day's list, or one event (possibly opened from that list). The handlers
 * keep their identity from render to render, so the views' memoised chips and cells are not drawn
 * again when a dialog opens or closes.
 */
export function useEventDialogs(onEventOpened: (event: CalendarEventView) => void) {
  const [dialogs, setDialogs] = useState<Dialogs>({ day: null, open: null });
  const opened = useRef(onEventOpened);
  useLayoutEffect(() => {
    opened.current = onEventOpened;
  });

  const showDay = useCallback((key: DayKey) => setDialogs({ day: key, open: null }), []);
  const closeDay = useCallback(() => setDialogs((current) => ({ ...current, day: null })), []);
  const showEvent = useCallback((event: CalendarEventView) => {
    opened.current(event);
    setDialogs((current) => ({ day: null, open: { event, fromDay: current.day } }));
  }, []);
  const closeEvent = useCallback(
    () => setDialogs((current) => ({ day: current.open?.fromDay ?? current.day, open: null })),
    [],
  );

  return useMemo(
    () => ({ day: dialogs.day, openEvent: dialogs.open, showDay, closeDay, showEvent, closeEvent }),
    [dialogs, showDay, closeDay, showEvent, closeEvent],
  );
}
