import { useMutation } from '@tanstack/react-query';
import { type AnalyticsEvent } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/analytics (204): kept on our own backend. */
export async function sendAnalytics(event: AnalyticsEvent): Promise<void> {
  await api.post('/api/analytics', event);
}

/** Fire and forget: a lost analytics event never bothers the person, nor logs them out. */
export function useSendAnalytics() {
  const mutation = useMutation({
    mutationFn: sendAnalytics,
    meta: { unauthorized: 'throw' },
    onError: (error) => console.warn('Analytics event not recorded', error),
  });
  return mutation.mutate;
}
