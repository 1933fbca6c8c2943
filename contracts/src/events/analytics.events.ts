import { z } from 'zod';
import { analyticsEventSchema } from '../http/analytics.contract';
import { defineEvent, type EventOf } from './envelope';

/**
 * Stream `analytics-{userId}`: product analytics kept on our own backend. The properties are whatever
 * the client attached, so they are treated as personal data and erased with the user's key.
 */
export const AnalyticsEventRecorded = defineEvent(
  'AnalyticsEventRecorded',
  1,
  z.object({
    userId: z.string(),
    event: analyticsEventSchema.shape.event,
    properties: analyticsEventSchema.shape.properties,
  }),
  ['properties'],
);

export const ANALYTICS_DOMAIN_EVENTS = [AnalyticsEventRecorded] as const;

export type AnalyticsEventRecorded = EventOf<typeof AnalyticsEventRecorded>;
