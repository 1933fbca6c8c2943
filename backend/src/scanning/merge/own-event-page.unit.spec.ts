import { titlesAndStarts } from '../testing/page-events.fixtures';

const ZONE = 'America/Chicago';
const NOW = '2026-12-01T15:00:00Z';
const PAGE = 'https://venue.example/events/winter-organ-recital';
const event = (name: string, startDate: string, url: string, more: Record<string, unknown> = {}) => ({
  '@context': 'https://schema.org',
  '@type': 'Event',
  name,
  startDate,
  url,
  ...more,
});
const script = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
// Other pages' events beside the page's own: cards with their dates, hours and links.
const MORE = `<aside><h2>Also coming up</h2><ul>
  <li><a href="/events/brass-quintet">Brass Quintet</a> <span>Dec 12, 2026 · 7 pm</span></li>
  <li><a href="/events/choir-evensong">Choir Evensong</a> <span>Dec 13, 2026 · 4 pm</span></li></ul></aside>`;

describe("an event's own page: a markup event links to the page itself", () => {
  it("keeps its event and leaves out the other pages' events beside it, in markup or visible", () => {
    const head = `<link rel="canonical" href="${PAGE}/">${script(
      event('Winter Organ Recital', '2026-12-06T15:00:00-06:00', `${PAGE}/`),
    )}${script([
      event('Brass Quintet', '2026-12-12T19:00:00-06:00', 'https://venue.example/events/brass-quintet'),
      event('Choir Evensong', '2026-12-13T16:00:00-06:00', 'https://venue.example/events/choir-evensong'),
    ])}`;
    const body = `<main><h1>Winter Organ Recital</h1><p>Sunday, December 6, 2026 at 3 pm in the nave.</p></main>${MORE}`;
    expect(
      titlesAndStarts(`<html><head>${head}</head><body>${body}</body></html>`, ZONE, NOW, `${PAGE}?ref=home`),
    ).toEqual([{ title: 'Winter Organ Recital', start: '2026-12-06T15:00' }]);
  });

  it("keeps a festival's shows, each linking to a page of its own, when the page's own event holds them", () => {
    const festival = event('Winter Organ Festival', '2026-12-06', PAGE, {
      endDate: '2026-12-13',
      subEvent: [
        event('Opening Recital', '2026-12-06T15:00:00-06:00', 'https://venue.example/events/opening'),
        event('Closing Recital', '2026-12-13T16:00:00-06:00', 'https://venue.example/events/closing'),
      ],
    });
    const body = `<main><h1>Winter Organ Festival</h1><p>A week of recitals.</p></main>`;
    expect(
      titlesAndStarts(
        `<html><head>${script(festival)}</head><body>${body}</body></html>`,
        ZONE,
        NOW,
        PAGE,
      ).map(({ title }) => title),
    ).toEqual(['Winter Organ Festival', 'Opening Recital', 'Closing Recital']);
  });

  it("reads no site's home page as an event's own page", () => {
    const head = script([
      event('Winter Organ Recital', '2026-12-06T15:00:00-06:00', 'https://venue.example/'),
      event('Brass Quintet', '2026-12-12T19:00:00-06:00', 'https://venue.example/events/brass-quintet'),
    ]);
    const body = `<main><h1>St. Mary's</h1></main>`;
    expect(
      titlesAndStarts(
        `<html><head>${head}</head><body>${body}</body></html>`,
        ZONE,
        NOW,
        'https://venue.example/',
      ).map(({ title }) => title),
    ).toEqual(['Winter Organ Recital', 'Brass Quintet']);
  });
});
