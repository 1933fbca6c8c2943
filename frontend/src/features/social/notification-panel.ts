import { LIMITS, type AppNotification } from '@eventfold/contracts';
import { personName } from '../../lib/person-name';

/** The panel shows the 10 latest; it reads one more to know whether "View all" applies. */
export const PANEL_SIZE = LIMITS.notificationPanelSize;
export const PANEL_FETCH_LIMIT = PANEL_SIZE + 1;
/** "View all" reads this many, the most the server gives. */
export const VIEW_ALL_LIMIT = 50;

/** The bell's badge: the count, or "9+" above 9; nothing when all is read. */
export function unreadBadgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > LIMITS.notificationBadgeMax ? `${LIMITS.notificationBadgeMax}+` : String(count);
}

export function panelItems(notifications: readonly AppNotification[]): {
  shown: AppNotification[];
  hasMore: boolean;
} {
  return { shown: notifications.slice(0, PANEL_SIZE), hasMore: notifications.length > PANEL_SIZE };
}

function eventTitle(notification: AppNotification, fallback = 'your event'): string {
  const title = notification.data.eventTitle;
  return typeof title === 'string' && title.trim() ? title : fallback;
}

/** The sentence for one notification; plain text, rendered as text. */
export function notificationText(notification: AppNotification): string {
  const actor = notification.actor ? personName(notification.actor) : 'Someone';
  switch (notification.type) {
    case 'like':
      return `${actor} liked your event ${eventTitle(notification)}`;
    case 'comment':
      return `${actor} commented on ${eventTitle(notification)}`;
    case 'favorite':
      return `${actor} favorited your event ${eventTitle(notification)}`;
    case 'friend_request':
      return `${actor} sent you a friend request`;
    case 'friend_accept':
      return notification.data.viaInvite === true
        ? `${actor} accepted your invitation and is now your friend`
        : `${actor} accepted your friend request`;
    case 'event_invite':
      return `${actor} invited you to ${eventTitle(notification)}`;
    case 'event_changed':
      return eventChangedText(notification);
    case 'friend_rsvp':
      return notification.data.status === 'interested'
        ? `${actor} is interested in ${eventTitle(notification, 'an event')}`
        : `${actor} is going to ${eventTitle(notification, 'an event')}`;
    case 'alert':
      return alertText(notification);
    case 'reminder':
      return `Reminder: ${eventTitle(notification, 'An event')} starts ${startText(notification.data.startDate)}`;
  }
}

/** Which rule found the event, in the words the Alerts settings use. */
function ruleText(rule: unknown): string {
  if (typeof rule !== 'object' || rule === null) return 'your alert';
  const { kind, value } = rule as { kind?: unknown; value?: unknown };
  const shown = typeof value === 'string' ? value : '';
  switch (kind) {
    case 'keyword':
      return `your alert for "${shown}"`;
    case 'category':
      return `your alert for ${shown}`;
    case 'venue':
      return 'your alert for one of your venues';
    case 'nearby':
      return `your alert for events near ${shown}`;
    default:
      return 'your alert';
  }
}

function alertText(notification: AppNotification): string {
  const title = eventTitle(notification, 'An event');
  if (notification.data.cancelled === true)
    return `${title} was cancelled (${ruleText(notification.data.rule)})`;
  return `New event: ${title} (${ruleText(notification.data.rule)})`;
}

function startText(startDate: unknown): string {
  if (typeof startDate !== 'string' || Number.isNaN(Date.parse(startDate))) return 'soon';
  const when = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(startDate));
  return `on ${when}`;
}

/** A rescan cancelled or moved an event the user is going to; the new time in the event's own zone. */
function eventChangedText(notification: AppNotification): string {
  const title = eventTitle(notification, 'An event you are going to');
  const { change, startDate, timezone } = notification.data;
  if (change !== 'moved') return `${title} was cancelled`;
  if (typeof startDate !== 'string' || Number.isNaN(Date.parse(startDate))) return `${title} moved`;
  const when = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: typeof timezone === 'string' ? timezone : undefined,
  }).format(new Date(startDate));
  return `${title} moved to ${when}`;
}

export function unreadIds(notifications: readonly AppNotification[]): string[] {
  return notifications.filter((notification) => !notification.read).map((notification) => notification.id);
}
