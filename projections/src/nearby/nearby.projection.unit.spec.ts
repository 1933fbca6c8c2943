import type {
  EventCreated,
  EventScraped,
  ScrapedEventCancelled,
  SourceAdded,
  SourceRemoved,
  SourceUpdated,
  SourceZipCodeFound,
} from '@eventfold/contracts';
import { eventLog, foldInMemory } from '../runtime/in-memory-fold';
import { nearbyProjection } from './nearby.projection';

const scraped = {
  externalId: 'ext-1',
  title: 'Jazz night',
  description: null,
  startDate: '2026-03-07T20:00:00-06:00',
  endDate: null,
  allDay: false,
  timezone: 'America/Chicago',
  location: 'The Hall, 10 W Elm St, Chicago, IL 60610',
  url: 'https://venue.example/jazz',
  imageUrl: null,
  tier: 'structured' as const,
  eventId: 'e-scraped',
  sourceId: 's1',
  userId: 'u1',
  scanId: 'scan-1',
};

const venue = {
  sourceId: 's1',
  userId: 'u1',
  name: 'The Hall',
  url: 'https://venue.example',
  category: 'Music Venue',
};

function history() {
  const log = eventLog('2026-03-01T00:00:00.000Z');
  log.append('source-s1', {
    type: 'SourceAdded',
    data: { ...venue, timezone: 'America/Chicago', isActive: true },
  } satisfies SourceAdded);
  log.append('source-s1', { type: 'EventScraped', data: scraped } satisfies EventScraped);
  log.append('source-s1', {
    type: 'EventScraped',
    data: { ...scraped, eventId: 'e-nowhere', externalId: 'ext-2', location: 'Online' },
  } satisfies EventScraped);
  log.append('event-e-own', {
    type: 'EventCreated',
    data: {
      eventId: 'e-own',
      userId: 'u2',
      title: 'Picnic',
      description: null,
      location: 'Lincoln Park, Chicago, IL 60614',
      startDate: '2026-03-08T18:00:00.000Z',
      endDate: '2026-03-08T20:00:00.000Z',
      timezone: 'America/Chicago',
      imageId: null,
      visibility: 'friends',
    },
  } satisfies EventCreated);
  return log;
}

