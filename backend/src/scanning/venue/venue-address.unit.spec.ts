import { analysePage } from '../page-analysis';

const context = { timezone: 'America/Chicago', now: new Date('2026-12-01T12:00:00Z') };

function analyse(body: string) {
  return analysePage({ url: 'https://venue.test/', body, contentType: 'text/html' }, context);
}

/** A plain-HTML listing: two shows, no markup, no place of their own. */
const LISTING = `<main><ul>
  <li><h2>Rivers Jazz Quartet</h2><p>Saturday, December 5, 2026 · 8:00 PM</p></li>
  <li><h2>Blue Monday Jam</h2><p>Monday, December 7, 2026 · 9:00 PM</p></li>
</ul></main>`;

const page = (around: { header?: string; footer?: string; extra?: string }) =>
  `<!doctype html><html><body>${around.header ? `<header>${around.header}</header>` : ''}${LISTING}${
    around.extra ?? ''
  }${around.footer ? `<footer>${around.footer}</footer>` : ''}</body></html>`;

describe("a plain-HTML venue's address from its visible text", () => {
  it('reads the street address its header shows, gives its ZIP, and places events without a place there', () => {
    const analysis = analyse(
      page({ header: '<h1>Kingston Club</h1><p>2201 N Clark St, Chicago, IL 60614</p>' }),
    );
    expect(analysis.venueZipCode).toBe('60614');
    expect(analysis.events.map((event) => [event.title, event.location])).toEqual([
      ['Rivers Jazz Quartet', '2201 N Clark St, Chicago, IL 60614'],
      ['Blue Monday Jam', '2201 N Clark St, Chicago, IL 60614'],
    ]);
  });

  it('reads an address written over two lines in a footer or a contact block, ZIP+4 by its first five', () => {
    expect(
      analyse(page({ footer: '<p>Visit us</p><p>1520 Main Street<br>Dallas, TX 75201-4401</p>' }))
        .venueZipCode,
    ).toBe('75201');
    const contact =
      '<div class="site-contact"><span>48 Elm Ave., Suite 2</span><br><span>Portland, OR 97205</span></div>';
    expect(analyse(page({ extra: contact })).venueZipCode).toBe('97205');
  });

  it('leaves the ZIP out where the page names no street address, or addresses with different ZIPs', () => {
    expect(analyse(page({ header: '<p>Chicago, IL 60614</p>' })).venueZipCode).toBeNull();
    expect(analyse(page({})).venueZipCode).toBeNull();
    const branches = '<p>10 W Lake St, Chicago, IL 60601</p><p>900 N Michigan Ave, Chicago, IL 60611</p>';
    const analysis = analyse(page({ footer: branches }));
    expect(analysis.venueZipCode).toBeNull();
    expect(analysis.events.map((event) => event.location ?? null)).toEqual([null, null]);
  });

  it('reads no address in the page body outside its header, footer and contact blocks', () => {
    // An event's own venue in a listing (a city guide) is not the page's venue.
    expect(
      analyse(page({ extra: '<p>At 350 W Mart Center Dr, Chicago, IL 60654</p>' })).venueZipCode,
    ).toBeNull();
  });

  it("gives no venue address on a page naming places in other states (a tour's cities, its management's address)", () => {
    const tour = `<body><ul class="tour">
      <li><h3>Portland</h3><p>Crystal Ballroom, Portland, OR</p><p>Fri, Nov 20, 8 pm</p></li>
      <li><h3>Denver</h3><p>Ogden Theatre, Denver, CO</p><p>Sat, Nov 21, 8 pm</p></li></ul>
      <footer>Management: 100 Main St, Seattle, WA 98104</footer></body>`;
    const analysis = analyse(tour);
    expect(analysis.venueZipCode).toBeNull();
    expect(analysis.events.every((event) => !event.location?.includes('Seattle'))).toBe(true);
  });

  it('keeps a state code that is no state out ("ZZ 60614")', () => {
    expect(analyse(page({ header: '<p>2201 N Clark St, Chicago, ZZ 60614</p>' })).venueZipCode).toBeNull();
  });
});
