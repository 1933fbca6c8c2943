import { EVENT_MESSAGES, type GoogleCalendarEvent } from '@eventfold/contracts';
import type { Decider } from '../../infrastructure/events/command-handling';
import { DomainError } from '../../infrastructure/events/domain-error';
import type { GoogleTokens } from '../../infrastructure/google/google-oauth.client';

export function googleCalendarStreamId(userId: string): string {
  return `google_calendar-${userId}`;
}

export type GoogleCalendarState =
  | { status: 'disconnected'; sent: Record<string, string> }
  | { status: 'connected'; tokens: GoogleTokens; sent: Record<string, string> };

export type GoogleCalendarCommand =
  | { type: 'Connect'; userId: string; tokens: GoogleTokens }
  | { type: 'RecordRefresh'; userId: string; tokens: GoogleTokens }
  | { type: 'Disconnect'; userId: string; reason: 'user' | 'grant-revoked' }
  | { type: 'RecordSent'; userId: string; eventId: string; googleEventId: string; googleEventUrl: string };

function evolve(state: GoogleCalendarState, event: GoogleCalendarEvent): GoogleCalendarState {
  switch (event.type) {
    case 'GoogleCalendarConnected':
    case 'GoogleCalendarTokensRefreshed': {
      const { accessToken, refreshToken, accessTokenExpiresAt } = event.data;
      // An erased key reads the tokens as null: nothing is connected any more.
      if (accessToken === null) return { status: 'disconnected', sent: state.sent };
      return {
        status: 'connected',
        tokens: { accessToken, refreshToken, accessTokenExpiresAt },
        sent: state.sent,
      };
    }
    case 'GoogleCalendarDisconnected':
      return { status: 'disconnected', sent: state.sent };
    case 'EventSentToGoogleCalendar':
      return { ...state, sent: { ...state.sent, [event.data.eventId]: event.data.googleEventId } };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** One user's Google Calendar connection and which Eventfold events it already holds (to update, not duplicate). */
function decide(command: GoogleCalendarCommand, state: GoogleCalendarState): GoogleCalendarEvent[] {
  switch (command.type) {
    case 'Connect':
      return [{ type: 'GoogleCalendarConnected', data: { userId: command.userId, ...command.tokens } }];
    case 'RecordRefresh':
      if (state.status !== 'connected') throw new DomainError(EVENT_MESSAGES.googleCalendarNotConnected, 409);
      return [{ type: 'GoogleCalendarTokensRefreshed', data: { userId: command.userId, ...command.tokens } }];
    case 'Disconnect':
      if (state.status !== 'connected') return [];
      return [
        { type: 'GoogleCalendarDisconnected', data: { userId: command.userId, reason: command.reason } },
      ];
    case 'RecordSent': {
      const { userId, eventId, googleEventId, googleEventUrl } = command;
      const operation = state.sent[eventId] === googleEventId ? 'updated' : 'inserted';
      return [
        {
          type: 'EventSentToGoogleCalendar',
          data: { userId, eventId, googleEventId, googleEventUrl, operation },
        },
      ];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const googleCalendarDecider: Decider<GoogleCalendarState, GoogleCalendarCommand, GoogleCalendarEvent> =
  {
    initialState: () => ({ status: 'disconnected', sent: {} }),
    evolve,
    decide,
  };
