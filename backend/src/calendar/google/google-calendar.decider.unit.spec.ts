import type { GoogleCalendarEvent } from '@eventfold/contracts';
import { DomainError } from '../../infrastructure/events/domain-error';
import { googleCalendarDecider } from './google-calendar.decider';

const userId = 'u1';
const tokens = { accessToken: 'a1', refreshToken: 'r1', accessTokenExpiresAt: '2030-01-01T00:00:00.000Z' };
const connected: GoogleCalendarEvent = { type: 'GoogleCalendarConnected', data: { userId, ...tokens } };

function given(...events: GoogleCalendarEvent[]) {
  return events.reduce(googleCalendarDecider.evolve, googleCalendarDecider.initialState());
}

describe('Google Calendar decider', () => {
  it('records the first send of an event as inserted and the next of the same Google event as updated', () => {
    const sent = (googleEventId: string): GoogleCalendarEvent => ({
      type: 'EventSentToGoogleCalendar',
      data: { userId, eventId: 'e1', googleEventId, googleEventUrl: 'https://g/1', operation: 'inserted' },
    });
    const command = { type: 'RecordSent' as const, userId, eventId: 'e1', googleEventUrl: 'https://g/1' };
    expect(
      googleCalendarDecider.decide({ ...command, googleEventId: 'g1' }, given(connected))[0]!.data,
    ).toMatchObject({
      operation: 'inserted',
    });
    expect(
      googleCalendarDecider.decide({ ...command, googleEventId: 'g1' }, given(connected, sent('g1')))[0]!
        .data,
    ).toMatchObject({ operation: 'updated' });
    // Deleted at Google and inserted again: a new Google event.
    expect(
      googleCalendarDecider.decide({ ...command, googleEventId: 'g2' }, given(connected, sent('g1')))[0]!
        .data,
    ).toMatchObject({ operation: 'inserted' });
  });

  it('refuses a refresh without a connection and disconnects only what is connected', () => {
    expect(() => googleCalendarDecider.decide({ type: 'RecordRefresh', userId, tokens }, given())).toThrow(
      DomainError,
    );
    expect(googleCalendarDecider.decide({ type: 'Disconnect', userId, reason: 'user' }, given())).toEqual([]);
    expect(
      googleCalendarDecider.decide({ type: 'Disconnect', userId, reason: 'grant-revoked' }, given(connected)),
    ).toEqual([{ type: 'GoogleCalendarDisconnected', data: { userId, reason: 'grant-revoked' } }]);
  });

  it('counts tokens erased with the user’s key as no connection', () => {
    const erased: GoogleCalendarEvent = {
      type: 'GoogleCalendarConnected',
      data: {
        userId,
        accessToken: null,
        refreshToken: null,
        accessTokenExpiresAt: tokens.accessTokenExpiresAt,
      },
    };
    expect(given(erased).status).toBe('disconnected');
  });
});
