import type { GoogleCalendarConnected, GoogleCalendarDisconnected } from '@eventfold/contracts';
import { eventLog, foldInMemory } from '../runtime/in-memory-fold';
import { googleCalendarConnectionsProjection } from './google-calendar-connections.projection';

function history() {
  const log = eventLog();
  const tokens = { accessToken: 'a', refreshToken: 'r', accessTokenExpiresAt: '2030-01-01T00:00:00.000Z' };
  log.append('google_calendar-u1', {
    type: 'GoogleCalendarConnected',
    data: { userId: 'u1', ...tokens },
  } satisfies GoogleCalendarConnected);
  log.append('google_calendar-u2', {
    type: 'GoogleCalendarConnected',
    data: { userId: 'u2', ...tokens },
  } satisfies GoogleCalendarConnected);
  log.append('google_calendar-u2', {
    type: 'GoogleCalendarDisconnected',
    data: { userId: 'u2', reason: 'grant-revoked' },
  } satisfies GoogleCalendarDisconnected);
  return log.events;
}

describe('google calendar connections projection', () => {
  it('knows who is connected since when, and never keeps a token', () => {
    const documents = foldInMemory(googleCalendarConnectionsProjection, history());
    expect(documents.get('u1')).toEqual({
      _id: 'u1',
      _position: '1',
      connected: true,
      connectedAt: '2025-01-01T00:00:00.000Z',
    });
    expect(documents.get('u2')).toMatchObject({ connected: false });
    expect(JSON.stringify([...documents.values()])).not.toContain('accessToken');
  });

  it('gives the same documents when every event is replayed twice', () => {
    const events = history();
    expect(foldInMemory(googleCalendarConnectionsProjection, [...events, ...events])).toEqual(
      foldInMemory(googleCalendarConnectionsProjection, events),
    );
  });
});
