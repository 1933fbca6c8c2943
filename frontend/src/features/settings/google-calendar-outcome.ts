import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PROVIDER_MESSAGES } from '@eventfold/contracts';
import { GOOGLE_CALENDAR_OUTCOME } from '../../lib/google-calendar-connect';
import { toast } from '../../lib/toast';

const { connected: CONNECTED, error: ERROR } = GOOGLE_CALENDAR_OUTCOME;

/** Google sends the browser back to /settings with the outcome in the query: say it, then tidy the address. */
export function useGoogleCalendarOutcome(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  useEffect(() => {
    const connected = searchParams.get(CONNECTED);
    const error = searchParams.get(ERROR);
    if (connected === null && error === null) return;
    if (connected === 'connected') toast({ title: PROVIDER_MESSAGES.calendarConnected, variant: 'success' });
    if (error) toast({ title: 'Google Calendar', description: error, variant: 'destructive' });
    const next = new URLSearchParams(searchParams);
    next.delete(CONNECTED);
    next.delete(ERROR);
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);
}
