import { DateTime } from 'luxon';
import { extractEvents } from '../extract-events';
import { pageVenueZone } from './page-venue-zone';

const NOW = new Date('2026-11-10T15:00:00Z');
/** The user scanning the page lives in Chicago; the venues below are elsewhere. */
const USER_ZONE = 'America/Chicago';

const listing = `<ul class="events">
  <li><h3>Open Mic</h3><p>Fri, Nov 20, 7:30 pm</p></li>
  <li><h3>Jazz Trio</h3><p>Sat, Nov 21, 8 pm</p></li></ul>`;

function scan(body: string) {
  return extractEvents(
    { url: 'https://venue.example/events', contentType: 'text/html', body },
    { timezone: USER_ZONE, now: NOW },
  ).map((event) => ({
    title: event.title,
    timezone: event.timezone,
    start: DateTime.fromISO(event.startDate, { zone: event.timezone }).toFormat("yyyy-MM-dd'T'HH:mm"),
  }));
}

describe('the venue zone from the one address a page gives', () => {
  it('reads a Seattle venue page in Seattle time from the address in its footer', () => {
    const page = `<body><header><h1>The Crocodile</h1></header><main>${listing}</main>
      <footer><p>The Crocodile<br>2505 1st Ave<br>Seattle, WA 98121</p><p>Phone 206-441-4618</p></footer></body>`;
    expect(scan(page)).toEqual([
      { title: 'Open Mic', timezone: 'America/Los_Angeles', start: '2026-11-20T19:30' },
      { title: 'Jazz Trio', timezone: 'America/Los_Angeles', start: '2026-11-21T20:00' },
    ]);
  });

  it("reads The Events Calendar's venue block, its state in an <abbr> before the ZIP", () => {
    const page = `<body><main>${listing}<dl><dt>Hillside Nature Center</dt><dd class="tribe-street-address">12 Ridge Rd</dd>
      <dd><span class="tribe-locality">Ithaca</span>, <abbr class="tribe-region" title="New York">NY</abbr> <span class="tribe-postal-code">14850</span></dd></dl></main></body>`;
    expect(pageVenueZone(page, [])).toBe('America/New_York');
  });

  it('takes the address of the JSON-LD Organization or Place, refined by its ZIP (El Paso keeps Mountain time)', () => {
    const jsonLd = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'MusicVenue',
      name: 'Plaza Theatre',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '125 Pioneer Plaza',
        addressLocality: 'El Paso',
        addressRegion: 'TX',
        postalCode: '79901',
      },
    });
    const page = `<head><script type="application/ld+json">${jsonLd}</script></head><body>${listing}</body>`;
    expect(scan(page).map((event) => event.timezone)).toEqual(['America/Denver', 'America/Denver']);
  });

  it("pairs a late show's JSON-LD with its listed block on the venue's day, not the user's", () => {
    // 10:30 pm in Seattle is already the next day in Chicago; the two tiers still name one show.
    const jsonLd = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Late Set',
      startDate: '2026-11-20T22:30:00-08:00',
    });
    const page = `<head><script type="application/ld+json">${jsonLd}</script></head><body><main>
      <ul class="events"><li><h3>Late Set</h3><p>Fri, Nov 20, 10:30 pm</p></li>
      <li><h3>Jazz Trio</h3><p>Sat, Nov 21, 8 pm</p></li></ul></main>
      <footer><p>The Crocodile<br>2505 1st Ave<br>Seattle, WA 98121</p></footer></body>`;
    expect(scan(page)).toEqual([
      { title: 'Late Set', timezone: 'America/Los_Angeles', start: '2026-11-20T22:30' },
      { title: 'Jazz Trio', timezone: 'America/Los_Angeles', start: '2026-11-21T20:00' },
    ]);
  });

  it('keeps the user zone on a page of events in several cities', () => {
    const tour = `<body><ul class="tour">
      <li><h3>Portland</h3><p>Crystal Ballroom, Portland, OR</p><p>Fri, Nov 20, 8 pm</p></li>
      <li><h3>Denver</h3><p>Ogden Theatre, Denver, CO</p><p>Sat, Nov 21, 8 pm</p></li></ul>
      <footer>Management: 100 Main St, Seattle, WA 98104</footer></body>`;
    expect(scan(tour).map((event) => event.timezone)).toEqual([USER_ZONE, USER_ZONE]);
  });

  it('names no zone for addresses in two zones, and a mail stop or code is no state', () => {
    expect(pageVenueZone('<p>Seattle, WA 98101</p><p>Chicago, IL 60602</p>', [])).toBeNull();
    expect(pageVenueZone('<p>Seattle, WA 98101</p><p>Seattle, WA 98104</p>', [])).toBe('America/Los_Angeles');
    expect(pageVenueZone('<p>1120 N Street, MS 52<br>Sacramento,&nbsp;CA&nbsp;95814</p>', [])).toBe(
      'America/Los_Angeles',
    );
    expect(pageVenueZone('<script>f(a,ID)</script><p>Tallmadge, OH · 44278</p>', [])).toBe(
      'America/New_York',
    );
    expect(pageVenueZone('<p>Open daily, all ages</p>', [])).toBeNull();
  });
});
