import type { ScanReport, ScrapedEventFields, TaughtPattern } from '@eventfold/contracts';
import { DomainError } from '../infrastructure/events/domain-error';
import { scrapedEventId } from './scraped-event-identity';
import { sourceDecider } from './source.decider';
import type { SourceCommand, SourceEvent } from './source.types';

const NOW = '2026-12-01T12:00:00.000Z';

function given(events: SourceEvent[]) {
  const state = events.reduce(sourceDecider.evolve, sourceDecider.initialState());
  return { when: (command: SourceCommand) => () => sourceDecider.decide(command, state) };
}

function listing(externalId: string, overrides: Partial<ScrapedEventFields> = {}): ScrapedEventFields {
  return {
    externalId,
    title: `Show ${externalId}`,
    description: null,
    startDate: '2026-12-05T02:00:00.000Z',
    endDate: null,
    allDay: false,
    timezone: 'America/Chicago',
    location: null,
    url: null,
    imageUrl: null,
    tier: 'structured',
    ...overrides,
  };
}

const added: SourceEvent = {
  type: 'SourceAdded',
  data: {
    sourceId: 's1',
    userId: 'u1',
    name: 'crowsnest.test',
    url: 'https://crowsnest.test/',
    category: 'General',
    timezone: 'America/Chicago',
    isActive: true,
  },
};
const requested = (scanId: string): SourceEvent => ({
  type: 'SourceScanRequested',
  data: { sourceId: 's1', userId: 'u1', scanId, reason: 'added' },
});
const scraped = (fields: ScrapedEventFields, scanId = 'scan-1'): SourceEvent => ({
  type: 'EventScraped',
  data: { ...fields, eventId: scrapedEventId('s1', fields.externalId), sourceId: 's1', userId: 'u1', scanId },
});
const report: ScanReport = {
  found: { ical: 0, structured: 1, heuristic: 1, llm: 0 },
  past: 3,
  unreadable: 0,
  pages: [
    {
      url: 'https://venue.test/',
      role: 'source',
      events: 2,
      past: 3,
      unreadable: 0,
      failure: null,
      httpStatus: null,
    },
  ],
  pagesNotListed: 0,
};
const reported = (scanId: string, data: ScanReport = report): SourceEvent => ({
  type: 'SourceScanReported',
  data: { sourceId: 's1', userId: 'u1', scanId, report: data },
});
const record = (
  scanId: string,
  events: ScrapedEventFields[],
  venueZipCode: string | null = null,
): SourceCommand => ({
  type: 'RecordScanResult',
  scanId,
  now: NOW,
  outcome: { ok: true, events, pagesFetched: 1, report, venueZipCode },
});

