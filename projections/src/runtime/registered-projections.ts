import type { Projection } from './projection';
import { usersProjection } from '../users/users.projection';
import { sourcesProjection } from '../sources/sources.projection';
import { calendarProjection } from '../calendar/calendar.projection';
import { shortUrlsProjection } from '../short-urls/short-urls.projection';
import { calendarFeedsProjection } from '../calendar-feeds/calendar-feeds.projection';
import { friendsProjection } from '../friends/friends.projection';
import { likesProjection } from '../likes/likes.projection';
import { commentsProjection } from '../comments/comments.projection';
import { activityProjection } from '../activity/activity.projection';
import { notificationsProjection } from '../notifications/notifications.projection';
import { invitesProjection } from '../invites/invites.projection';
import { userHistoryProjection } from '../user-history/user-history.projection';
import { nearbyProjection } from '../nearby/nearby.projection';
import { eventMarksProjection } from '../event-marks/event-marks.projection';
import { auditorsProjection } from '../auditors/auditors.projection';
import { alertsProjection } from '../alerts/alerts.projection';
import { googleCalendarConnectionsProjection } from '../google-calendar/google-calendar-connections.projection';

/** Every read model the runner keeps current and the rebuild command can rebuild; a new read model adds itself here. */
export const REGISTERED_PROJECTIONS: readonly Projection[] = [
  usersProjection as Projection,
  sourcesProjection as Projection,
  calendarProjection as Projection,
  shortUrlsProjection as Projection,
  calendarFeedsProjection as Projection,
  friendsProjection as Projection,
  likesProjection as Projection,
  commentsProjection as Projection,
  activityProjection as Projection,
  notificationsProjection as Projection,
  invitesProjection as Projection,
  userHistoryProjection as Projection,
  nearbyProjection as Projection,
  eventMarksProjection as Projection,
  auditorsProjection as Projection,
  googleCalendarConnectionsProjection as Projection,
  alertsProjection as Projection,
];
