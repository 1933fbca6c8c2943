import type {
  SourceAdded,
  SourcePatternRemoved,
  SourceRemoved,
  SourceScanFailed,
  SourceScanned,
  SourceScanReported,
  SourceScanRequested,
  SourceTaught,
  SourceUpdated,
  SourceZipCodeFound,
} from '@eventfold/contracts';
import { eventLog, foldInMemory } from '../runtime/in-memory-fold';
import { sourcesProjection } from './sources.projection';

const added = (sourceId: string): SourceAdded => ({
  type: 'SourceAdded',
  data: {
    sourceId,
    userId: 'u1',
    name: 'crowsnest.test',
    url: 'https://www.crowsnest.test/shows',
    category: 'General',
    timezone: 'America/Chicago',
    isActive: true,
  },
});
const requested = (sourceId: string, scanId: string): SourceScanRequested => ({
  type: 'SourceScanRequested',
  data: { sourceId, userId: 'u1', scanId, reason: 'added' },
});
const scanned = (sourceId: string, scanId: string, eventCount: number): SourceScanned => ({
  type: 'SourceScanned',
  data: { sourceId, userId: 'u1', scanId, eventCount, pagesFetched: 1 },
});

function history() {
  const log = eventLog();
  log.append('source-s1', added('s1'));
  log.append('source-s1', requested('s1', 'scan-1'));
  log.append('source-s2', added('s2'));
  log.append('source-s2', requested('s2', 'scan-2'));
  log.append('source-s1', scanned('s1', 'scan-1', 3));
  log.append('source-s1', {
    type: 'SourceUpdated',
    data: {
      sourceId: 's1',
      userId: 'u1',
      name: "The Crow's Nest",
      url: 'https://www.crowsnest.test/shows',
      category: 'Music Venue',
      eventIds: ['e1', 'e2', 'e3'],
    },
  } satisfies SourceUpdated);
  log.append('source-s2', {
    type: 'SourceScanFailed',
    data: { sourceId: 's2', userId: 'u1', scanId: 'scan-2', errorMessage: 'The page answered HTTP 404' },
  } satisfies SourceScanFailed);
  log.append('source-s1', requested('s1', 'scan-3'));
  log.append('source-s1', scanned('s1', 'scan-3', 0));
  return log.events;
}

