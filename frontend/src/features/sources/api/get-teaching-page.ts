import { queryOptions, useQuery } from '@tanstack/react-query';
import { teachingPageSchema, type TeachingPage } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { EVENT_SOURCES_PATH } from './get-event-sources';

const pagePath = (id: string) => `${EVENT_SOURCES_PATH}/${encodeURIComponent(id)}/page`;

/** GET /api/event-sources/{id}/page: the venue's page as the scanner fetched it, as blocks of plain text. */
export function getTeachingPage(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TeachingPage> {
  return api.get(pagePath(id), { schema: teachingPageSchema, signal });
}

/** Fetched again each time the dialog opens: the page is the site's, as it is now. */
export const teachingPageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [pagePath(id)],
    queryFn: ({ signal }) => getTeachingPage(id, { signal }),
    gcTime: 0,
    staleTime: 0,
  });

export function useTeachingPage(id: string) {
  return useQuery(teachingPageQueryOptions(id));
}
