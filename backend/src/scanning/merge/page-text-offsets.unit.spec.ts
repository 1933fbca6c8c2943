import { titlesAndStarts } from '../testing/page-events.fixtures';

const ZONE = 'America/New_York';
const NOW = '2026-11-20T15:00:00Z';
const page = (events: unknown[], body: string) =>
  `<html><head><script type="application/ld+json">${JSON.stringify(events)}</script></head><body>${body}</body></html>`;
const committee = (name: string, startDate: string, endDate?: string) => ({
  '@context': 'https://schema.org',
  '@type': 'Event',
  name,
  startDate,
  ...(endDate ? { endDate } : {}),
});

describe("a markup offset the venue's zone does not have, beside the wall-clock time the page shows", () => {
  it('reads an unpadded "+0:00" start as the time the text gives that day', () => {
    const events = [
      committee('Library Trustees', '2026-12-8T18:30+0:00', '2026-12-8T20:00+0:00'),
      committee('Parks Advisory Board', '2027-1-12T9:00+0:00'),
    ];
    // No block reads as one event (each names two days): the hours stand in expandable details, as plugins write them.
    const body = `<main><h1>Public meetings</h1>
      <div><p>Library Trustees</p><p>Agenda posted December 1, 2026</p><details><summary>Event details</summary>
        <p>Time</p><p>December 8, 2026 6:30 pm – 8:00 pm (GMT-05:00)</p></details></div>
      <div><p>Parks Advisory Board</p><p>Agenda posted January 5, 2027</p><details><summary>Event details</summary>
        <p>Time</p><p>January 12, 2027 9:00 am (GMT-05:00)</p></details></div></main>`;
    expect(titlesAndStarts(page(events, body), ZONE, NOW)).toEqual([
      { title: 'Library Trustees', start: '2026-12-08T18:30' },
      { title: 'Parks Advisory Board', start: '2027-01-12T09:00' },
    ]);
  });

  it('keeps the offset when the page shows the hour it makes, or no hour at all', () => {
    const events = [
      committee('Library Trustees', '2026-12-08T23:30:00+00:00'),
      committee('Parks Advisory Board', '2027-01-12T14:00:00+00:00'),
    ];
    const body = `<main><h1>Public meetings</h1>
      <p>Library Trustees · December 8, 2026 · 6:30 pm</p>
      <p>Parks Advisory Board · January 12, 2027</p></main>`;
    expect(titlesAndStarts(page(events, body), ZONE, NOW)).toEqual([
      { title: 'Library Trustees', start: '2026-12-08T18:30' },
      { title: 'Parks Advisory Board', start: '2027-01-12T09:00' },
    ]);
  });
});
