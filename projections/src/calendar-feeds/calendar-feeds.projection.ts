import type { CalendarFeedTokenIssued, CalendarFeedTurnedOff } from '@eventfold/contracts';
import type { ProjectedDocument, ProjectedEvent, ProjectedEventOf, Projection } from '../runtime/projection';

type CalendarFeedEvent = CalendarFeedTokenIssued | CalendarFeedTurnedOff;

/** A user's private iCalendar feed: only the SHA-256 of the current token is ever stored. */
export interface CalendarFeedDocument extends ProjectedDocument {
  /** null while the feed is switched off: no token opens it. */
  tokenHash: string | null;
  /** How many tokens were issued: the current (or last) one is number `generation`. */
  generation: number;
  issuedAt: string;
}

function evolve(
  current: CalendarFeedDocument | null,
  event: ProjectedEventOf<CalendarFeedEvent>,
): CalendarFeedDocument | null {
  if (event.type === 'CalendarFeedTurnedOff') {
    // Kept with its count, so that the next link is a new token and never the one switched off.
    return current === null ? null : { ...current, _position: event.position.toString(), tokenHash: null };
  }
  return {
    _id: event.data.userId,
    _position: event.position.toString(),
    tokenHash: event.data.tokenHash,
    generation: (current?.generation ?? 0) + 1,
    issuedAt: event.metadata.occurredAt,
  };
}

/** One document per user; looking a feed up by its token's hash is the feed endpoint's only query. */
export const calendarFeedsProjection: Projection<CalendarFeedDocument> = {
  name: 'calendar_feeds',
  version: 1,
  handles: ['CalendarFeedTokenIssued', 'CalendarFeedTurnedOff'],
  indexes: [{ keys: { tokenHash: 1 } }],
  documentIds: (event) => [(event as ProjectedEvent<CalendarFeedEvent>).data.userId],
  evolve: (current, event) => evolve(current, event as ProjectedEventOf<CalendarFeedEvent>),
  erasure: [{ field: '_id', of: 'user' }],
};
