import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EVENT_PARAM } from '../../../lib/addressed-event-path';

/** The event the address names, and ways to open another or close it (which tidies the address). */
export function useAddressedEvent() {
  const [params, setParams] = useSearchParams();
  const eventId = params.get(EVENT_PARAM)?.trim() || null;
  const open = useCallback(
    (id: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(EVENT_PARAM, id);
        return next;
      }),
    [setParams],
  );
  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(EVENT_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { eventId, open, close };
}
