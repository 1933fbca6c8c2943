import { queryOptions, useQuery } from '@tanstack/react-query';
import { alertRuleListSchema, type AlertRule } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';

export const ALERTS_PATH = '/api/alerts';

export function getAlerts({ signal }: { signal?: AbortSignal } = {}): Promise<AlertRule[]> {
  return api.get(ALERTS_PATH, { schema: alertRuleListSchema, signal });
}

export const alertsQueryOptions = () =>
  queryOptions({ queryKey: [ALERTS_PATH], queryFn: ({ signal }) => getAlerts({ signal }) });

export function useAlerts() {
  return useQuery(alertsQueryOptions());
}
