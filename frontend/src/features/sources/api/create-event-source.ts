import { useMutation } from '@tanstack/react-query';
import { eventSourceSchema, type CreateEventSourceInput, type EventSource } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { EVENT_SOURCES_PATH } from './get-event-sources';

/** POST /api/event-sources; the server answers 201 with the new, still pending, source. */
export function createEventSource(input: CreateEventSourceInput): Promise<EventSource> {
  return api.post(EVENT_SOURCES_PATH, input, { schema: eventSourceSchema });
}

/** Refetching and the 401 toast are left to the caller: the add dialog polls while the scan runs. */
export function useCreateEventSource() {
  return useMutation({ mutationFn: createEventSource, meta: { unauthorized: 'throw' } });
}
