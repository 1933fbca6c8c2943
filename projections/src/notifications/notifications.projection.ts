import { SYSTEM_PRINCIPAL } from '@eventfold/contracts';
import type {
  AlertMatched,
  AlertedEventCancelled,
  CommentPosted,
  EventInvitationSent,
  EventLiked,
  EventUnliked,
  FriendAccepted,
  FriendRequested,
  NotificationsRead,
  OwnEventFavorited,
  PreferencesChanged,
  ReminderDue,
  RsvpSharedWithFriends,
  RsvpedEventChanged,
  UserBlocked,
  UserUnblocked,
} from '@eventfold/contracts';
import type { ProjectedEvent, ProjectedEventOf, Projection } from '../runtime/projection';
import {
  NOTIFICATIONS_KEPT,
  type NotificationInboxDocument,
  type NotificationItem,
} from './notification.document';

type NotificationsEvent = ProjectedEventOf<
  | EventLiked
  | EventUnliked
  | CommentPosted
  | EventInvitationSent
  | FriendRequested
  | FriendAccepted
  | PreferencesChanged
  | UserBlocked
  | UserUnblocked
  | NotificationsRead
  | RsvpSharedWithFriends
  | RsvpedEventChanged
  | AlertMatched
  | AlertedEventCancelled
  | ReminderDue
  | OwnEventFavorited
>;

/** The settings defaults (spec, section 3): an inbox created before any preference change uses them. */
function emptyInbox(userId: string): NotificationInboxDocument {
  return {
    _id: userId,
    _position: '0',
    userId,
    notifyOnLike: true,
    notifyOnComment: true,
    notifyOnFavorite: false,
    blocked: [],
    blockedBy: [],
    items: [],
  };
}

function delivered(
  inbox: NotificationInboxDocument,
  event: ProjectedEvent,
  item: Omit<NotificationItem, 'id' | 'read' | 'createdAt'>,
): NotificationInboxDocument {
  if (item.actorId === inbox.userId) return inbox;
  if (inbox.blocked.includes(item.actorId) || inbox.blockedBy.includes(item.actorId)) return inbox;
  const notification = {
    ...item,
    id: event.position.toString(),
    read: false,
    createdAt: event.metadata.occurredAt,
  };
  return { ...inbox, items: [notification, ...inbox.items].slice(0, NOTIFICATIONS_KEPT) };
}

/** The alert about a cancelled event says so, and comes back to the top of the bell unread. */
function alertCancelled(inbox: NotificationInboxDocument, eventId: string): NotificationInboxDocument {
  const alert = inbox.items.find((item) => item.type === 'alert' && item.eventId === eventId);
  if (alert === undefined) return inbox;
  const cancelled = { ...alert, read: false, data: { ...alert.data, cancelled: true } };
  return { ...inbox, items: [cancelled, ...inbox.items.filter((item) => item !== alert)] };
}

const withId = (ids: string[], id: string) => (ids.includes(id) ? ids : [...ids, id]);
const withoutId = (ids: string[], id: string) => ids.filter((existing) => existing !== id);

