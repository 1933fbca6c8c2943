import { z } from 'zod';

/**
 * What an event says, whoever looks at it and wherever it came from: the fields the calendar, the
 * public event page, an invitation's copy and a scraped event share. Times are ISO 8601 in UTC.
 */
export const eventDetailsSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  allDay: z.boolean(),
  timezone: z.string(),
  location: z.string().nullable(),
  url: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type EventDetails = z.infer<typeof eventDetailsSchema>;
