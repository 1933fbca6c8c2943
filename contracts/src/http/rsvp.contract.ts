import { z } from 'zod';
import { NEARBY_MESSAGES } from '../domain/nearby-messages';
import { RSVP_STATUSES } from '../events/rsvp.events';
import { rsvpCountsSchema } from './nearby.contract';

/** PUT /api/events/{id}/rsvp */
export const rsvpBodySchema = z.object({
  status: z.enum(RSVP_STATUSES, { error: NEARBY_MESSAGES.rsvpInvalid }),
});
export type RsvpBody = z.infer<typeof rsvpBodySchema>;

export const rsvpAttendeeSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  status: z.enum(RSVP_STATUSES),
});
export type RsvpAttendee = z.infer<typeof rsvpAttendeeSchema>;

/**
 * GET /api/events/{id}/rsvps: counts include everyone; attendees only those the viewer may see;
 * status is the viewer's own answer (not going included), null when unanswered.
 */
export const rsvpListSchema = z.object({
  counts: rsvpCountsSchema,
  attendees: z.array(rsvpAttendeeSchema),
  status: z.enum(RSVP_STATUSES).nullable(),
});
export type RsvpList = z.infer<typeof rsvpListSchema>;

/** PUT and DELETE answer the viewer's status and the event's counts after the change. */
export const rsvpResponseSchema = z.object({
  eventId: z.string(),
  status: z.enum(RSVP_STATUSES).nullable(),
  counts: rsvpCountsSchema,
});
export type RsvpResponse = z.infer<typeof rsvpResponseSchema>;
