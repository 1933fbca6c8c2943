import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarEventSchema, type CalendarEventView, type CreateEventFields } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { invalidateCalendar } from './invalidate-calendar';

export interface UpdateEventInput {
  eventId: string;
  fields: CreateEventFields;
  /** A new picture; null keeps the current one unless `removeImage`. */
  image: File | null;
  removeImage: boolean;
}

/** PATCH /api/events/{id}: the whole form; multipart only when a new picture goes with it. */
export function updateEvent({
  eventId,
  fields,
  image,
  removeImage,
}: UpdateEventInput): Promise<CalendarEventView> {
  const path = `/api/events/${encodeURIComponent(eventId)}`;
  if (!image) return api.patch(path, { ...fields, removeImage }, { schema: calendarEventSchema });
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  form.append('image', image);
  return api.patch(path, form, { schema: calendarEventSchema });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateEvent, onSuccess: () => invalidateCalendar(queryClient) });
}
