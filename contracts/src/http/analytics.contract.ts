import { z } from 'zod';

export const ANALYTICS_EVENTS = ['delete_source', 'refresh_source', 'event_click'] as const;

/** POST /api/analytics: product analytics kept on our own backend (no third party). */
export const analyticsEventSchema = z.object({
  event: z.enum(ANALYTICS_EVENTS),
  properties: z
    .record(z.string(), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]))
    .default({}),
});
export type AnalyticsEvent = z.input<typeof analyticsEventSchema>;
