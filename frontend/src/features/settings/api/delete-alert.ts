import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ALERTS_PATH, alertsQueryOptions } from './get-alerts';

export function deleteAlert(id: string): Promise<unknown> {
  return api.delete(`${ALERTS_PATH}/${encodeURIComponent(id)}`);
}

export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsQueryOptions().queryKey }),
  });
}