describe('sources projection', () => {
  it('starts a source pending, with the scan it waits for', () => {
    const sources = foldInMemory(sourcesProjection, history().slice(0, 2));
    expect(sources.get('s1')).toEqual({
      _id: 's1',
      _position: '2',
      userId: 'u1',
      name: 'crowsnest.test',
      url: 'https://www.crowsnest.test/shows',
      category: 'General',
      timezone: 'America/Chicago',
      isActive: true,
      zipCode: null,
      zipCodeFoundOnPage: false,
      lastScraped: null,
      eventCount: 0,
      status: 'pending',
      errorMessage: null,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:01.000Z',
      pendingScanId: 'scan-1',
      pendingScanRequestedAt: '2025-01-01T00:00:01.000Z',
      lastScanEndedAt: null,
      lastScanReport: null,
      taught: null,
    });
  });

  it("keeps the last scan's report, replaced by the next one's", () => {
    const log = eventLog();
    log.append('source-s5', added('s5'));
    log.append('source-s5', requested('s5', 'scan-5'));
    log.append('source-s5', scanned('s5', 'scan-5', 0));
    const page = {
      url: 'https://www.crowsnest.test/shows',
      role: 'source' as const,
      events: 0,
      past: 4,
      unreadable: 1,
      failure: null,
      httpStatus: null,
    };
    const report = {
      found: { ical: 0, structured: 0, heuristic: 0, llm: 0 },
      past: 4,
      unreadable: 1,
      pages: [page],
      pagesNotListed: 0,
    };
    log.append('source-s5', {
      type: 'SourceScanReported',
      data: { sourceId: 's5', userId: 'u1', scanId: 'scan-5', report },
    } satisfies SourceScanReported);
    expect(foldInMemory(sourcesProjection, log.events).get('s5')).toMatchObject({
      status: 'no_events',
      lastScanReport: report,
    });
    const failed = {
      ...report,
      past: 0,
      unreadable: 0,
      pages: [{ ...page, past: 0, unreadable: 0, failure: 'timeout' as const }],
    };
    log.append('source-s5', {
      type: 'SourceScanReported',
      data: { sourceId: 's5', userId: 'u1', scanId: 'scan-6', report: failed },
    } satisfies SourceScanReported);
    expect(foldInMemory(sourcesProjection, log.events).get('s5')!.lastScanReport).toEqual(failed);
  });

  it('turns active with the scan count and time, then no_events when a rescan finds none', () => {
    const events = history();
    const afterFirstScan = foldInMemory(sourcesProjection, events.slice(0, 6)).get('s1');
    expect(afterFirstScan).toMatchObject({
      status: 'active',
      eventCount: 3,
      lastScraped: '2025-01-01T00:00:04.000Z',
      pendingScanId: null,
      name: "The Crow's Nest",
      category: 'Music Venue',
    });
    expect(foldInMemory(sourcesProjection, events).get('s1')).toMatchObject({
      status: 'no_events',
      eventCount: 0,
      lastScraped: '2025-01-01T00:00:08.000Z',
      lastScanEndedAt: '2025-01-01T00:00:08.000Z',
      pendingScanId: null,
    });
  });

  it('shows a failed scan as an error with its message, keeping the last good scan', () => {
    expect(foldInMemory(sourcesProjection, history()).get('s2')).toMatchObject({
      status: 'error',
      errorMessage: 'The page answered HTTP 404',
      lastScraped: null,
      eventCount: 0,
      pendingScanId: null,
      lastScanEndedAt: '2025-01-01T00:00:06.000Z',
    });
  });

  it('keeps a newer request pending when an older scan ends', () => {
    const log = eventLog();
    log.append('source-s3', added('s3'));
    log.append('source-s3', requested('s3', 'old'));
    log.append('source-s3', requested('s3', 'new'));
    log.append('source-s3', scanned('s3', 'old', 2));
    expect(foldInMemory(sourcesProjection, log.events).get('s3')).toMatchObject({
      pendingScanId: 'new',
      pendingScanRequestedAt: '2025-01-01T00:00:02.000Z',
      status: 'active',
    });
  });

  it("shows a ZIP found on the venue's page as found, until the user changes it", () => {
    const log = eventLog();
    log.append('source-s1', added('s1'));
    log.append('source-s1', {
      type: 'SourceZipCodeFound',
      data: { sourceId: 's1', userId: 'u1', scanId: 'scan-1', zipCode: '60614', eventIds: [] },
    } satisfies SourceZipCodeFound);
    expect(foldInMemory(sourcesProjection, log.events).get('s1')).toMatchObject({
      zipCode: '60614',
      zipCodeFoundOnPage: true,
    });
    const edit = (name: string, zipCode: string | null): SourceUpdated => ({
      type: 'SourceUpdated',
      data: { ...added('s1').data, name, eventIds: [], zipCode },
    });
    // Renamed, the ZIP left as found.
    log.append('source-s1', edit('Crow', '60614'));
    expect(foldInMemory(sourcesProjection, log.events).get('s1')).toMatchObject({
      name: 'Crow',
      zipCodeFoundOnPage: true,
    });
    log.append('source-s1', edit('Crow', '60647'));
    const documents = foldInMemory(sourcesProjection, log.events);
    expect(documents.get('s1')).toMatchObject({ zipCode: '60647', zipCodeFoundOnPage: false });
    expect(foldInMemory(sourcesProjection, log.events, documents)).toEqual(documents);
  });

  it('keeps the pattern taught for a source until it is removed, the same on a replay', () => {
    const log = eventLog();
    const pattern = {
      version: 1 as const,
      record: [{ tag: 'li', classes: ['show'] }],
      fields: { title: [], date: null, time: null, location: null, link: null },
      examples: ['Jazz Night'],
    };
    log.append('source-s6', added('s6'));
    log.append('source-s6', {
      type: 'SourceTaught',
      data: { sourceId: 's6', userId: 'u1', pattern },
    } satisfies SourceTaught);
    const taught = foldInMemory(sourcesProjection, log.events);
    expect(taught.get('s6')!.taught).toEqual(pattern);
    expect(foldInMemory(sourcesProjection, log.events, taught)).toEqual(taught);
    log.append('source-s6', {
      type: 'SourcePatternRemoved',
      data: { sourceId: 's6', userId: 'u1' },
    } satisfies SourcePatternRemoved);
    expect(foldInMemory(sourcesProjection, log.events).get('s6')!.taught).toBeNull();
  });

  it('deletes a removed source', () => {
    const log = eventLog();
    log.append('source-s4', added('s4'));
    log.append('source-s4', {
      type: 'SourceRemoved',
      data: { sourceId: 's4', userId: 'u1', eventIds: [] },
    } satisfies SourceRemoved);
    expect(foldInMemory(sourcesProjection, log.events).has('s4')).toBe(false);
  });

  it('gives the same documents when the events are replayed, whole or in part', () => {
    const events = history();
    const once = foldInMemory(sourcesProjection, events);
    expect(foldInMemory(sourcesProjection, events, once)).toEqual(once);
    expect(foldInMemory(sourcesProjection, events.slice(0, 5), once)).toEqual(once);
    expect(
      foldInMemory(sourcesProjection, events, foldInMemory(sourcesProjection, events.slice(0, 5))),
    ).toEqual(once);
  });
});
