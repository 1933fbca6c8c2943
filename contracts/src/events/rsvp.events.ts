import { z } from 'zod';
import { defineEvent, type EventOf } from './envelope';

export const RSVP_STATUSES = ['going', 'interested', 'not_going'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

/** Stream of one user's answer to one event: `rsvp-{eventId}-{userId}`. */
export const RsvpChanged = defineEvent(
  'RsvpChanged',
  1,
  z.object({ userId: z.string(), eventId: z.string(), status: z.enum(RSVP_STATUSES) }),
);

export const RsvpWithdrawn = defineEvent(
  'RsvpWithdrawn',
  1,
  z.object({ userId: z.string(), eventId: z.string() }),
);

export const RSVP_EVENTS = [RsvpChanged, RsvpWithdrawn] as const;

export type RsvpChanged = EventOf<typeof RsvpChanged>;
export type RsvpWithdrawn = EventOf<typeof RsvpWithdrawn>;
export type RsvpEvent = RsvpChanged | RsvpWithdrawn;
