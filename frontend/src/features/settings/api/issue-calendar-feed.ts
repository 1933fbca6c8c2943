import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarFeedSchema, type CalendarFeed } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { CALENDAR_FEED_PATH, calendarFeedQueryOptions } from './get-calendar-feed';

/** POST /api/calendar/feed: makes the link, or a new one that stops the old one at once. */
export function issueCalendarFeed(): Promise<CalendarFeed> {
  return api.post(CALENDAR_FEED_PATH, undefined, { schema: calendarFeedSchema });
}

export function useIssueCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedQueryOptions().queryKey, feed),
  });
}
