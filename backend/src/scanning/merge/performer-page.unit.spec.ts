import { titlesAndStarts } from '../testing/page-events.fixtures';

const ZONE = 'Europe/London';
const NOW = '2026-11-20T12:00:00Z';
const show = (name: string, startDate: string, venue: string) =>
  `<li><time datetime="${startDate}"></time><p>${name} · ${venue}</p>
    <script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'MusicEvent',
      name,
      startDate,
      location: { '@type': 'Place', name: venue },
    })}</script></li>`;
// A block of other acts' shows, each a card with its date and place and no markup of its own.
const card = (act: string, day: string, venue: string) =>
  `<div class="card"><a href="/acts/${act.length}">${act}</a><a href="/shows/${day}"><span>${day}</span><br><span>${venue}</span></a></div>`;
const OTHERS = `<section><h2>More shows</h2>${card('The Lanterns', 'Fri 4 Dec 2026', 'Corn Exchange')}
  ${card('Marrow', 'Sat 5 Dec 2026', 'Harbour Hall')}${card('Ada Fields', 'Sun 6 Dec 2026', 'The Crypt')}</section>`;
const page = (heading: string, shows: string) =>
  `<html><body><h1>${heading}</h1><ul>${shows}</ul>${OTHERS}</body></html>`;

describe("a performer's page: its markup's shows at several venues, and other acts' shows beside them", () => {
  it("keeps the performer's shows and leaves out the listed shows that do not name the performer", () => {
    const shows = [
      show('Paper Kites Revival', '2026-12-01T19:30:00+00:00', 'Albert Rooms'),
      show('Paper Kites Revival', '2026-12-03T20:00:00+00:00', 'Old Fire Station'),
      show('Paper Kites Revival', '2026-12-09T19:00:00+00:00', 'Victoria Hall'),
    ].join('');
    expect(titlesAndStarts(page('Paper Kites Revival', shows), ZONE, NOW)).toEqual([
      { title: 'Paper Kites Revival', start: '2026-12-01T19:30' },
      { title: 'Paper Kites Revival', start: '2026-12-03T20:00' },
      { title: 'Paper Kites Revival', start: '2026-12-09T19:00' },
    ]);
  });

  it("keeps the listed events of a recurring event's page at one venue", () => {
    const shows = [
      show('Quiz Night', '2026-12-01T19:30:00+00:00', 'Albert Rooms'),
      show('Quiz Night', '2026-12-08T19:30:00+00:00', 'Albert Rooms'),
    ].join('');
    expect(titlesAndStarts(page('Quiz Night', shows), ZONE, NOW).map(({ start }) => start)).toEqual([
      '2026-12-01T19:30',
      '2026-12-04T00:00',
      '2026-12-05T00:00',
      '2026-12-06T00:00',
      '2026-12-08T19:30',
    ]);
  });
});
