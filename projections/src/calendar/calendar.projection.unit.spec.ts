import type {
  EventCreated,
  EventFavorited,
  EventScraped,
  EventUnfavorited,
  ScrapedEventCancelled,
  ScrapedEventChanged,
  SourceAdded,
  SourceRemoved,
  SourceUpdated,
} from '@eventfold/contracts';
import { eventLog, foldInMemory } from '../runtime/in-memory-fold';
import { calendarProjection } from './calendar.projection';

const scraped = {
  externalId: 'ext-1',
  title: 'Jazz night',
  description: null,
  startDate: '2026-03-07T20:00:00-06:00',
  endDate: null,
  allDay: false,
  timezone: 'America/Chicago',
  location: 'The Hall',
  url: 'https://venue.example/jazz',
  imageUrl: null,
  tier: 'structured' as const,
  eventId: 'e-scraped',
  sourceId: 's1',
  userId: 'u1',
  scanId: 'scan-1',
};

function history() {
  const log = eventLog('2026-03-01T00:00:00.000Z');
  log.append('source-s1', {
    type: 'SourceAdded',
    data: {
      sourceId: 's1',
      userId: 'u1',
      name: 'The Hall',
      url: 'https://venue.example',
      category: 'Music Venue',
      timezone: 'America/Chicago',
      isActive: true,
    },
  } satisfies SourceAdded);
  log.append('event-e-own', {
    type: 'EventCreated',
    data: {
      eventId: 'e-own',
      userId: 'u1',
      title: 'Dinner',
      description: null,
      location: 'Home',
      startDate: '2026-03-08T01:00:00.000Z',
      endDate: '2026-03-08T02:00:00.000Z',
      timezone: 'America/Chicago',
      visibility: 'private',
      imageId: 'img-1',
    },
  } satisfies EventCreated);
  log.append('source-s1', { type: 'EventScraped', data: scraped } satisfies EventScraped);
  log.append('favorites-u1', {
    type: 'EventFavorited',
    data: { userId: 'u1', eventId: 'e-scraped' },
  } satisfies EventFavorited);
  log.append('source-s1', {
    type: 'ScrapedEventChanged',
    data: { ...scraped, title: 'Jazz night (late set)', scanId: 'scan-2' },
  } satisfies ScrapedEventChanged);
  log.append('source-s1', {
    type: 'SourceUpdated',
    data: {
      sourceId: 's1',
      userId: 'u1',
      name: 'The Big Hall',
      url: 'https://venue.example',
      category: 'Nightlife',
      eventIds: ['e-scraped'],
    },
  } satisfies SourceUpdated);
  log.append('source-s1', {
    type: 'EventScraped',
    data: {
      ...scraped,
      eventId: 'e-allday',
      externalId: 'ext-2',
      allDay: true,
      startDate: '2026-03-08T06:00:00.000Z',
    },
  } satisfies EventScraped);
  return log;
}

