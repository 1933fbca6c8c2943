import { z } from 'zod';
import { multiLineText } from '../domain/safe-text';
import { LIMITS } from '../domain/limits';
import { SOCIAL_MESSAGES, tooLongMessage } from '../domain/messages';

/** How one user appears to another: never the e-mail, which stays private. */
export const publicUserSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** GET /api/friends */
export const friendSchema = publicUserSchema.extend({ friendsSince: z.string() });
export const friendListSchema = z.array(friendSchema);
export type Friend = z.infer<typeof friendSchema>;

/** GET /api/friends/requests: requests others sent to the signed-in user. */
export const friendRequestSchema = z.object({
  requesterId: z.string(),
  requester: publicUserSchema,
  status: z.enum(['pending', 'accepted']),
  createdAt: z.string(),
});
export const friendRequestListSchema = z.array(friendRequestSchema);
export type FriendRequest = z.infer<typeof friendRequestSchema>;

/** An account id (a UUID): anything else names nobody and is refused before it reaches a stream. */
export function userIdSchema(field: string) {
  return z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .pipe(z.uuid({ error: `${field} must be a user id` }));
}

/** POST /api/friends/accept and /api/friends/decline. */
export const respondFriendRequestSchema = z.object({ requesterId: userIdSchema('requesterId') });

/** POST /api/friends/request and POST /api/blocks: a user, by id. */
export const sendFriendRequestSchema = z.object({ userId: userIdSchema('userId') });

export const ACTIVITY_ACTIONS = ['liked', 'commented', 'favorited', 'going', 'interested'] as const;

/** GET /api/friends/activity: what friends did, as their share flags allow. */
export const friendActivitySchema = z.object({
  id: z.string(),
  user: publicUserSchema,
  action: z.enum(ACTIVITY_ACTIONS),
  event: z.object({ id: z.string(), title: z.string() }),
  createdAt: z.string(),
});
export const friendActivityListSchema = z.array(friendActivitySchema);
export type FriendActivity = z.infer<typeof friendActivitySchema>;

/** POST /api/email-invite */
export const emailInviteRequestSchema = z.object({
  email: z
    .email({ error: 'Please enter a valid email address.' })
    .trim()
    .max(LIMITS.emailMaxLength, tooLongMessage('Email', LIMITS.emailMaxLength)),
});
export const emailInviteResponseSchema = z.object({
  success: z.boolean(),
  inviteLink: z.string(),
  emailSent: z.boolean(),
  message: z.string(),
});
export type EmailInviteResponse = z.infer<typeof emailInviteResponseSchema>;

/** POST /api/invites/accept: a used or unknown token answers 400 "Invalid or already used". */
export const acceptInviteRequestSchema = z.object({
  token: z.string().min(1, SOCIAL_MESSAGES.inviteNotValid),
});
export const acceptInviteResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** POST/DELETE /api/events/{id}/like */
export const likeResponseSchema = z.object({
  eventId: z.string(),
  liked: z.boolean(),
  likeCount: z.number().int(),
});
export type LikeResponse = z.infer<typeof likeResponseSchema>;

/** GET /api/events/{id}/likes: who liked it, among the people the viewer may see. */
export const eventLikeSchema = z.object({
  userId: z.string(),
  user: publicUserSchema,
  createdAt: z.string(),
});
export const eventLikeListSchema = z.array(eventLikeSchema);

/** GET /api/user/likes */
export const userLikeSchema = z.object({ eventId: z.string(), createdAt: z.string() });
export const userLikeListSchema = z.array(userLikeSchema);

export const commentSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  userId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  user: z.object({
    name: z.string().nullable(),
    firstName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
  }),
});
export const commentListSchema = z.array(commentSchema);
export type EventComment = z.infer<typeof commentSchema>;

/** POST /api/events/{id}/comment */
export const postCommentSchema = z.object({
  content: multiLineText('Please write a comment.')
    .trim()
    .min(1, 'Please write a comment.')
    .max(LIMITS.commentMaxLength, `Comments can be at most ${LIMITS.commentMaxLength} characters.`),
});

/** GET /api/events/social-data?eventIds=["…"]: per event, how many friends liked it and how many comments. */
export const socialDataSchema = z.record(
  z.string(),
  z.object({ friendLikes: z.number().int(), commentCount: z.number().int() }),
);
export type SocialData = z.infer<typeof socialDataSchema>;
export const socialDataQuerySchema = z.object({
  eventIds: z.string().transform((value, ctx) => {
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed) && parsed.every((id) => typeof id === 'string') && parsed.length <= 500) {
        return parsed as string[];
      }
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: 'eventIds must be a JSON array of at most 500 event ids' });
    return z.NEVER;
  }),
});

/** POST /api/events/{id}/invite */
export const inviteFriendsToEventSchema = z.object({
  friendIds: z
    .array(userIdSchema('friendIds'))
    .min(1, SOCIAL_MESSAGES.noFriendsSelected.description)
    .max(200),
});
export const inviteFriendsResponseSchema = z.object({ invited: z.number().int(), message: z.string() });

/**
 * GET /api/events/{id}/invitations: the friends the caller has invited to the event whose invitation
 * still stands (waiting or accepted; a declined one may be sent again). Only the caller's own invitations.
 */
export const eventInvitationsSchema = z.object({ invitedFriendIds: z.array(z.string()) });
export type EventInvitations = z.infer<typeof eventInvitationsSchema>;

/** POST /api/event-invitations/{eventId}/accept | /decline */
export const invitationResponseSchema = z.object({
  eventId: z.string(),
  status: z.enum(['accepted', 'declined']),
});

export const NOTIFICATION_TYPES = [
  'like',
  'comment',
  'friend_request',
  'friend_accept',
  'event_invite',
  'friend_rsvp',
  'event_changed',
  'alert',
  'reminder',
  'favorite',
] as const;

/** GET /api/notifications: the 10 latest first (`?limit=` up to 50 for "View all"). */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  actor: publicUserSchema.nullable(),
  eventId: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  read: z.boolean(),
  createdAt: z.string(),
});
export const notificationListSchema = z.array(notificationSchema);
export type AppNotification = z.infer<typeof notificationSchema>;
export const unreadCountSchema = z.object({ count: z.number().int() });

/** POST /api/notifications/read: the given ids, or all when none are given. */
export const markNotificationsReadSchema = z.object({ ids: z.array(z.string()).max(200).optional() });
