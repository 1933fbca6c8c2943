import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertRuleSchema, type AlertRule, type AlertKind } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { ALERTS_PATH, alertsQueryOptions } from './get-alerts';

export interface NewAlert {
  kind: AlertKind;
  value: string;
  radiusMiles?: number;
}

/** POST /api/alerts: the server checks the rule (kind, value, the venue being one's own, the limit). */
export function createAlert(alert: NewAlert): Promise<AlertRule> {
  return api.post(ALERTS_PATH, alert, { schema: alertRuleSchema });
}

export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsQueryOptions().queryKey }),
  });
}
