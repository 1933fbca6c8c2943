import type {
  SourceAdded,
  SourceRemoved,
  SourceScanFailed,
  SourceScanned,
  SourceScanReported,
  SourceScanRequested,
  SourcePatternRemoved,
  SourceTaught,
  SourceUpdated,
  SourceZipCodeFound,
} from '@eventfold/contracts';
import type { ProjectedEvent, ProjectedEventOf, Projection } from '../runtime/projection';
import type { SourceDocument } from './source.document';

type SourcesEvent = ProjectedEventOf<
  | SourceAdded
  | SourceUpdated
  | SourceZipCodeFound
  | SourceRemoved
  | SourceTaught
  | SourcePatternRemoved
  | SourceScanRequested
  | SourceScanned
  | SourceScanFailed
  | SourceScanReported
>;

function added(event: ProjectedEvent<SourceAdded>): SourceDocument {
  const { data, metadata } = event;
  return {
    _id: data.sourceId,
    _position: event.position.toString(),
    userId: data.userId,
    name: data.name,
    url: data.url,
    category: data.category,
    timezone: data.timezone,
    isActive: data.isActive,
    zipCode: data.zipCode ?? null,
    zipCodeFoundOnPage: false,
    lastScraped: null,
    eventCount: 0,
    status: 'pending',
    errorMessage: null,
    createdAt: metadata.occurredAt,
    updatedAt: metadata.occurredAt,
    pendingScanId: null,
    pendingScanRequestedAt: null,
    lastScanEndedAt: null,
    lastScanReport: null,
    taught: null,
  };
}

/** A scan's end clears the pending mark only if it is that scan's: a newer request stays pending. */
function scanEnded(source: SourceDocument, scanId: string, at: string): Partial<SourceDocument> {
  const ownScan = source.pendingScanId === scanId;
  return {
    pendingScanId: ownScan ? null : source.pendingScanId,
    pendingScanRequestedAt: ownScan ? null : source.pendingScanRequestedAt,
    lastScanEndedAt: at,
    updatedAt: at,
  };
}

function evolve(source: SourceDocument | null, event: SourcesEvent): SourceDocument | null {
  if (event.type === 'SourceAdded') return source ?? added(event);
  if (source === null) return null;
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'SourceUpdated': {
      const { name, url, category } = event.data;
      const zipCode = event.data.zipCode === undefined ? (source.zipCode ?? null) : event.data.zipCode;
      // A ZIP the user changed is theirs; one they left as found stays marked as found.
      const zipCodeFoundOnPage = zipCode === (source.zipCode ?? null) && source.zipCodeFoundOnPage === true;
      return { ...source, name, url, category, zipCode, zipCodeFoundOnPage, updatedAt: at };
    }
    case 'SourceZipCodeFound':
      return { ...source, zipCode: event.data.zipCode, zipCodeFoundOnPage: true, updatedAt: at };
    case 'SourceRemoved':
      return null;
    case 'SourceTaught':
      return { ...source, taught: event.data.pattern, updatedAt: at };
    case 'SourcePatternRemoved':
      return { ...source, taught: null, updatedAt: at };
    case 'SourceScanRequested':
      return { ...source, pendingScanId: event.data.scanId, pendingScanRequestedAt: at, updatedAt: at };
    case 'SourceScanned': {
      const { eventCount, scanId } = event.data;
      const status = eventCount > 0 ? 'active' : 'no_events';
      return {
        ...source,
        ...scanEnded(source, scanId, at),
        status,
        eventCount,
        errorMessage: null,
        lastScraped: at,
      };
    }
    case 'SourceScanFailed': {
      const { errorMessage, scanId } = event.data;
      return { ...source, ...scanEnded(source, scanId, at), status: 'error', errorMessage };
    }
    case 'SourceScanReported':
      return { ...source, lastScanReport: event.data.report };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** Event sources per user, newest first on the sources list; pending scans for the worker's restart. */
export const sourcesProjection: Projection<SourceDocument> = {
  name: 'sources',
  version: 1,
  handles: [
    'SourceAdded',
    'SourceUpdated',
    'SourceZipCodeFound',
    'SourceRemoved',
    'SourceTaught',
    'SourcePatternRemoved',
    'SourceScanRequested',
    'SourceScanned',
    'SourceScanFailed',
    'SourceScanReported',
  ] satisfies SourcesEvent['type'][],
  indexes: [{ keys: { userId: 1 } }, { keys: { pendingScanId: 1 } }],
  documentIds: (event) => [(event.data as { sourceId: string }).sourceId],
  evolve: (source, event) => evolve(source, event as SourcesEvent),
  erasure: [{ field: 'userId', of: 'user' }],
};
