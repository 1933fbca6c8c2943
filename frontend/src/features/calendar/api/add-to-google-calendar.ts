import { useMutation } from '@tanstack/react-query';
import { addToGoogleCalendarResponseSchema, type AddToGoogleCalendarResponse } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/events/{id}/add-to-google-calendar: inserts the event, or updates the copy it sent before. */
export function addToGoogleCalendar(eventId: string): Promise<AddToGoogleCalendarResponse> {
  return api.post(`/api/events/${encodeURIComponent(eventId)}/add-to-google-calendar`, undefined, {
    schema: addToGoogleCalendarResponseSchema,
  });
}

export function useAddToGoogleCalendar() {
  return useMutation({ mutationFn: addToGoogleCalendar });
}
