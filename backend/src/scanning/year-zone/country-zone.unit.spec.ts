import { DateTime } from 'luxon';
import { pageEvents } from '../testing/page-events.fixtures';
import { countryZone } from './country-zone';

describe("a country's zone", () => {
  it('is known by code or English name where the country keeps one zone, and not for a country of several', () => {
    expect([countryZone('nl'), countryZone('France'), countryZone('UK'), countryZone(' Ireland ')]).toEqual([
      'Europe/Amsterdam',
      'Europe/Paris',
      'Europe/London',
      'Europe/Dublin',
    ]);
    expect([countryZone('US'), countryZone('Canada'), countryZone('Atlantis'), countryZone(null)]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it("places a touring performer's shows abroad at their venues' clocks, where the markup writes no offset", () => {
    const show = (startDate: string, venue: string, addressCountry: unknown) => ({
      '@context': 'https://schema.org',
      '@type': 'MusicEvent',
      name: 'Paper Kites Revival',
      startDate,
      location: { '@type': 'Place', name: venue, address: { '@type': 'PostalAddress', addressCountry } },
    });
    const shows = [
      show('2026-12-03T20:00', 'Bluebird, Denver, CO', 'US'),
      show('2026-12-09T20:00', 'Paradiso', 'NL'),
      show('2026-12-11T19:30', 'Roundhouse', { '@type': 'Country', name: 'United Kingdom' }),
    ];
    const body = `<html><head><script type="application/ld+json">${JSON.stringify(shows)}</script></head>
      <body><h1>Paper Kites Revival</h1><footer>Management: 100 Main St, Nashville, TN 37201</footer></body></html>`;
    expect(
      pageEvents(body, 'America/Chicago', '2026-12-01T15:00:00Z').map(
        (event) =>
          `${DateTime.fromISO(event.startDate, { zone: event.timezone }).toFormat("yyyy-MM-dd'T'HH:mm")} ${event.timezone}`,
      ),
    ).toEqual([
      '2026-12-03T20:00 America/Denver',
      '2026-12-09T20:00 Europe/Amsterdam',
      '2026-12-11T19:30 Europe/London',
    ]);
  });
});