describe('source decider', () => {
  it('adds a source and requests its first scan', () => {
    const decided = given([]).when({ type: 'AddSource', ...added.data, scanId: 'scan-1' } as SourceCommand)();
    expect(decided).toEqual([added, requested('scan-1')]);
  });

  it('scrapes new listings with ids derived from source and externalId, then counts them', () => {
    const decided = given([added, requested('scan-1')]).when(
      record('scan-1', [listing('a'), listing('b')]),
    )();
    expect(decided.map((event) => event.type)).toEqual([
      'EventScraped',
      'EventScraped',
      'SourceScanned',
      'SourceScanReported',
    ]);
    expect(decided[3]).toEqual(reported('scan-1'));
    expect(decided[0]).toEqual(scraped(listing('a')));
    expect(decided[2]!.data).toMatchObject({ eventCount: 2, pagesFetched: 1, scanId: 'scan-1' });
    expect(scrapedEventId('s1', 'a')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(scrapedEventId('s1', 'a')).not.toBe(scrapedEventId('s2', 'a'));
  });

  it('on a rescan updates changed listings, cancels vanished upcoming ones and leaves past ones', () => {
    const past = listing('past', { startDate: '2026-11-20T02:00:00.000Z' });
    const history = [
      added,
      requested('scan-1'),
      scraped(listing('same')),
      scraped(listing('moved')),
      scraped(listing('gone')),
      scraped(past),
      {
        type: 'SourceScanned',
        data: { sourceId: 's1', userId: 'u1', scanId: 'scan-1', eventCount: 4, pagesFetched: 1 },
      },
      requested('scan-2'),
    ] satisfies SourceEvent[];
    const moved = listing('moved', { startDate: '2026-12-06T02:00:00.000Z' });
    const decided = given(history).when(record('scan-2', [listing('same'), moved]))();
    expect(decided).toEqual([
      {
        type: 'ScrapedEventChanged',
        data: {
          ...moved,
          eventId: scrapedEventId('s1', 'moved'),
          sourceId: 's1',
          userId: 'u1',
          scanId: 'scan-2',
        },
      },
      {
        type: 'ScrapedEventCancelled',
        data: { eventId: scrapedEventId('s1', 'gone'), sourceId: 's1', userId: 'u1', scanId: 'scan-2' },
      },
      {
        type: 'SourceScanned',
        data: { sourceId: 's1', userId: 'u1', scanId: 'scan-2', eventCount: 2, pagesFetched: 1 },
      },
      reported('scan-2'),
    ]);
  });

  it('records a failed scan with its message and a report naming the failure', () => {
    const failed: ScanReport = {
      ...report,
      found: { ical: 0, structured: 0, heuristic: 0, llm: 0 },
      past: 0,
      pages: [{ ...report.pages[0]!, events: 0, past: 0, failure: 'http-status', httpStatus: 404 }],
    };
    const decided = given([added, requested('scan-1')]).when({
      type: 'RecordScanResult',
      scanId: 'scan-1',
      now: NOW,
      outcome: { ok: false, errorMessage: 'The site answered with an error (HTTP 404).', report: failed },
    })();
    expect(decided).toEqual([
      {
        type: 'SourceScanFailed',
        data: {
          sourceId: 's1',
          userId: 'u1',
          scanId: 'scan-1',
          errorMessage: 'The site answered with an error (HTTP 404).',
        },
      },
      reported('scan-1', failed),
    ]);
  });

  it('drops the result of a superseded scan and of a removed source', () => {
    const removed: SourceEvent = {
      type: 'SourceRemoved',
      data: { sourceId: 's1', userId: 'u1', eventIds: [] },
    };
    expect(
      given([added, requested('scan-1'), requested('scan-2')]).when(record('scan-1', [listing('a')]))(),
    ).toEqual([]);
    expect(given([added, requested('scan-1'), removed]).when(record('scan-1', [listing('a')]))()).toEqual([]);
  });

  it('joins a pending scan instead of requesting another', () => {
    const request: SourceCommand = { type: 'RequestScan', userId: 'u1', scanId: 'scan-2', reason: 'manual' };
    expect(given([added, requested('scan-1')]).when(request)()).toEqual([]);
    expect(given([added]).when(request)()).toEqual([
      {
        type: 'SourceScanRequested',
        data: { sourceId: 's1', userId: 'u1', scanId: 'scan-2', reason: 'manual' },
      },
    ]);
  });

  it('updates a source with its events named, rescanning only when the URL changed', () => {
    const history = [added, requested('scan-1'), scraped(listing('a'))];
    const edit = {
      type: 'UpdateSource',
      userId: 'u1',
      name: 'Crow',
      category: 'Music Venue',
      scanId: 'scan-2',
    } as const;
    const sameUrl = given(history).when({ ...edit, url: 'https://crowsnest.test/' })();
    expect(sameUrl).toEqual([
      {
        type: 'SourceUpdated',
        data: {
          sourceId: 's1',
          userId: 'u1',
          name: 'Crow',
          url: 'https://crowsnest.test/',
          category: 'Music Venue',
          zipCode: null,
          eventIds: [scrapedEventId('s1', 'a')],
        },
      },
    ]);
    const newUrl = given(history).when({ ...edit, url: 'https://crowsnest.test/shows' })();
    expect(newUrl.map((event) => event.type)).toEqual(['SourceUpdated', 'SourceScanRequested']);
    expect(
      given(history).when({
        ...edit,
        name: 'crowsnest.test',
        category: 'General',
        url: 'https://crowsnest.test/',
      })(),
    ).toEqual([]);
  });

  it("records the source's ZIP on its listings; a new ZIP does not re-announce them", () => {
    const withZip: SourceEvent = { ...added, data: { ...added.data, zipCode: '60614' } } as SourceEvent;
    const first = given([withZip, requested('scan-1')]).when(record('scan-1', [listing('a')]))();
    expect(first[0]).toMatchObject({ type: 'EventScraped', data: { sourceZipCode: '60614' } });
    const history = [withZip, requested('scan-1'), ...first];
    const unchanged = given([...history, requested('scan-2')]).when(record('scan-2', [listing('a')]))();
    expect(unchanged.map((event) => event.type)).toEqual(['SourceScanned', 'SourceScanReported']);
    const keep = {
      type: 'UpdateSource',
      userId: 'u1',
      name: 'crowsnest.test',
      url: 'https://crowsnest.test/',
      category: 'General',
      scanId: 'scan-2',
    } as const;
    // An edit without the field (an older client) keeps the ZIP; the same ZIP changes nothing.
    expect(given(history).when(keep)()).toEqual([]);
    expect(given(history).when({ ...keep, zipCode: '60614' })()).toEqual([]);
    const moved = given(history).when({ ...keep, zipCode: '53202' })();
    expect(moved).toMatchObject([{ type: 'SourceUpdated', data: { zipCode: '53202' } }]);
    const rescan = given([...history, ...moved, requested('scan-3')]).when(
      record('scan-3', [listing('a')]),
    )();
    // SourceUpdated names the listings, so Nearby has already placed them at the new ZIP.
    expect(moved[0]!.data).toMatchObject({ eventIds: [scrapedEventId('s1', 'a')] });
    expect(rescan.map((event) => event.type)).toEqual(['SourceScanned', 'SourceScanReported']);
    const newListing = given([...history, ...moved, requested('scan-3')]).when(
      record('scan-3', [listing('a'), listing('b')]),
    )();
    expect(newListing[0]).toMatchObject({ type: 'EventScraped', data: { sourceZipCode: '53202' } });
    const cleared = given(history).when({ ...keep, zipCode: null })();
    expect(cleared).toMatchObject([{ type: 'SourceUpdated', data: { zipCode: null } }]);
  });

  describe("a ZIP found on the venue's page", () => {
    const history = [added, requested('scan-1')];
    const found = (zipCode: string, scanId: string, eventIds: string[] = []): SourceEvent => ({
      type: 'SourceZipCodeFound',
      data: { sourceId: 's1', userId: 'u1', scanId, zipCode, eventIds },
    });
    const edit = (zipCode: string | null, name = 'crowsnest.test'): SourceCommand => ({
      type: 'UpdateSource',
      userId: 'u1',
      name,
      url: 'https://crowsnest.test/',
      category: 'General',
      zipCode,
      scanId: 'unused',
    });

    it('prefills a source without one before its listings, which carry it', () => {
      const first = given(history).when(record('scan-1', [listing('a')], '60614'))();
      expect(first.map((event) => event.type)).toEqual([
        'SourceZipCodeFound',
        'EventScraped',
        'SourceScanned',
        'SourceScanReported',
      ]);
      expect(first[0]).toEqual(found('60614', 'scan-1'));
      expect(first[1]).toMatchObject({ data: { sourceZipCode: '60614' } });
      const rescan = given([...history, ...first, requested('scan-2')]);
      expect(
        rescan
          .when(record('scan-2', [listing('a')], '60614'))()
          .map((event) => event.type),
      ).toEqual(['SourceScanned', 'SourceScanReported']);
      // The venue moved: a ZIP from its page follows its page, its listings named for Nearby.
      expect(rescan.when(record('scan-2', [listing('a')], '60647'))()[0]).toEqual(
        found('60647', 'scan-2', [scrapedEventId('s1', 'a')]),
      );
      // A page that names no place, or many, keeps the ZIP found before.
      expect(rescan.when(record('scan-2', [listing('a')], null))()[0]?.type).toBe('SourceScanned');
      // Renaming the source leaves the ZIP as found, so it still follows the page.
      const renamed = given([...history, ...first]).when(edit('60614', 'Crow'))();
      const afterRename = given([...history, ...first, ...renamed, requested('scan-2')]);
      expect(afterRename.when(record('scan-2', [], '60647'))()[0]?.type).toBe('SourceZipCodeFound');
    });

    it('never replaces a ZIP the user typed, changed or cleared', () => {
      const typed = { ...added, data: { ...added.data, zipCode: '53202' } } as SourceEvent;
      expect(given([typed, requested('scan-1')]).when(record('scan-1', [], '60614'))()[0]?.type).toBe(
        'SourceScanned',
      );
      const prefilled = [...history, found('60614', 'scan-1')];
      for (const zipCode of [null, '53202']) {
        const changed = given(prefilled).when(edit(zipCode))();
        expect(changed).toMatchObject([{ type: 'SourceUpdated', data: { zipCode } }]);
        const later = given([...prefilled, ...changed, requested('scan-2')]);
        expect(later.when(record('scan-2', [], '60647'))()[0]?.type).toBe('SourceScanned');
      }
    });
  });

  it('removes a source with all its events', () => {
    const decided = given([added, requested('scan-1'), scraped(listing('a'))]).when({
      type: 'RemoveSource',
      userId: 'u1',
    })();
    expect(decided).toEqual([
      {
        type: 'SourceRemoved',
        data: { sourceId: 's1', userId: 'u1', eventIds: [scrapedEventId('s1', 'a')] },
      },
    ]);
  });

  describe('a pattern taught by example', () => {
    const pattern: TaughtPattern = {
      version: 1,
      record: [{ tag: 'li', classes: ['show'] }],
      fields: {
        title: [{ tag: 'h3', classes: [], index: 0 }],
        date: null,
        time: null,
        location: null,
        link: null,
      },
      examples: ['Jazz Night'],
    };
    const scanned: SourceEvent = {
      type: 'SourceScanned',
      data: { sourceId: 's1', userId: 'u1', scanId: 'scan-1', eventCount: 0, pagesFetched: 1 },
    };

    it('is saved in the source stream and rescanned with at once; removing it rescans again', () => {
      const history = [added, requested('scan-1'), scanned];
      const taught = given(history).when({ type: 'TeachSource', userId: 'u1', pattern, scanId: 'scan-2' })();
      expect(taught).toEqual([
        { type: 'SourceTaught', data: { sourceId: 's1', userId: 'u1', pattern } },
        {
          type: 'SourceScanRequested',
          data: { sourceId: 's1', userId: 'u1', scanId: 'scan-2', reason: 'manual' },
        },
      ]);
      const removed = given([...history, ...taught, scanned]).when({
        type: 'RemovePattern',
        userId: 'u1',
        scanId: 'scan-3',
      })();
      expect(removed.map((event) => event.type)).toEqual(['SourcePatternRemoved', 'SourceScanRequested']);
    });

    it('joins a pending scan, and removing a pattern nobody taught changes nothing', () => {
      const teach = { type: 'TeachSource', userId: 'u1', pattern, scanId: 'scan-2' } as const;
      expect(
        given([added, requested('scan-1')])
          .when(teach)()
          .map((event) => event.type),
      ).toEqual(['SourceTaught']);
      expect(
        given([added, requested('scan-1'), scanned]).when({
          type: 'RemovePattern',
          userId: 'u1',
          scanId: 'x',
        })(),
      ).toEqual([]);
    });
  });

  it.each([
    ['another user', [added], 'u2'],
    ['a missing source', [], 'u1'],
    [
      'a removed source',
      [added, { type: 'SourceRemoved', data: { sourceId: 's1', userId: 'u1', eventIds: [] } }],
      'u1',
    ],
  ] as [string, SourceEvent[], string][])('answers 404 for %s', (_, history, userId) => {
    for (const command of [
      { type: 'RemoveSource', userId },
      { type: 'RequestScan', userId, scanId: 'x', reason: 'manual' },
      { type: 'UpdateSource', userId, name: 'n', url: 'https://a.test/', category: 'General', scanId: 'x' },
      { type: 'RemovePattern', userId, scanId: 'x' },
      {
        type: 'TeachSource',
        userId,
        scanId: 'x',
        pattern: {
          version: 1,
          record: [{ tag: 'li', classes: [] }],
          fields: { title: [], date: null, time: null, location: null, link: null },
          examples: ['x'],
        },
      },
    ] as SourceCommand[]) {
      const decide = given(history).when(command);
      expect(decide).toThrow(DomainError);
      expect(decide).toThrow('Event source not found');
    }
  });
});
