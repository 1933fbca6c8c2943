import type { EventShared } from '@eventfold/contracts';
import type { ProjectedDocument, ProjectedEvent, Projection } from '../runtime/projection';

/** The spec's short_urls row: one per share link, keyed by its id. */
export interface ShortUrlDocument extends ProjectedDocument {
  eventId: string;
  /** Who created the link. */
  userId: string;
  createdAt: string;
}

function evolve(current: ShortUrlDocument | null, event: ProjectedEvent<EventShared>): ShortUrlDocument {
  if (current !== null) return current;
  const { data, metadata } = event;
  return {
    _id: data.shortUrlId,
    _position: event.position.toString(),
    eventId: data.eventId,
    userId: data.userId,
    createdAt: metadata.occurredAt,
  };
}

export const shortUrlsProjection: Projection<ShortUrlDocument> = {
  name: 'short_urls',
  version: 1,
  handles: ['EventShared'],
  indexes: [{ keys: { eventId: 1 } }],
  documentIds: (event) => [(event as ProjectedEvent<EventShared>).data.shortUrlId],
  evolve: (current, event) => evolve(current, event as ProjectedEvent<EventShared>),
  erasure: [
    { field: 'userId', of: 'user' },
    { field: 'eventId', of: 'events' },
  ],
};
