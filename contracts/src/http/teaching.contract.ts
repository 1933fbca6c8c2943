import { z } from 'zod';
import { singleLineText } from '../domain/safe-text';
import { TAUGHT_LIMITS, TAUGHT_MESSAGES, taughtPatternSchema } from '../domain/taught-pattern';

// Teaching a venue by example (issue 25; paths in docs/decisions.md, "Teach a venue by example").

const exampleSchema = singleLineText(TAUGHT_MESSAGES.exampleRequired)
  .trim()
  .min(1, TAUGHT_MESSAGES.exampleRequired)
  .max(TAUGHT_LIMITS.exampleLength, TAUGHT_MESSAGES.exampleTooLong);

/**
 * POST /api/event-sources/{id}/teach/preview and POST /api/event-sources/{id}/teach: the titles of one or two of the
 * page's events, as the person clicked or typed them. The server learns the pattern itself: none is ever sent.
 */
export const teachSourceSchema = z.object({
  examples: z
    .array(exampleSchema, { error: TAUGHT_MESSAGES.exampleRequired })
    .min(1, TAUGHT_MESSAGES.exampleRequired)
    .max(TAUGHT_LIMITS.examples, `At most ${TAUGHT_LIMITS.examples} examples`),
});
export type TeachSourceInput = z.infer<typeof teachSourceSchema>;

/** GET /api/event-sources/{id}/page: the page as the scanner fetched it, as blocks of plain text. */
export const teachingPageSchema = z.object({
  url: z.string(),
  blocks: z.array(z.object({ text: z.string(), prominent: z.boolean() })),
  /** The page held more blocks than a dialog lists. */
  truncated: z.boolean(),
});
export type TeachingPage = z.infer<typeof teachingPageSchema>;

export const previewEventSchema = z.object({
  title: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  allDay: z.boolean(),
  location: z.string().nullable(),
  url: z.string().nullable(),
});
export type PreviewEvent = z.infer<typeof previewEventSchema>;

/** What a pattern would read: every upcoming event (the first TAUGHT_LIMITS.previewEvents listed) and how many. */
export const teachingPreviewSchema = z.object({
  count: z.number().int().nonnegative(),
  events: z.array(previewEventSchema).max(TAUGHT_LIMITS.previewEvents),
  /** Records the pattern reached that are over, or gave no title or day. */
  past: z.number().int().nonnegative(),
  unreadable: z.number().int().nonnegative(),
  pattern: taughtPatternSchema,
});
export type TeachingPreview = z.infer<typeof teachingPreviewSchema>;