describe('calendar projection', () => {
  it('keeps a user-created event with an hour-long range and its image url', () => {
    const documents = foldInMemory(calendarProjection, history().events);
    expect(documents.get('u1:e-own')).toEqual({
      _id: 'u1:e-own',
      _position: '2',
      kind: 'event',
      userId: 'u1',
      eventId: 'e-own',
      sourceId: null,
      title: 'Dinner',
      description: null,
      startDate: '2026-03-08T01:00:00.000Z',
      endDate: '2026-03-08T02:00:00.000Z',
      allDay: false,
      timezone: 'America/Chicago',
      location: 'Home',
      url: null,
      imageUrl: '/api/events/e-own/image',
      imageId: 'img-1',
      externalId: null,
      favorited: false,
      isInvited: false,
      invitedById: null,
      visibility: 'private',
      sharedByMe: false,
      rsvp: null,
      rsvpCopy: false,
      rangeEnd: '2026-03-08T02:00:00.000Z',
      sequence: 0,
      createdAt: '2026-03-01T00:00:01.000Z',
      updatedAt: '2026-03-01T00:00:01.000Z',
    });
  });

  it('normalises scraped times, keeps the favorite across a change and counts the change', () => {
    const scrapedEvent = foldInMemory(calendarProjection, history().events).get('u1:e-scraped');
    expect(scrapedEvent).toMatchObject({
      title: 'Jazz night (late set)',
      sourceId: 's1',
      startDate: '2026-03-08T02:00:00.000Z',
      endDate: null,
      rangeEnd: '2026-03-08T03:00:00.000Z',
      favorited: true,
      sequence: 1,
      updatedAt: '2026-03-01T00:00:04.000Z',
    });
  });

  it('ends an all-day event at the next local midnight, 23 hours later on the spring-forward day', () => {
    expect(foldInMemory(calendarProjection, history().events).get('u1:e-allday')?.rangeEnd).toBe(
      '2026-03-09T05:00:00.000Z',
    );
  });

  it('keeps the source name and category in one document that updates follow', () => {
    expect(foldInMemory(calendarProjection, history().events).get('source:s1')).toMatchObject({
      kind: 'source',
      userId: 'u1',
      name: 'The Big Hall',
      category: 'Nightlife',
    });
  });

  it('unfavorites, and ignores a favorite of an event not in the calendar', () => {
    const log = history();
    log.append('favorites-u1', {
      type: 'EventUnfavorited',
      data: { userId: 'u1', eventId: 'e-scraped' },
    } satisfies EventUnfavorited);
    log.append('favorites-u2', {
      type: 'EventFavorited',
      data: { userId: 'u2', eventId: 'e-scraped' },
    } satisfies EventFavorited);
    const documents = foldInMemory(calendarProjection, log.events);
    expect(documents.get('u1:e-scraped')?.favorited).toBe(false);
    expect(documents.has('u2:e-scraped')).toBe(false);
  });

  it('drops a cancelled event, and a removed source with its events', () => {
    const log = history();
    log.append('source-s1', {
      type: 'ScrapedEventCancelled',
      data: { eventId: 'e-allday', sourceId: 's1', userId: 'u1', scanId: 'scan-3' },
    } satisfies ScrapedEventCancelled);
    expect(foldInMemory(calendarProjection, log.events).has('u1:e-allday')).toBe(false);
    log.append('source-s1', {
      type: 'SourceRemoved',
      data: { sourceId: 's1', userId: 'u1', eventIds: ['e-scraped'] },
    } satisfies SourceRemoved);
    const left = [...foldInMemory(calendarProjection, log.events).keys()];
    expect(left.filter((id) => !id.startsWith('version:'))).toEqual(['u1:e-own']);
  });

  it("stamps each user's calendar version with the last event that changed it, and no one else's", () => {
    const log = history();
    const before = foldInMemory(calendarProjection, log.events);
    const versionOf = (documents: typeof before, userId: string) =>
      documents.get(`version:${userId}`)?._position ?? null;
    expect(versionOf(before, 'u1')).toBe(String(log.events.at(-1)!.position));
    log.append('favorites-u1', {
      type: 'EventFavorited',
      data: { userId: 'u1', eventId: 'e-scraped' },
    } satisfies EventFavorited);
    const after = foldInMemory(calendarProjection, log.events);
    expect(versionOf(after, 'u1')).toBe(String(log.events.at(-1)!.position));
    expect(versionOf(after, 'u1')).not.toBe(versionOf(before, 'u1'));
    expect(versionOf(after, 'u2')).toBeNull();
  });

  it('gives the same documents when the events are replayed, whole or in part', () => {
    const { events } = history();
    const once = foldInMemory(calendarProjection, events);
    expect(foldInMemory(calendarProjection, events, once)).toEqual(once);
    expect(foldInMemory(calendarProjection, events.slice(0, 4), once)).toEqual(once);
    expect(
      foldInMemory(calendarProjection, events, foldInMemory(calendarProjection, events.slice(0, 3))),
    ).toEqual(once);
  });
});
