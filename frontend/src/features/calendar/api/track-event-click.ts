import { type AnalyticsEvent } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { type CalendarViewName } from '../calendar-dates';

/** POST /api/analytics: which view an event was opened from. Best effort: a failure never bothers the user. */
export function trackEventClick(view: CalendarViewName): Promise<void> {
  const payload: AnalyticsEvent = { event: 'event_click', properties: { view } };
  return api.post('/api/analytics', payload).then(
    () => undefined,
    (error: unknown) => console.warn('event_click was not recorded', error),
  );
}
