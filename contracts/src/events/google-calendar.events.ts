import { z } from 'zod';
import { defineEvent, type EventOf } from './envelope';

/*
 * Stream of one user's Google Calendar connection: `google_calendar-{userId}`. The tokens are personal
 * data: encrypted with the user's key, so erasing the account destroys them with everything else.
 */

const grantedTokens = z.object({
  userId: z.string(),
  // Null once the user's key is erased.
  accessToken: z.string().nullable(),
  refreshToken: z.string().nullable(),
  /** ISO time the access token stops working. */
  accessTokenExpiresAt: z.string(),
});

export const GoogleCalendarConnected = defineEvent('GoogleCalendarConnected', 1, grantedTokens, [
  'accessToken',
  'refreshToken',
]);

/** A refresh grant gave a new access token (and possibly a rotated refresh token). */
export const GoogleCalendarTokensRefreshed = defineEvent('GoogleCalendarTokensRefreshed', 1, grantedTokens, [
  'accessToken',
  'refreshToken',
]);

/** By the user (Disconnect in settings) or because Google no longer honours the grant. */
export const GoogleCalendarDisconnected = defineEvent(
  'GoogleCalendarDisconnected',
  1,
  z.object({ userId: z.string(), reason: z.enum(['user', 'grant-revoked']) }),
);

/** An event was written to the user's primary Google calendar; the same event again updates it. */
export const EventSentToGoogleCalendar = defineEvent(
  'EventSentToGoogleCalendar',
  1,
  z.object({
    userId: z.string(),
    eventId: z.string(),
    googleEventId: z.string(),
    googleEventUrl: z.string(),
    operation: z.enum(['inserted', 'updated']),
  }),
);

export const GOOGLE_CALENDAR_EVENTS = [
  GoogleCalendarConnected,
  GoogleCalendarTokensRefreshed,
  GoogleCalendarDisconnected,
  EventSentToGoogleCalendar,
] as const;

export type GoogleCalendarConnected = EventOf<typeof GoogleCalendarConnected>;
export type GoogleCalendarTokensRefreshed = EventOf<typeof GoogleCalendarTokensRefreshed>;
export type GoogleCalendarDisconnected = EventOf<typeof GoogleCalendarDisconnected>;
export type EventSentToGoogleCalendar = EventOf<typeof EventSentToGoogleCalendar>;
export type GoogleCalendarEvent =
  | GoogleCalendarConnected
  | GoogleCalendarTokensRefreshed
  | GoogleCalendarDisconnected
  | EventSentToGoogleCalendar;
