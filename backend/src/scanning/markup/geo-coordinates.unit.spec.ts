import { extractEvents } from '../extract-events';
import { geoCoordinates } from './geo-coordinates';

const context = { timezone: 'America/Chicago', now: new Date('2026-05-01T12:00:00Z') };
const page = (body: string, contentType = 'text/html') =>
  extractEvents({ url: 'https://venue.example/events', contentType, body }, context);
const jsonLd = (event: object) =>
  `<html><body><script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'MusicEvent',
    name: 'Blues Night',
    startDate: '2026-06-01T20:00:00-05:00',
    ...event,
  })}</script></body></html>`;

describe('coordinates from markup', () => {
  it("reads a JSON-LD event's own geo, numbers or text", () => {
    const [event] = page(jsonLd({ geo: { '@type': 'GeoCoordinates', latitude: 41.9, longitude: '-87.65' } }));
    expect(event?.geo).toEqual({ latitude: 41.9, longitude: -87.65 });
  });

  it('reads the geo of the place under location, and of a place nested in it', () => {
    const place = { '@type': 'Place', name: 'The Hall', geo: { latitude: '41.88', longitude: '-87.63' } };
    expect(page(jsonLd({ location: place }))[0]?.geo).toEqual({ latitude: 41.88, longitude: -87.63 });
    const nested = { '@type': 'Place', name: 'Room 2', containedInPlace: place };
    expect(page(jsonLd({ location: nested }))[0]?.geo).toEqual({ latitude: 41.88, longitude: -87.63 });
    const flat = { '@type': 'Place', name: 'Lot', latitude: 40.7, longitude: -74 };
    expect(page(jsonLd({ location: flat }))[0]?.geo).toEqual({ latitude: 40.7, longitude: -74 });
  });

  it('leaves geo null when the markup gives none, or nonsense', () => {
    expect(page(jsonLd({ location: { '@type': 'Place', name: 'The Hall' } }))[0]?.geo).toBeNull();
    expect(page(jsonLd({ geo: { latitude: 'north', longitude: -87 } }))[0]?.geo).toBeNull();
    expect(page(jsonLd({ geo: { latitude: 123, longitude: -87 } }))[0]?.geo).toBeNull();
  });

  it('reads microdata geo under the location', () => {
    const html = `<html><body><div itemscope itemtype="https://schema.org/Event">
      <span itemprop="name">Jazz Brunch</span>
      <meta itemprop="startDate" content="2026-06-02T11:00:00-05:00">
      <div itemprop="location" itemscope itemtype="https://schema.org/Place">
        <span itemprop="name">Cafe Mojo</span>
        <div itemprop="geo" itemscope itemtype="https://schema.org/GeoCoordinates">
          <meta itemprop="latitude" content="41.95"><meta itemprop="longitude" content="-87.7">
        </div>
      </div></div></body></html>`;
    const [event] = page(html);
    expect(event?.title).toBe('Jazz Brunch');
    expect(event?.geo).toEqual({ latitude: 41.95, longitude: -87.7 });
  });

  it('reads iCalendar GEO as latitude;longitude', () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//test//EN',
      'BEGIN:VEVENT',
      'UID:run-1',
      'DTSTAMP:20260501T000000Z',
      'DTSTART:20260603T140000Z',
      'SUMMARY:Lakefront Run',
      'GEO:41.8781;-87.6298',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:run-2',
      'DTSTAMP:20260501T000000Z',
      'DTSTART:20260604T140000Z',
      'SUMMARY:Second Run',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const events = page(ics, 'text/calendar');
    expect(events.map((event) => [event.title, event.geo])).toEqual([
      ['Lakefront Run', { latitude: 41.8781, longitude: -87.6298 }],
      ['Second Run', null],
    ]);
  });

  it('refuses out-of-range, empty and 0,0 coordinates', () => {
    expect(geoCoordinates('', '-87')).toBeNull();
    expect(geoCoordinates(0, 0)).toBeNull();
    expect(geoCoordinates(45, 181)).toBeNull();
    expect(geoCoordinates(-33.86, 151.2)).toEqual({ latitude: -33.86, longitude: 151.2 });
  });
});
