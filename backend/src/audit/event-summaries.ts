import type { KnownDomainEvent } from '@eventfold/contracts';

type Summaries = { [E in KnownDomainEvent as E['type']]: (data: E['data']) => string };

/** A personal field reads as null once its owner's key is erased: say so rather than print "null". */
function text(value: string | null | undefined): string {
  return value === null || value === undefined ? '(erased)' : value;
}

/**
 * One readable sentence per event type for the audit timeline. The subject is the actor (named in
 * the entry's actorId); ids stand in for other users, whom an auditor looks up separately.
 */
const SUMMARIES: Summaries = {
  UserRegistered: (d) =>
    `Signed up as ${text(d.firstName)} ${text(d.lastName)} <${text(d.email)}> (${d.authProvider})`,
  EmailClaimed: () => 'Claimed an e-mail address for a new account',
  EmailReleased: () => 'Released the e-mail address of an erased account',
  UserErased: () => 'Erased the account and its personal data',
  ProfileUpdated: (d) => `Updated the profile: name ${text(d.name)}, ZIP code ${text(d.zipCode)}`,
  PreferencesChanged: (d) => `Changed preferences: ${Object.keys(d.changes).join(', ') || 'none'}`,
  AvatarChanged: () => 'Changed the profile picture',
  ExternalIdentityClaimed: (d) => `Claimed a ${d.provider} account for this Eventfold account`,
  ExternalIdentityLinked: (d) =>
    `Linked a ${d.provider} account <${text(d.email)}> ${d.linkedBy === 'password' ? 'after entering the password' : 'at sign-up'}`,
  UserSignedInWithProvider: (d) => `Signed in with ${d.provider}`,
  GoogleCalendarConnected: () => 'Connected Google Calendar',
  GoogleCalendarTokensRefreshed: () => 'Google Calendar access renewed',
  GoogleCalendarDisconnected: (d) =>
    d.reason === 'user'
      ? 'Disconnected Google Calendar'
      : 'Google Calendar disconnected: Google revoked the access',
  EventSentToGoogleCalendar: (d) =>
    `${d.operation === 'inserted' ? 'Added' : 'Updated'} event ${d.eventId} in Google Calendar`,
  SourceAdded: (d) => `Added source ${d.name} (${d.url})`,
  SourceUpdated: (d) => `Updated source ${d.name} (${d.url}), category ${d.category}`,
  SourceZipCodeFound: (d) => `A scan found the source's ZIP code ${d.zipCode} on its page`,
  SourceRemoved: (d) => `Removed a source and its ${d.eventIds.length} events`,
  SourceTaught: (d) =>
    `Taught a source's page by example (${d.pattern.examples.map((example) => `"${example}"`).join(' and ')})`,
  SourcePatternRemoved: () => "Removed the pattern taught for a source's page",
  SourceScanRequested: (d) => `Requested a scan of a source (${d.reason.replace('_', ' ')})`,
  SourceScanned: (d) => `Scanned a source: ${d.eventCount} upcoming events from ${d.pagesFetched} pages`,
  SourceScanFailed: (d) => `A source scan failed: ${d.errorMessage}`,
  SourceScanReported: (d) => {
    const found = Object.values(d.report.found).reduce((sum, count) => sum + count, 0);
    const failed = d.report.pages.filter((page) => page.failure !== null).length;
    return `Scan report: ${found} events found, ${d.report.past} past and ${d.report.unreadable} unreadable skipped, ${failed} of ${d.report.pages.length + d.report.pagesNotListed} pages not read`;
  },
  EventScraped: (d) => `Found event ${d.title} on ${d.startDate}`,
  ScrapedEventChanged: (d) => `Event ${d.title} changed (now ${d.startDate})`,
  ScrapedEventCancelled: () => 'A scraped event is no longer listed',
  EventCreated: (d) => `Created event ${d.title} at ${d.location} on ${d.startDate}`,
  EventUpdated: (d) => `Changed event ${d.title} (now at ${d.location} on ${d.startDate})`,
  EventDeleted: (d) => `Deleted event ${d.eventId}`,
  EventFavorited: (d) => `Marked event ${d.eventId} as a favorite`,
  EventUnfavorited: (d) => `Removed event ${d.eventId} from favorites`,
  EventShared: (d) => `Made a share link for event ${d.eventId}`,
  CalendarFeedTokenIssued: () => 'Issued a new private calendar feed link',
  CalendarFeedTurnedOff: () => 'Turned the private calendar feed off',
  AnalyticsEventRecorded: (d) => `Analytics: ${d.event}`,
  FriendRequested: (d) => `User ${d.requesterId} asked user ${d.addresseeId} to be friends`,
  FriendAccepted: (d) => `User ${d.requesterId} and user ${d.addresseeId} became friends`,
  FriendRequestDeclined: (d) => `User ${d.addresseeId} declined the friend request of user ${d.requesterId}`,
  FriendRemoved: (d) => `User ${d.userId} unfriended user ${d.friendId}`,
  UserBlocked: (d) => `User ${d.blockerId} blocked user ${d.blockedId}`,
  UserUnblocked: (d) => `User ${d.blockerId} unblocked user ${d.blockedId}`,
  InviteCreated: (d) =>
    d.email === null ? 'Created an invitation link' : `Invited ${text(d.email)} to Eventfold`,
  InviteAccepted: (d) => `User ${d.acceptedById} accepted an invitation of user ${d.userId}`,
  EventLiked: (d) => `User ${d.userId} liked ${d.eventTitle} of user ${d.eventOwnerId}`,
  EventUnliked: (d) => `User ${d.userId} unliked event ${d.eventId}`,
  CommentPosted: (d) => `User ${d.userId} commented on ${d.eventTitle}: ${text(d.content)}`,
  CommentDeleted: (d) => `User ${d.userId} deleted a comment on event ${d.eventId}`,
  EventInvitationSent: (d) => `User ${d.inviterId} invited user ${d.inviteeId} to ${d.event.title}`,
  EventInvitationAccepted: (d) => `User ${d.inviteeId} accepted the invitation to event ${d.eventId}`,
  EventInvitationDeclined: (d) => `User ${d.inviteeId} declined the invitation to event ${d.eventId}`,
  NotificationsRead: (d) =>
    `Read ${d.notificationIds === null ? 'all' : d.notificationIds.length} notifications`,
  RsvpChanged: (d) => `Answered ${d.status} to event ${d.eventId}`,
  RsvpWithdrawn: (d) => `Withdrew the answer to event ${d.eventId}`,
  RsvpedEventChanged: (d) =>
    `A rescan ${d.change === 'cancelled' ? 'cancelled' : 'moved'} ${text(d.eventTitle)}, answered by ${d.goingUserIds.length} going and ${d.interestedUserIds.length} interested`,
  RsvpSharedWithFriends: (d) =>
    `Told ${d.friendIds.length} friends they are ${d.status === 'going' ? 'going to' : 'interested in'} ${text(d.eventTitle)}`,
  AuditorGranted: (d) => `${d.by} granted the auditor role to user ${d.userId}`,
  AuditorRevoked: (d) => `${d.by} revoked the auditor role of user ${d.userId}`,
  AuditRecordViewed: (d) =>
    d.userId === null
      ? `Auditor ${d.auditorId} searched users (${d.resultUserIds.length} found)`
      : `Auditor ${d.auditorId} viewed the ${d.what} of user ${d.userId}${d.details === null ? '' : ` (${d.details})`}`,
  AlertRuleAdded: (d) => `Added an alert for ${d.kind} ${text(d.value)}`,
  AlertRuleRemoved: (d) => `Removed alert ${d.ruleId}`,
  AlertMatched: (d) => `Alerted to ${text(d.eventTitle)} by the alert for ${d.ruleKind} ${text(d.ruleValue)}`,
  AlertedEventCancelled: (d) => `Told that event ${d.eventId}, of an alert, was cancelled`,
  OwnEventFavorited: (d) => `User ${d.favoriterId} favorited ${text(d.eventTitle)} of user ${d.userId}`,
  ReminderDue: (d) => `Reminded of ${text(d.eventTitle)}, ${d.remindBeforeMinutes} minutes before it starts`,
};

export function summarise(type: string, data: Record<string, unknown>): string {
  const summary = (SUMMARIES as Record<string, ((data: unknown) => string) | undefined>)[type];
  if (summary === undefined) return type;
  try {
    return summary(data);
  } catch {
    // An event whose data an older writer shaped differently still gets a line, never a failure.
    return type;
  }
}
