import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateEventFields } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';

/** The calendar's queries all start with this path; a new event refreshes every range. */
const EVENTS_PATH = '/api/events';

export interface CreateEventInput {
  fields: CreateEventFields;
  image: File | null;
}

/** POST /api/events, multipart: the text fields, and the picture in `image` when there is one. */
export async function createEvent({ fields, image }: CreateEventInput): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  if (image) form.append('image', image);
  await api.upload(EVENTS_PATH, form);
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [EVENTS_PATH] }),
  });
}
