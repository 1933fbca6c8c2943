import type { CalendarFeedTokenIssued } from '@eventfold/contracts';
import type { ProjectedDocument, ProjectedEvent, Projection } from '../runtime/projection';

/** A user's private iCalendar feed: only the SHA-256 of the current token is ever stored. */
export interface CalendarFeedDocument extends ProjectedDocument {
  tokenHash: string;
  /** How many tokens were issued: the current one is number `generation`. */
  generation: number;
  issuedAt: string;
}

function evolve(
  current: CalendarFeedDocument | null,
  event: ProjectedEvent<CalendarFeedTokenIssued>,
): CalendarFeedDocument {
  const { data, metadata } = event;
  return {
    _id: data.userId,
    _position: event.position.toString(),
    tokenHash: data.tokenHash,
    generation: (current?.generation ?? 0) + 1,
    issuedAt: metadata.occurredAt,
  };
}

/** One document per user; looking a feed up by its token's hash is the feed endpoint's only query. */
export const calendarFeedsProjection: Projection<CalendarFeedDocument> = {
  name: 'calendar_feeds',
  version: 1,
  handles: ['CalendarFeedTokenIssued'],
  indexes: [{ keys: { tokenHash: 1 } }],
  documentIds: (event) => [(event as ProjectedEvent<CalendarFeedTokenIssued>).data.userId],
  evolve: (current, event) => evolve(current, event as ProjectedEvent<CalendarFeedTokenIssued>),
  erasure: [{ field: '_id', of: 'user' }],
};
