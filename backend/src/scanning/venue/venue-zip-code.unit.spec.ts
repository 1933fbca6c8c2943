import { analysePage } from '../page-analysis';

const context = { timezone: 'America/Chicago', now: new Date('2026-12-01T12:00:00Z') };

function zipOf(body: string, contentType = 'text/html'): string | null {
  return analysePage({ url: 'https://venue.test/', body, contentType }, context).venueZipCode;
}

const jsonLd = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

describe("a venue page's ZIP from its organisation or place markup", () => {
  it('reads a JSON-LD Organization, LocalBusiness or Place address, ZIP+4 by its first five digits', () => {
    const organization = {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Green Mill',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '4802 N Broadway',
        addressLocality: 'Chicago',
        postalCode: '60640-1234',
        addressCountry: 'US',
      },
    };
    expect(zipOf(jsonLd(organization))).toBe('60640');
    const graph = {
      '@graph': [
        { '@type': 'WebSite', name: 'Green Mill' },
        { '@type': ['LocalBusiness', 'MusicVenue'], address: { postalCode: 60640 } },
      ],
    };
    expect(zipOf(jsonLd(graph))).toBe('60640');
    expect(zipOf(jsonLd({ '@type': 'Place', address: '4802 N Broadway, Chicago, IL 60640, USA' }))).toBe(
      '60640',
    );
  });

  it("agrees with the places of the page's events when they are all the venue", () => {
    const event = (name: string) => ({
      '@type': 'Event',
      name,
      startDate: '2026-12-05T20:00',
      location: { '@type': 'Place', name: 'Green Mill', address: { postalCode: '60640' } },
    });
    const venue = { '@type': 'MusicVenue', address: { '@type': 'PostalAddress', postalCode: '60640' } };
    expect(zipOf(jsonLd([venue, event('Trio'), event('Quartet')]))).toBe('60640');
  });

  it('reads microdata postalCode and h-card / h-adr / classic adr postal codes', () => {
    const microdata = `<div itemscope itemtype="https://schema.org/LocalBusiness"><span itemprop="name">Mill</span>
      <div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">
        <span itemprop="streetAddress">4802 N Broadway</span> <span itemprop="postalCode">60640</span></div></div>`;
    expect(zipOf(microdata)).toBe('60640');
    expect(zipOf('<meta itemprop="postalCode" content="53202">')).toBe('53202');
    const hCard = `<footer class="h-card"><span class="p-name">Mill</span>
      <span class="p-adr h-adr"><span class="p-locality">Chicago</span> <span class="p-postal-code">60640</span></span></footer>`;
    expect(zipOf(hCard)).toBe('60640');
    expect(
      zipOf(
        '<div class="vcard"><div class="adr"><abbr class="postal-code" title="60614">Lincoln Park</abbr></div></div>',
      ),
    ).toBe('60614');
  });

  it('gives none when the page names several places, none, or one outside the US', () => {
    const listing = [60614, 60647, 53202].map((postalCode, index) => ({
      '@type': 'Event',
      name: `Show ${index}`,
      startDate: '2026-12-05T20:00',
      location: { '@type': 'Place', address: { postalCode: String(postalCode) } },
    }));
    expect(zipOf(jsonLd(listing))).toBeNull();
    // The organisation in one ZIP, the h-card in another: which one is the venue is not clear.
    expect(
      zipOf(`${jsonLd({ '@type': 'Organization', address: { postalCode: '60614' } })}
      <p class="h-adr"><span class="p-postal-code">60647</span></p>`),
    ).toBeNull();
    expect(zipOf('<p>Call us at 60614 or visit 4802 N Broadway</p>')).toBeNull();
    expect(
      zipOf(jsonLd({ '@type': 'Place', address: { postalCode: 'M5V 2T6', addressCountry: 'CA' } })),
    ).toBeNull();
    expect(
      zipOf(jsonLd({ '@type': 'Place', address: { postalCode: '75001', addressCountry: 'France' } })),
    ).toBeNull();
    expect(zipOf('<script type="application/ld+json">{ not json</script>')).toBeNull();
    expect(zipOf('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', 'text/calendar')).toBeNull();
  });
});