describe('nearby projection', () => {
  it('places venue listings (public) and own events (their visibility) at their ZIP; listings without one stay unplaced', () => {
    const documents = foldInMemory(nearbyProjection, history().events);
    expect(documents.get('e-scraped')).toMatchObject({
      kind: 'event',
      sourceId: 's1',
      visibility: 'public',
      startDate: '2026-03-08T02:00:00.000Z',
      rangeEnd: '2026-03-08T03:00:00.000Z',
      zipCode: '60610',
      point: { type: 'Point', coordinates: [expect.any(Number), expect.any(Number)] },
      venueKey: 'hall',
    });
    expect(documents.get('e-own')).toMatchObject({
      sourceId: null,
      userId: 'u2',
      visibility: 'friends',
      zipCode: '60614',
    });
    // Kept without a point (out of the spatial index) for a ZIP its source may be given later.
    expect(documents.get('e-nowhere')).toMatchObject({ kind: 'event', zipCode: null, point: null });
    expect(documents.get('source:s1')).toMatchObject({ kind: 'source', name: 'The Hall', isActive: true });
  });

  it('changes nothing when every event is replayed', () => {
    const { events } = history();
    const once = foldInMemory(nearbyProjection, events);
    expect(foldInMemory(nearbyProjection, events, once)).toEqual(once);
  });

  it('drops cancelled events and a removed source with its events', () => {
    const log = history();
    log.append('source-s1', {
      type: 'ScrapedEventCancelled',
      data: { eventId: 'e-scraped', sourceId: 's1', userId: 'u1', scanId: 'scan-2' },
    } satisfies ScrapedEventCancelled);
    expect(foldInMemory(nearbyProjection, log.events).has('e-scraped')).toBe(false);
    log.append('source-s1', {
      type: 'SourceRemoved',
      data: { sourceId: 's1', userId: 'u1', eventIds: ['e-scraped'] },
    } satisfies SourceRemoved);
    const documents = foldInMemory(nearbyProjection, log.events);
    expect(documents.has('source:s1')).toBe(false);
    expect([...documents.keys()]).toEqual(['e-nowhere', 'e-own']);
    log.append('source-s1', {
      type: 'SourceRemoved',
      data: { sourceId: 's1', userId: 'u1', eventIds: ['e-nowhere'] },
    } satisfies SourceRemoved);
    expect([...foldInMemory(nearbyProjection, log.events).keys()]).toEqual(['e-own']);
  });

  it("places a listing at its page's coordinates before its ZIP, and one without a ZIP by coordinates alone", () => {
    const log = history();
    const geo = { latitude: 41.9001, longitude: -87.6402 };
    log.append('source-s1', {
      type: 'EventScraped',
      data: { ...scraped, eventId: 'e-geo', externalId: 'ext-3', geo },
    } satisfies EventScraped);
    log.append('source-s1', {
      type: 'EventScraped',
      data: {
        ...scraped,
        eventId: 'e-geo-only',
        externalId: 'ext-4',
        location: 'Online and in the park',
        geo,
      },
    } satisfies EventScraped);
    const documents = foldInMemory(nearbyProjection, log.events);
    const byZip = documents.get('e-scraped');
    expect(documents.get('e-geo')).toMatchObject({
      zipCode: '60610',
      point: { coordinates: [-87.6402, 41.9001] },
    });
    expect(byZip?.kind === 'event' && byZip.point?.coordinates).not.toEqual([-87.6402, 41.9001]);
    expect(documents.get('e-geo-only')).toMatchObject({
      zipCode: null,
      point: { coordinates: [-87.6402, 41.9001] },
    });
  });
  it("places a listing that names no place at its source's ZIP, its own place first", () => {
    const log = history();
    const atSource = { ...scraped, sourceZipCode: '60614-1234' };
    log.append('source-s1', {
      type: 'EventScraped',
      data: { ...atSource, eventId: 'e-at-source', externalId: 'ext-5', location: 'The lawn' },
    } satisfies EventScraped);
    log.append('source-s1', {
      type: 'EventScraped',
      data: { ...atSource, eventId: 'e-own-zip', externalId: 'ext-6' },
    } satisfies EventScraped);
    log.append('source-s1', {
      type: 'EventScraped',
      data: {
        ...scraped,
        eventId: 'e-unknown-zip',
        externalId: 'ext-7',
        location: null,
        sourceZipCode: '00000',
      },
    } satisfies EventScraped);
    const documents = foldInMemory(nearbyProjection, log.events);
    expect(documents.get('e-at-source')).toMatchObject({ zipCode: '60614' });
    expect(documents.get('e-own-zip')).toMatchObject({ zipCode: '60610' });
    expect(documents.get('e-unknown-zip')).toMatchObject({ zipCode: null, point: null });
  });

  it("places a source's listings anew when its ZIP is edited, found on its page or cleared, the same on a rebuild", () => {
    const log = history();
    const geo = { latitude: 41.9001, longitude: -87.6402 };
    log.append('source-s1', {
      type: 'EventScraped',
      data: { ...scraped, eventId: 'e-geo-only', externalId: 'ext-4', location: 'The lawn', geo },
    } satisfies EventScraped);
    const eventIds = ['e-scraped', 'e-nowhere', 'e-geo-only'];
    const found: SourceZipCodeFound = {
      type: 'SourceZipCodeFound',
      data: { sourceId: 's1', userId: 'u1', scanId: 'scan-2', zipCode: '60614', eventIds },
    };
    log.append('source-s1', found);
    let documents = foldInMemory(nearbyProjection, log.events);
    expect(documents.get('e-nowhere')).toMatchObject({ zipCode: '60614', point: { type: 'Point' } });
    // A listing's own place wins over its source's.
    expect(documents.get('e-scraped')).toMatchObject({ zipCode: '60610' });
    expect(documents.get('e-geo-only')).toMatchObject({ point: { coordinates: [-87.6402, 41.9001] } });
    const edit = (zipCode?: string | null): SourceUpdated => ({
      type: 'SourceUpdated',
      data: { ...venue, eventIds, ...(zipCode === undefined ? {} : { zipCode }) },
    });
    log.append('source-s1', edit('53202-1234'));
    documents = foldInMemory(nearbyProjection, log.events);
    expect(documents.get('e-nowhere')).toMatchObject({ zipCode: '53202' });
    expect(documents.get('source:s1')).toMatchObject({ kind: 'source', name: 'The Hall' });
    // An edit from a client that predates the ZIP leaves it, and the places, as they are.
    log.append('source-s1', edit());
    expect(foldInMemory(nearbyProjection, log.events).get('e-nowhere')).toMatchObject({ zipCode: '53202' });
    log.append('source-s1', edit(null));
    documents = foldInMemory(nearbyProjection, log.events);
    expect(documents.get('e-nowhere')).toMatchObject({ zipCode: null, point: null });
    expect(documents.get('e-scraped')).toMatchObject({ zipCode: '60610' });
    expect(foldInMemory(nearbyProjection, log.events, documents)).toEqual(documents);
  });
});
