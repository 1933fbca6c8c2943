import { z } from 'zod';
import { defineEvent, type EventOf } from './envelope';

/** Who sees a user's own event in Nearby: only the owner (private), their friends, or everyone. */
export const EVENT_VISIBILITIES = ['private', 'friends', 'public'] as const;
export type EventVisibility = (typeof EVENT_VISIBILITIES)[number];

/** What the user wrote is personal data, sealed with their key. */
const OWN_EVENT_PII = ['title', 'description', 'location'] as const;

/**
 * An own event's content as created, and as it stands after an edit: change it only with new
 * versions of both events.
 */
const ownEventContent = {
  eventId: z.string(),
  userId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  timezone: z.string(),
  /** Blob id of the uploaded image, served at /api/events/{eventId}/image. */
  imageId: z.string().nullable(),
  visibility: z.enum(EVENT_VISIBILITIES),
};

/**
 * Stream of one user-created event: `event-{eventId}`. Times are ISO 8601 in UTC with their zone.
 * Version 2 adds `visibility`; version 1 events were private (the upcaster says so). What the user
 * wrote (title, description, location) is personal data, sealed with their key; events stored
 * before that carry it in the clear and read the same.
 */
export const EventCreated = defineEvent('EventCreated', 2, z.object(ownEventContent), OWN_EVENT_PII);

/**
 * The owner changed their event (PATCH /api/events/{id}): its whole content as it now stands.
 * `copyHolderIds` are the others holding a copy (friends invited, people going from Nearby): it
 * follows the change.
 */
export const EventUpdated = defineEvent(
  'EventUpdated',
  1,
  z.object({ ...ownEventContent, copyHolderIds: z.array(z.string()) }),
  OWN_EVENT_PII,
);

/** The owner deleted their event: it leaves their calendar, the invitees' and the shared page. */
export const EventDeleted = defineEvent(
  'EventDeleted',
  1,
  z.object({ eventId: z.string(), userId: z.string(), copyHolderIds: z.array(z.string()) }),
);

/** Stream of one user's favorites: `favorites-{userId}`. Any event the user sees can be a favorite. */
export const EventFavorited = defineEvent(
  'EventFavorited',
  1,
  z.object({ userId: z.string(), eventId: z.string() }),
);
export const EventUnfavorited = defineEvent(
  'EventUnfavorited',
  1,
  z.object({ userId: z.string(), eventId: z.string() }),
);

/** A share link was created (the spec's short_urls row); stream `event_shares-{userId}`. */
export const EventShared = defineEvent(
  'EventShared',
  1,
  z.object({ userId: z.string(), eventId: z.string(), shortUrlId: z.string() }),
);

/** The private calendar feed of a user (`calendar_feed-{userId}`): a new token revokes the previous one. */
export const CalendarFeedTokenIssued = defineEvent(
  'CalendarFeedTokenIssued',
  1,
  z.object({ userId: z.string(), tokenHash: z.string() }),
);

/** The user switched the private feed off: its link stops working; a link issued later is a new one. */
export const CalendarFeedTurnedOff = defineEvent(
  'CalendarFeedTurnedOff',
  1,
  z.object({ userId: z.string() }),
);

export const CALENDAR_EVENTS = [
  EventCreated,
  EventUpdated,
  EventDeleted,
  EventFavorited,
  EventUnfavorited,
  EventShared,
  CalendarFeedTokenIssued,
  CalendarFeedTurnedOff,
] as const;

export type EventCreated = EventOf<typeof EventCreated>;
export type EventUpdated = EventOf<typeof EventUpdated>;
export type EventDeleted = EventOf<typeof EventDeleted>;
export type EventFavorited = EventOf<typeof EventFavorited>;
export type EventUnfavorited = EventOf<typeof EventUnfavorited>;
export type EventShared = EventOf<typeof EventShared>;
export type CalendarFeedTokenIssued = EventOf<typeof CalendarFeedTokenIssued>;
export type CalendarFeedTurnedOff = EventOf<typeof CalendarFeedTurnedOff>;
export type CalendarEvent =
  | EventCreated
  | EventUpdated
  | EventDeleted
  | EventFavorited
  | EventUnfavorited
  | EventShared
  | CalendarFeedTokenIssued
  | CalendarFeedTurnedOff;
