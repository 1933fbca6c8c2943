import { z } from 'zod';

/**
 * What the model must return. Every field is required (nullable instead of optional) because
 * strict structured output demands it; `dateText` is the page's own wording of the date, which the
 * scanner looks up in the page to reject invented events.
 */
export const llmEventSchema = z.object({
  title: z.string(),
  dateText: z.string(),
  start: z.string(),
  end: z.string().nullable(),
  allDay: z.boolean(),
  location: z.string().nullable(),
  url: z.string().nullable(),
  imageUrl: z.string().nullable(),
  description: z.string().nullable(),
});

export const llmEventsSchema = z.object({ events: z.array(llmEventSchema) });
export type LlmEvent = z.infer<typeof llmEventSchema>;

export function llmInstructions(timezone: string, today: string): string {
  return [
    'You extract upcoming events from the text of a venue web page.',
    'Copy title, dateText, location, url, imageUrl and description verbatim from the page; never invent or rephrase.',
    'dateText is the exact text on the page that states the date.',
    `start and end are local times at the venue (${timezone}) as YYYY-MM-DDTHH:mm, or YYYY-MM-DD with allDay true when no time is given.`,
    `Today is ${today}; a date without a year is the next such date from today.`,
    'Return an empty list when the page lists no events.',
  ].join('\n');
}
