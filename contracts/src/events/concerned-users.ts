import type { KnownDomainEvent } from './registry';

type ConcernedUsersRules = {
  [E in KnownDomainEvent as E['type']]: (data: E['data']) => readonly (string | null)[];
};

const owner = (data: { userId: string }) => [data.userId];
const pair = (data: { requesterId: string; addresseeId: string }) => [data.requesterId, data.addresseeId];
const invitation = (data: { inviterId: string; inviteeId: string }) => [data.inviterId, data.inviteeId];

/**
 * For every event type, the users it concerns: whoever caused it and whoever it is about (the
 * addressee, the invitee, the owner of a liked or commented event). The per-user history index is
 * built from this, so an auditor finds a user's events without scanning anyone else's. A new event
 * type does not compile until it is named here.
 */
const CONCERNED_USERS: ConcernedUsersRules = {
  UserRegistered: owner,
  EmailClaimed: owner,
  EmailReleased: owner,
  UserErased: (data) => [data.userId, ...data.relatedUserIds],
  ProfileUpdated: owner,
  PreferencesChanged: owner,
  AvatarChanged: owner,
  ExternalIdentityClaimed: owner,
  ExternalIdentityLinked: owner,
  UserSignedInWithProvider: owner,
  SourceAdded: owner,
  SourceUpdated: owner,
  SourceZipCodeFound: owner,
  SourceRemoved: owner,
  SourceTaught: owner,
  SourcePatternRemoved: owner,
  SourceScanRequested: owner,
  SourceScanned: owner,
  SourceScanFailed: owner,
  SourceScanReported: owner,
  EventScraped: owner,
  ScrapedEventChanged: owner,
  ScrapedEventCancelled: owner,
  EventCreated: owner,
  EventUpdated: (data) => [data.userId, ...data.copyHolderIds],
  EventDeleted: (data) => [data.userId, ...data.copyHolderIds],
  EventFavorited: owner,
  EventUnfavorited: owner,
  EventShared: owner,
  CalendarFeedTokenIssued: owner,
  CalendarFeedTurnedOff: owner,
  AnalyticsEventRecorded: owner,
  FriendRequested: pair,
  FriendAccepted: pair,
  FriendRequestDeclined: pair,
  FriendRemoved: (data) => [data.userId, data.friendId],
  UserBlocked: (data) => [data.blockerId, data.blockedId],
  UserUnblocked: (data) => [data.blockerId, data.blockedId],
  InviteCreated: owner,
  InviteAccepted: (data) => [data.userId, data.acceptedById],
  EventLiked: (data) => [data.userId, data.eventOwnerId],
  EventUnliked: (data) => [data.userId, data.eventOwnerId],
  CommentPosted: (data) => [data.userId, data.eventOwnerId],
  CommentDeleted: owner,
  EventInvitationSent: invitation,
  EventInvitationAccepted: invitation,
  EventInvitationDeclined: invitation,
  NotificationsRead: owner,
  RsvpChanged: owner,
  RsvpWithdrawn: owner,
  RsvpSharedWithFriends: (data) => [data.userId, ...data.friendIds],
  RsvpedEventChanged: (data) => [...data.goingUserIds, ...data.interestedUserIds],
  AuditorGranted: owner,
  AuditorRevoked: owner,
  AuditRecordViewed: (data) => [data.auditorId, data.userId, ...data.resultUserIds],
  GoogleCalendarConnected: owner,
  GoogleCalendarTokensRefreshed: owner,
  GoogleCalendarDisconnected: owner,
  EventSentToGoogleCalendar: owner,
  AlertRuleAdded: owner,
  AlertRuleRemoved: owner,
  AlertMatched: owner,
  AlertedEventCancelled: owner,
  ReminderDue: owner,
  OwnEventFavorited: (data) => [data.userId, data.favoriterId],
};

/** The distinct users an event concerns, in the order the rule names them; none for an unknown type. */
export function usersConcernedBy(type: string, data: Record<string, unknown>): string[] {
  const rule = (
    CONCERNED_USERS as Record<string, ((data: unknown) => readonly (string | null)[]) | undefined>
  )[type];
  if (rule === undefined) return [];
  const users = rule(data).filter((user): user is string => typeof user === 'string' && user.length > 0);
  return [...new Set(users)];
}
