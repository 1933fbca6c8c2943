import { useQuery } from '@tanstack/react-query';
import { calendarEventListSchema } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/audit/users/{id}/calendar?asOf&from&to: the calendar as it stood at an instant. */
export function useCalendarAsOf(userId: string, asOf: string, range: { from: string; to: string }) {
  const path = `/api/audit/users/${encodeURIComponent(userId)}/calendar`;
  return useQuery({
    queryKey: [path, { asOf, ...range }],
    queryFn: ({ signal }) =>
      api.get(path, { params: { asOf, ...range }, schema: calendarEventListSchema, signal }),
    enabled: asOf !== '',
  });
}
