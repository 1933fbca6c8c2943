import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarFeedSchema, type CalendarFeed } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { CALENDAR_FEED_PATH, calendarFeedQueryOptions } from './get-calendar-feed';

/** DELETE /api/calendar/feed: switches the feed off; its link stops working at once. */
export function turnOffCalendarFeed(): Promise<CalendarFeed> {
  return api.delete(CALENDAR_FEED_PATH, { schema: calendarFeedSchema });
}

export function useTurnOffCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedQueryOptions().queryKey, feed),
  });
}
