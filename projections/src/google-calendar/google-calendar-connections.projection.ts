import type { GoogleCalendarConnected, GoogleCalendarDisconnected } from '@eventfold/contracts';
import type { ProjectedDocument, ProjectedEvent, ProjectedEventOf, Projection } from '../runtime/projection';

/** Whether a user's Google Calendar is connected, for the settings page. Never the tokens. */
export interface GoogleCalendarConnectionDocument extends ProjectedDocument {
  connected: boolean;
  connectedAt: string;
}

type ConnectionEvent = ProjectedEventOf<GoogleCalendarConnected | GoogleCalendarDisconnected>;

function evolve(
  current: GoogleCalendarConnectionDocument | null,
  event: ConnectionEvent,
): GoogleCalendarConnectionDocument {
  const base = { _id: event.data.userId, _position: event.position.toString() };
  if (event.type === 'GoogleCalendarConnected')
    return { ...base, connected: true, connectedAt: event.metadata.occurredAt };
  return { ...base, connected: false, connectedAt: current?.connectedAt ?? event.metadata.occurredAt };
}

export const googleCalendarConnectionsProjection: Projection<GoogleCalendarConnectionDocument> = {
  name: 'google_calendar_connections',
  version: 1,
  handles: ['GoogleCalendarConnected', 'GoogleCalendarDisconnected'] satisfies ConnectionEvent['type'][],
  documentIds: (event) => [(event as ProjectedEvent<GoogleCalendarConnected>).data.userId],
  evolve: (current, event) => evolve(current, event as ConnectionEvent),
  erasure: [{ field: '_id', of: 'user' }],
};
