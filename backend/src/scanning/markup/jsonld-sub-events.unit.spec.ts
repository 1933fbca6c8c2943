import { titlesAndStarts } from '../testing/page-events.fixtures';

const ZONE = 'America/Chicago';
const page = (graph: unknown[]) =>
  `<html><head><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@graph': graph })}</script></head><body><h1>Events</h1></body></html>`;

describe('JSON-LD events with sub-events and statuses', () => {
  it("reads a series' sub-events, each a dated event of its own, beside the series", () => {
    const body = page([
      {
        '@type': 'EventSeries',
        name: 'Winter Film Series',
        startDate: '2027-01-08',
        endDate: '2027-03-26',
        subEvent: [
          { '@type': 'ScreeningEvent', name: 'Casablanca', startDate: '2027-01-08T19:00:00-06:00' },
          { '@type': 'ScreeningEvent', name: 'Vertigo', startDate: '2027-01-22T19:00:00-06:00' },
        ],
      },
    ]);
    expect(titlesAndStarts(body, ZONE, '2026-12-01T15:00:00Z')).toEqual([
      { title: 'Winter Film Series', start: '2027-01-08T00:00' },
      { title: 'Casablanca', start: '2027-01-08T19:00' },
      { title: 'Vertigo', start: '2027-01-22T19:00' },
    ]);
  });

  it('leaves out events cancelled or postponed (no new day set), keeps a rescheduled one at its new day', () => {
    const body = page([
      {
        '@type': 'Event',
        name: 'Gala',
        startDate: '2026-12-31T20:00:00-06:00',
        eventStatus: 'EventPostponed',
      },
      {
        '@type': 'Event',
        name: 'Recital',
        startDate: '2026-12-12T15:00:00-06:00',
        eventStatus: 'https://schema.org/EventCancelled',
      },
      {
        '@type': 'Event',
        name: 'Choir Concert',
        startDate: '2026-12-19T19:00:00-06:00',
        eventStatus: 'https://schema.org/EventRescheduled',
      },
    ]);
    expect(titlesAndStarts(body, ZONE, '2026-12-01T15:00:00Z')).toEqual([
      { title: 'Choir Concert', start: '2026-12-19T19:00' },
    ]);
  });
});
