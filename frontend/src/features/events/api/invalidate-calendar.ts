import { type QueryClient } from '@tanstack/react-query';

/** The calendar's ranges and single events all start with these paths. */
const CALENDAR_PATHS = ['/api/events', '/api/calendar/events'];

/** After an own event changes, every range and opened event showing it is read again. */
export function invalidateCalendar(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      typeof query.queryKey[0] === 'string' &&
      CALENDAR_PATHS.some((path) => (query.queryKey[0] as string).startsWith(path)),
  });
}
