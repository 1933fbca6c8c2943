import { z } from 'zod';
import { singleLineText } from '../domain/safe-text';

export const ANALYTICS_EVENTS = ['delete_source', 'refresh_source', 'event_click'] as const;

/** POST /api/analytics: product analytics kept on our own backend (no third party). */
export const analyticsEventSchema = z.object({
  event: z.enum(ANALYTICS_EVENTS),
  // Bounded because every event is kept in the permanent log: at most 10 short keys and short values.
  properties: z
    .record(
      z
        .string()
        .regex(/^[A-Za-z0-9_]{1,40}$/, 'Analytics property names are letters, digits and _ (at most 40).'),
      z.union([singleLineText().max(200), z.number(), z.boolean(), z.null()]),
    )
    .refine((properties) => Object.keys(properties).length <= 10, 'At most 10 analytics properties.')
    .default({}),
});
export type AnalyticsEvent = z.input<typeof analyticsEventSchema>;
