import { EVENT_DEFINITIONS, usersConcernedBy } from '@eventfold/contracts';
import type { ProjectedDocument, ProjectedEvent, Projection } from '../runtime/projection';
import { positionKey } from '../runtime/position-key';

/**
 * The per-user index of the log: one row per user and event that concerns them, holding only the
 * event's coordinates (no personal data), so one user's history and their calendar as of an instant
 * are read without scanning anyone else's events.
 */
export interface UserHistoryDocument extends ProjectedDocument {
  userId: string;
  /*
   * The event's global position is `_position` (zero-padded to 20 digits, so that it sorts as a string
   * in every store): a row is written once, by its event, and only ever removed, so the position of
   * the last event applied to it is its event's. v1 kept it a second time in `position` (~2 MB of the
   * bench's 50,000 rows in the embedded store).
   */
  streamId: string;
  revision: number;
  type: string;
  occurredAt: string;
}

export function userHistoryDocumentId(userId: string, position: bigint): string {
  return `${userId}:${positionKey(position)}`;
}

function concernedUsers(event: ProjectedEvent): string[] {
  return usersConcernedBy(event.type, event.data as Record<string, unknown>);
}

export const userHistoryProjection: Projection<UserHistoryDocument> = {
  name: 'user_history',
  // v2: the position only in `_position` (v1 also had `position`).
  version: 2,
  handles: [...EVENT_DEFINITIONS.keys()],
  indexes: [{ keys: { userId: 1 } }],
  documentIds: (event) => concernedUsers(event).map((user) => userHistoryDocumentId(user, event.position)),
  evolve: (current, event, documentId) =>
    current ?? {
      _id: documentId,
      _position: event.position.toString(),
      userId: documentId.slice(0, documentId.lastIndexOf(':')),
      streamId: event.streamId,
      revision: event.revision,
      type: event.type,
      occurredAt: event.metadata.occurredAt,
    },
  // The index holds no personal data, but nobody is left to audit under that id in the directory.
  erasure: [{ field: 'userId', of: 'user' }],
};