function evolve(
  current: NotificationInboxDocument | null,
  event: NotificationsEvent,
  recipient: string,
): NotificationInboxDocument {
  const inbox = current ?? emptyInbox(recipient);
  switch (event.type) {
    case 'EventLiked': {
      if (!inbox.notifyOnLike) return inbox;
      const { userId, eventId, eventTitle } = event.data;
      return delivered(inbox, event, { type: 'like', actorId: userId, eventId, data: { eventTitle } });
    }
    case 'EventUnliked': {
      // Liking and unliking again and again should not fill the bell.
      const { userId, eventId } = event.data;
      const kept = inbox.items.filter(
        (item) =>
          !(item.type === 'like' && item.actorId === userId && item.eventId === eventId && !item.read),
      );
      return { ...inbox, items: kept };
    }
    case 'CommentPosted': {
      if (!inbox.notifyOnComment) return inbox;
      const { userId, eventId, eventTitle, commentId } = event.data;
      return delivered(inbox, event, {
        type: 'comment',
        actorId: userId,
        eventId,
        data: { eventTitle, commentId },
      });
    }
    case 'EventInvitationSent': {
      const { inviterId, eventId, invitationId, event: invited } = event.data;
      return delivered(inbox, event, {
        type: 'event_invite',
        actorId: inviterId,
        eventId,
        // The snapshot reads as null once the inviter's key is erased.
        data: { eventTitle: (invited as typeof invited | null)?.title ?? null, invitationId },
      });
    }
    case 'RsvpSharedWithFriends': {
      const { userId, eventId, eventTitle, status } = event.data;
      return delivered(inbox, event, {
        type: 'friend_rsvp',
        actorId: userId,
        eventId,
        data: { eventTitle, status },
      });
    }
    case 'RsvpedEventChanged': {
      // The venue's listing changed: news from the source, whose owner is no actor of it.
      const { eventId, eventTitle, change, event: moved } = event.data;
      const notification = {
        type: 'event_changed' as const,
        actorId: SYSTEM_PRINCIPAL,
        eventId,
        data: { eventTitle, change, startDate: moved?.startDate ?? null, timezone: moved?.timezone ?? null },
      };
      return delivered(inbox, event, notification);
    }
    case 'AlertMatched': {
      const { eventId, eventTitle, startDate, ruleId, ruleKind, ruleValue } = event.data;
      return delivered(inbox, event, {
        type: 'alert',
        actorId: SYSTEM_PRINCIPAL,
        eventId,
        data: {
          eventTitle,
          startDate,
          rule: { id: ruleId, kind: ruleKind, value: ruleValue },
          cancelled: false,
        },
      });
    }
    case 'AlertedEventCancelled':
      return alertCancelled(inbox, event.data.eventId);
    case 'ReminderDue': {
      const { eventId, eventTitle, startDate, remindBeforeMinutes } = event.data;
      return delivered(inbox, event, {
        type: 'reminder',
        actorId: SYSTEM_PRINCIPAL,
        eventId,
        data: { eventTitle, startDate, remindBeforeMinutes },
      });
    }
    case 'OwnEventFavorited': {
      if (!inbox.notifyOnFavorite) return inbox;
      const { favoriterId, eventId, eventTitle } = event.data;
      return delivered(inbox, event, {
        type: 'favorite',
        actorId: favoriterId,
        eventId,
        data: { eventTitle },
      });
    }
    case 'FriendRequested':
      return delivered(inbox, event, {
        type: 'friend_request',
        actorId: event.data.requesterId,
        eventId: null,
        data: {},
      });
    case 'FriendAccepted':
      // Through an invitation link nobody sent a request: the inviter hears their invitation was taken.
      return delivered(inbox, event, {
        type: 'friend_accept',
        actorId: event.data.addresseeId,
        eventId: null,
        data: event.data.viaInviteId === null ? {} : { viaInvite: true },
      });
    case 'PreferencesChanged': {
      const { notifyOnLike, notifyOnComment, notifyOnFavorite } = event.data.changes;
      return {
        ...inbox,
        notifyOnLike: notifyOnLike ?? inbox.notifyOnLike,
        notifyOnComment: notifyOnComment ?? inbox.notifyOnComment,
        notifyOnFavorite: notifyOnFavorite ?? inbox.notifyOnFavorite,
      };
    }
    case 'UserBlocked':
      return recipient === event.data.blockerId
        ? { ...inbox, blocked: withId(inbox.blocked, event.data.blockedId) }
        : { ...inbox, blockedBy: withId(inbox.blockedBy, event.data.blockerId) };
    case 'UserUnblocked':
      return recipient === event.data.blockerId
        ? { ...inbox, blocked: withoutId(inbox.blocked, event.data.blockedId) }
        : { ...inbox, blockedBy: withoutId(inbox.blockedBy, event.data.blockerId) };
    case 'NotificationsRead': {
      const ids = event.data.notificationIds === null ? null : new Set(event.data.notificationIds);
      const items = inbox.items.map((item) =>
        ids === null || ids.has(item.id) ? { ...item, read: true } : item,
      );
      return { ...inbox, items };
    }
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

function documentIds(event: NotificationsEvent): string[] {
  switch (event.type) {
    case 'EventLiked':
    case 'EventUnliked':
    case 'CommentPosted':
      return [event.data.eventOwnerId];
    case 'EventInvitationSent':
      return [event.data.inviteeId];
    case 'RsvpSharedWithFriends':
      return event.data.friendIds;
    case 'RsvpedEventChanged':
      return event.data.goingUserIds;
    case 'FriendRequested':
      return [event.data.addresseeId];
    case 'FriendAccepted':
      return [event.data.requesterId];
    case 'PreferencesChanged':
    case 'NotificationsRead':
    case 'AlertMatched':
    case 'AlertedEventCancelled':
    case 'ReminderDue':
    case 'OwnEventFavorited':
      return [event.data.userId];
    case 'UserBlocked':
    case 'UserUnblocked':
      return [event.data.blockerId, event.data.blockedId];
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** The inbox without the items about an erased user or their events. */
function withoutItems(
  inbox: NotificationInboxDocument,
  erased: (item: NotificationItem) => boolean,
): NotificationInboxDocument {
  return { ...inbox, items: inbox.items.filter((item) => !erased(item)) };
}

/**
 * The bell (GET /api/notifications, /unread-count): like, comment, friend_request, friend_accept,
 * event_invite, friend_rsvp, event_changed, alert, reminder and favorite. Version 2 added event_invite; its rebuild gives past invitations
 * their bell items. Version 3 drops the items of erased users (erasure rules), also for erasures
 * made before. Alert and reminder items came without a new version (no event they read existed
 * before); version 4 adds favorite, and the notifyOnFavorite flag its rebuild reads from past changes.
 */
export const notificationsProjection: Projection<NotificationInboxDocument> = {
  name: 'notifications',
  version: 4,
  handles: [
    'EventLiked',
    'EventUnliked',
    'CommentPosted',
    'EventInvitationSent',
    'FriendRequested',
    'FriendAccepted',
    'PreferencesChanged',
    'UserBlocked',
    'UserUnblocked',
    'NotificationsRead',
    'RsvpSharedWithFriends',
    'RsvpedEventChanged',
    'AlertMatched',
    'AlertedEventCancelled',
    'ReminderDue',
    'OwnEventFavorited',
  ] satisfies NotificationsEvent['type'][],
  documentIds: (event) => documentIds(event as NotificationsEvent),
  evolve: (document, event, documentId) => evolve(document, event as NotificationsEvent, documentId),
  erasure: [
    { field: 'userId', of: 'user' },
    {
      field: 'items.actorId',
      of: 'user',
      scrub: (inbox, { userId }) => withoutItems(inbox, (item) => item.actorId === userId),
    },
    {
      field: 'items.eventId',
      of: 'events',
      scrub: (inbox, { eventIds }) =>
        withoutItems(inbox, (item) => item.eventId !== null && eventIds.includes(item.eventId)),
    },
  ],
};
