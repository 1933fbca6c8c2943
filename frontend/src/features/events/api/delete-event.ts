import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateCalendar } from './invalidate-calendar';

/** DELETE /api/events/{id}: the owner's event leaves every calendar it is in. */
export function deleteEvent(eventId: string): Promise<unknown> {
  return api.delete(`/api/events/${encodeURIComponent(eventId)}`);
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteEvent, onSuccess: () => invalidateCalendar(queryClient) });
}
