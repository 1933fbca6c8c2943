import { SOURCE_MESSAGES } from '@eventfold/contracts';
import type { Decider } from '../infrastructure/events/command-handling';
import { DomainError } from '../infrastructure/events/domain-error';
import { scanResultEvents } from './scan-result.decision';
import { scrapedFieldsHash } from './scraped-event-identity';
import type { AddedSource, CurrentEvent, SourceCommand, SourceEvent, SourceState } from './source.types';

export function sourceStreamId(sourceId: string): string {
  return `source-${sourceId}`;
}

function withEvent(state: AddedSource, externalId: string, event: CurrentEvent): AddedSource {
  return { ...state, events: { ...state.events, [externalId]: event } };
}

export function evolve(state: SourceState, event: SourceEvent): SourceState {
  if (event.type === 'SourceAdded') {
    const { sourceId, userId, name, url, category, isActive } = event.data;
    return {
      zipCode: event.data.zipCode ?? null,
      zipCodeSetByUser: (event.data.zipCode ?? null) !== null,
      status: 'added',
      sourceId,
      userId,
      name,
      url,
      category,
      isActive,
      pendingScanId: null,
      events: {},
      taught: false,
    };
  }
  if (state.status !== 'added') return state;
  switch (event.type) {
    case 'SourceUpdated': {
      const zipCode = event.data.zipCode === undefined ? state.zipCode : event.data.zipCode;
      return {
        ...state,
        name: event.data.name,
        url: event.data.url,
        category: event.data.category,
        zipCode,
        zipCodeSetByUser: state.zipCodeSetByUser || zipCode !== state.zipCode,
      };
    }
    case 'SourceZipCodeFound':
      return { ...state, zipCode: event.data.zipCode };
    case 'SourceRemoved':
      return { status: 'removed' };
    case 'SourceTaught':
      return { ...state, taught: true };
    case 'SourcePatternRemoved':
      return { ...state, taught: false };
    case 'SourceScanRequested':
      return { ...state, pendingScanId: event.data.scanId };
    case 'SourceScanned':
    case 'SourceScanFailed':
      return { ...state, pendingScanId: null };
    case 'SourceScanReported':
      return state;
    case 'EventScraped':
    case 'ScrapedEventChanged': {
      const { externalId, eventId, startDate } = event.data;
      return withEvent(state, externalId, { eventId, startDate, hash: scrapedFieldsHash(event.data) });
    }
    case 'ScrapedEventCancelled': {
      const events = Object.fromEntries(
        Object.entries(state.events).filter(([, current]) => current.eventId !== event.data.eventId),
      );
      return { ...state, events };
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

function ownedBy(state: SourceState, userId: string): AddedSource {
  // Someone else's source answers exactly like a missing one, so ids reveal nothing.
  if (state.status !== 'added' || state.userId !== userId)
    throw new DomainError(SOURCE_MESSAGES.notFound, 404);
  return state;
}

function eventIds(state: AddedSource): string[] {
  return Object.values(state.events).map((event) => event.eventId);
}

/** The page's ZIP prefills a source's ZIP, and follows the page, until the user types or clears one. */
function zipCodeFound(state: AddedSource, scanId: string, venueZipCode: string | null): SourceEvent | null {
  if (state.zipCodeSetByUser || venueZipCode === null || venueZipCode === state.zipCode) return null;
  const { sourceId, userId } = state;
  return {
    type: 'SourceZipCodeFound',
    data: { sourceId, userId, scanId, zipCode: venueZipCode, eventIds: eventIds(state) },
  };
}

/** A change to how the page is read, and the rescan that shows it at once (joining one already pending). */
function withScan(source: AddedSource, scanId: string, change: SourceEvent): SourceEvent[] {
  if (source.pendingScanId !== null) return [change];
  const { sourceId, userId } = source;
  return [change, { type: 'SourceScanRequested', data: { sourceId, userId, scanId, reason: 'manual' } }];
}

export function decide(command: SourceCommand, state: SourceState): SourceEvent[] {
  switch (command.type) {
    case 'AddSource': {
      if (state.status !== 'absent') throw new DomainError('This event source already exists', 409);
      const { sourceId, userId, name, url, category, timezone, isActive, zipCode, scanId } = command;
      const added: SourceEvent = {
        type: 'SourceAdded',
        data: { sourceId, userId, name, url, category, timezone, isActive, zipCode },
      };
      if (!isActive) return [added];
      return [added, { type: 'SourceScanRequested', data: { sourceId, userId, scanId, reason: 'added' } }];
    }
    case 'UpdateSource': {
      const source = ownedBy(state, command.userId);
      const { name, url, category, scanId } = command;
      const zipCode = command.zipCode === undefined ? source.zipCode : command.zipCode;
      const unchanged =
        name === source.name &&
        url === source.url &&
        category === source.category &&
        zipCode === source.zipCode;
      if (unchanged) return [];
      const { sourceId, userId } = source;
      const updated: SourceEvent = {
        type: 'SourceUpdated',
        data: { sourceId, userId, name, url, category, zipCode, eventIds: eventIds(source) },
      };
      if (url === source.url || !source.isActive) return [updated];
      return [updated, { type: 'SourceScanRequested', data: { sourceId, userId, scanId, reason: 'manual' } }];
    }
    case 'RemoveSource': {
      const { sourceId, userId } = ownedBy(state, command.userId);
      return [
        { type: 'SourceRemoved', data: { sourceId, userId, eventIds: eventIds(state as AddedSource) } },
      ];
    }
    case 'TeachSource': {
      const { sourceId, userId } = ownedBy(state, command.userId);
      return withScan(state as AddedSource, command.scanId, {
        type: 'SourceTaught',
        data: { sourceId, userId, pattern: command.pattern },
      });
    }
    case 'RemovePattern': {
      const source = ownedBy(state, command.userId);
      if (!source.taught) return [];
      const { sourceId, userId } = source;
      return withScan(source, command.scanId, { type: 'SourcePatternRemoved', data: { sourceId, userId } });
    }
    case 'RequestScan': {
      const source = ownedBy(state, command.userId);
      if (source.pendingScanId !== null) return [];
      const { sourceId, userId } = source;
      return [
        {
          type: 'SourceScanRequested',
          data: { sourceId, userId, scanId: command.scanId, reason: command.reason },
        },
      ];
    }
    case 'RecordScanResult': {
      // A scan of a removed source, or one superseded by a newer request (the URL changed), is dropped.
      if (state.status !== 'added' || state.pendingScanId !== command.scanId) return [];
      const { outcome, scanId } = command;
      const { sourceId, userId } = state;
      const reported: SourceEvent = {
        type: 'SourceScanReported',
        data: { sourceId, userId, scanId, report: outcome.report },
      };
      if (outcome.ok) {
        const found = zipCodeFound(state, scanId, outcome.venueZipCode);
        // Listings recorded by this scan already carry the ZIP found on its page.
        const placed = found === null ? state : (evolve(state, found) as AddedSource);
        return [
          ...(found === null ? [] : [found]),
          ...scanResultEvents(placed, scanId, command.now, outcome.events, outcome.pagesFetched),
          reported,
        ];
      }
      return [
        { type: 'SourceScanFailed', data: { sourceId, userId, scanId, errorMessage: outcome.errorMessage } },
        reported,
      ];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const sourceDecider: Decider<SourceState, SourceCommand, SourceEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve,
  decide,
};
