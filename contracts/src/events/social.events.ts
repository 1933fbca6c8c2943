import { z } from 'zod';
import { eventDetailsSchema } from '../domain/event-details';
import { defineEvent, type EventOf } from './envelope';

/** Friendship of two users: stream `friendship-{smaller id}-{larger id}`. */
export const FriendRequested = defineEvent(
  'FriendRequested',
  1,
  z.object({ requesterId: z.string(), addresseeId: z.string(), viaInviteId: z.string().nullable() }),
);
/** `viaInviteId` set: accepted through an invitation link, which connects the two at once. */
export const FriendAccepted = defineEvent(
  'FriendAccepted',
  1,
  z.object({ requesterId: z.string(), addresseeId: z.string(), viaInviteId: z.string().nullable() }),
);
export const FriendRequestDeclined = defineEvent(
  'FriendRequestDeclined',
  1,
  z.object({ requesterId: z.string(), addresseeId: z.string() }),
);
export const FriendRemoved = defineEvent(
  'FriendRemoved',
  1,
  z.object({ userId: z.string(), friendId: z.string() }),
);

/** Stream `blocks-{blockerId}`. */
export const UserBlocked = defineEvent(
  'UserBlocked',
  1,
  z.object({ blockerId: z.string(), blockedId: z.string() }),
);
export const UserUnblocked = defineEvent(
  'UserUnblocked',
  1,
  z.object({ blockerId: z.string(), blockedId: z.string() }),
);

/**
 * An invitation to join Eventfold: stream `invite-{inviteId}`. Only a hash of the token is kept;
 * `email` is the invitee's personal data, sealed with the key of that address (erased with the
 * account that signs up with it). Events stored before were sealed with the referrer's key.
 */
export const InviteCreated = defineEvent(
  'InviteCreated',
  1,
  z.object({ inviteId: z.string(), userId: z.string(), tokenHash: z.string(), email: z.string().nullable() }),
  ['email'],
  { email: { emailAddress: true } },
);
export const InviteAccepted = defineEvent(
  'InviteAccepted',
  1,
  z.object({ inviteId: z.string(), userId: z.string(), acceptedById: z.string() }),
);

/**
 * Likes of one user: stream `likes-{userId}`. `eventOwnerId` lets notifications reach the owner;
 * the copied title is the owner's personal data, sealed with the owner's key.
 */
export const EventLiked = defineEvent(
  'EventLiked',
  1,
  z.object({ userId: z.string(), eventId: z.string(), eventOwnerId: z.string(), eventTitle: z.string() }),
  ['eventTitle'],
  { eventTitle: { user: 'eventOwnerId' } },
);
export const EventUnliked = defineEvent(
  'EventUnliked',
  1,
  z.object({ userId: z.string(), eventId: z.string(), eventOwnerId: z.string() }),
);

/**
 * One comment: stream `comment-{commentId}`. Content is plain text, trimmed, at most 2,000
 * characters, sealed with the commenter's key; the copied title with the event owner's.
 */
export const CommentPosted = defineEvent(
  'CommentPosted',
  1,
  z.object({
    commentId: z.string(),
    eventId: z.string(),
    userId: z.string(),
    content: z.string(),
    eventOwnerId: z.string(),
    eventTitle: z.string(),
  }),
  ['content', 'eventTitle'],
  { eventTitle: { user: 'eventOwnerId' } },
);
export const CommentDeleted = defineEvent(
  'CommentDeleted',
  1,
  z.object({ commentId: z.string(), eventId: z.string(), userId: z.string() }),
);

/** The event as the invitee's calendar shows it, copied at invitation time. */
export const invitedEventSnapshotSchema = eventDetailsSchema;

/** Stream `event_invitation-{eventId}-{inviteeId}`. The snapshot is sealed with the inviter's key. */
export const EventInvitationSent = defineEvent(
  'EventInvitationSent',
  1,
  z.object({
    invitationId: z.string(),
    eventId: z.string(),
    inviterId: z.string(),
    inviteeId: z.string(),
    event: invitedEventSnapshotSchema,
  }),
  ['event'],
  { event: { user: 'inviterId' } },
);
export const EventInvitationAccepted = defineEvent(
  'EventInvitationAccepted',
  1,
  z.object({ invitationId: z.string(), eventId: z.string(), inviterId: z.string(), inviteeId: z.string() }),
);
export const EventInvitationDeclined = defineEvent(
  'EventInvitationDeclined',
  1,
  z.object({ invitationId: z.string(), eventId: z.string(), inviterId: z.string(), inviteeId: z.string() }),
);

/** Stream `notifications-{userId}`: the user read their notifications up to a moment. */
export const NotificationsRead = defineEvent(
  'NotificationsRead',
  1,
  z.object({ userId: z.string(), notificationIds: z.array(z.string()).nullable() }),
);

export const SOCIAL_EVENTS = [
  FriendRequested,
  FriendAccepted,
  FriendRequestDeclined,
  FriendRemoved,
  UserBlocked,
  UserUnblocked,
  InviteCreated,
  InviteAccepted,
  EventLiked,
  EventUnliked,
  CommentPosted,
  CommentDeleted,
  EventInvitationSent,
  EventInvitationAccepted,
  EventInvitationDeclined,
  NotificationsRead,
] as const;

export type FriendRequested = EventOf<typeof FriendRequested>;
export type FriendAccepted = EventOf<typeof FriendAccepted>;
export type FriendRequestDeclined = EventOf<typeof FriendRequestDeclined>;
export type FriendRemoved = EventOf<typeof FriendRemoved>;
export type UserBlocked = EventOf<typeof UserBlocked>;
export type UserUnblocked = EventOf<typeof UserUnblocked>;
export type InviteCreated = EventOf<typeof InviteCreated>;
export type InviteAccepted = EventOf<typeof InviteAccepted>;
export type EventLiked = EventOf<typeof EventLiked>;
export type EventUnliked = EventOf<typeof EventUnliked>;
export type CommentPosted = EventOf<typeof CommentPosted>;
export type CommentDeleted = EventOf<typeof CommentDeleted>;
export type EventInvitationSent = EventOf<typeof EventInvitationSent>;
export type EventInvitationAccepted = EventOf<typeof EventInvitationAccepted>;
export type EventInvitationDeclined = EventOf<typeof EventInvitationDeclined>;
export type NotificationsRead = EventOf<typeof NotificationsRead>;
