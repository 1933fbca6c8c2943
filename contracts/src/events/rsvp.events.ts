import { z } from 'zod';
import { eventDetailsSchema } from '../domain/event-details';
import { defineEvent, type EventOf } from './envelope';

export const RSVP_STATUSES = ['going', 'interested', 'not_going'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

/**
 * The event as the answering user's calendar shows it when it is not theirs (found in Nearby), copied
 * when they answer; `sourceId` names the venue's source so the calendar shows its name and category.
 */
export const rsvpEventSnapshotSchema = eventDetailsSchema.extend({ sourceId: z.string().nullable() });
export type RsvpEventSnapshot = z.infer<typeof rsvpEventSnapshotSchema>;

/**
 * Stream of one user's answer to one event: `rsvp-{eventId}-{userId}`. Version 2 carries the event's
 * snapshot (null in version 1 answers, given before RSVP'd events joined the calendar), sealed with the
 * answering user's key: it is what their calendar shows.
 */
export const RsvpChanged = defineEvent(
  'RsvpChanged',
  2,
  z.object({
    userId: z.string(),
    eventId: z.string(),
    status: z.enum(RSVP_STATUSES),
    event: rsvpEventSnapshotSchema.nullable(),
  }),
  ['event'],
);

export const RsvpWithdrawn = defineEvent(
  'RsvpWithdrawn',
  1,
  z.object({ userId: z.string(), eventId: z.string() }),
);

/**
 * Going or interested, told to the friends who may see it (per the user's `rsvpVisibility` when they
 * answered, without blocked users): their bells. Same stream as the answer.
 */
export const RsvpSharedWithFriends = defineEvent(
  'RsvpSharedWithFriends',
  1,
  z.object({
    userId: z.string(),
    eventId: z.string(),
    status: z.enum(['going', 'interested']),
    eventTitle: z.string(),
    friendIds: z.array(z.string()),
  }),
  ['eventTitle'],
);

/**
 * A rescan cancelled or moved an event people answered: stream `rsvped_event-{eventId}`. Those going
 * hear of it in the bell; everyone who answered has their calendar copy follow (`event`: the new
 * listing when moved).
 */
export const RsvpedEventChanged = defineEvent(
  'RsvpedEventChanged',
  1,
  z.object({
    eventId: z.string(),
    sourceId: z.string(),
    change: z.enum(['cancelled', 'moved']),
    eventTitle: z.string(),
    event: rsvpEventSnapshotSchema.nullable(),
    goingUserIds: z.array(z.string()),
    interestedUserIds: z.array(z.string()),
  }),
);

export const RSVP_EVENTS = [RsvpChanged, RsvpWithdrawn, RsvpSharedWithFriends, RsvpedEventChanged] as const;

export type RsvpChanged = EventOf<typeof RsvpChanged>;
export type RsvpWithdrawn = EventOf<typeof RsvpWithdrawn>;
export type RsvpSharedWithFriends = EventOf<typeof RsvpSharedWithFriends>;
export type RsvpedEventChanged = EventOf<typeof RsvpedEventChanged>;
export type RsvpEvent = RsvpChanged | RsvpWithdrawn | RsvpSharedWithFriends;
