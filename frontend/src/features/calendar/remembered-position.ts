import { z } from 'zod';

const DAY = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The view is a preference, kept for later visits. */
export const calendarViewSchema = z.enum(['month', 'week', 'list']);

/**
 * The month and week shown (`yyyy-MM-dd`) are a place in time: kept through reloads of this tab,
 * while a later visit starts from today again.
 */
export const calendarPlaceSchema = z.object({ month: DAY, weekStart: DAY });
export type CalendarPlace = z.infer<typeof calendarPlaceSchema>;

/** Keyed by user, so that someone else signing in on this browser starts from the defaults. */
export const calendarStorageKeys = (userId: string) => ({
  view: `eventfold.calendar.${userId}.view`,
  place: `eventfold.calendar.${userId}.place`,
  filters: `eventfold.calendar.${userId}.filters`,
});
