import { DateTime } from 'luxon';
import { pageEvents } from '../testing/page-events.fixtures';

const ZONE = 'America/Chicago';
const read = (body: string) =>
  pageEvents(body, ZONE, '2026-12-01T15:00:00Z')
    .map(
      (event) =>
        `${DateTime.fromISO(event.startDate, { zone: ZONE }).toFormat("yyyy-MM-dd'T'HH:mm")} ${event.title}`,
    )
    .sort();

const card = (title: string, ...lines: string[]) =>
  `<div class="event"><h3>${title}</h3>${lines.join('')}</div>`;
const listing = (...cards: string[]) => `<main><h1>Upcoming at Grace</h1>${cards.join('\n')}</main>`;

describe("a day's events each at its hour under its own name", () => {
  it('are one event each, named after what holds them, on one line or a line each, hour or name first', () => {
    const body = listing(
      card(
        'Christmas Eve',
        '<p>Thursday, December 24 · 4:00 pm Family Eucharist · 10:30 pm Choral Prelude · 11:00 pm Festive Eucharist</p>',
      ),
      card(
        'Advent Sunday',
        '<p>Sunday, December 6</p><ul><li>9:00 am Holy Eucharist</li><li>11:00 am Sung Eucharist</li><li>4:00 pm Lessons &amp; Carols</li></ul><p>All are welcome.</p>',
      ),
      card(
        'Winter Fest',
        '<p>Saturday, January 16</p><p>Kids Zone at 11 am; Parade at 1 pm; Tree Lighting at 5:30 pm</p>',
      ),
      card('Christmas Day', '<p>Friday, December 25 · 10:00 am Eucharist</p>'),
    );
    expect(read(body)).toEqual([
      '2026-12-06T09:00 Advent Sunday: Holy Eucharist',
      '2026-12-06T11:00 Advent Sunday: Sung Eucharist',
      '2026-12-06T16:00 Advent Sunday: Lessons & Carols',
      '2026-12-24T16:00 Christmas Eve: Family Eucharist',
      '2026-12-24T22:30 Christmas Eve: Choral Prelude',
      '2026-12-24T23:00 Christmas Eve: Festive Eucharist',
      '2026-12-25T10:00 Christmas Day',
      '2027-01-16T11:00 Winter Fest: Kids Zone',
      '2027-01-16T13:00 Winter Fest: Parade',
      '2027-01-16T17:30 Winter Fest: Tree Lighting',
    ]);
  });

  it('take the words before them on their line as what holds them ("Christmas Eve: 4:00 pm …")', () => {
    const body = listing(
      card(
        'Holiday Worship',
        '<p>Thursday, December 24</p><p>Christmas Eve: 4:00 pm Family Eucharist · 11:00 pm Festive Eucharist</p>',
      ),
      card('Blue Christmas', '<p>Monday, December 21 · 7:00 pm</p>'),
    );
    expect(read(body)).toEqual([
      '2026-12-21T19:00 Blue Christmas',
      '2026-12-24T16:00 Christmas Eve: Family Eucharist',
      '2026-12-24T23:00 Christmas Eve: Festive Eucharist',
    ]);
  });

  it("are not named after a heading that is one of them (a month grid's day cell: each link an event's name)", () => {
    const cell = (day: number, events: string) => `<td><span class="day">${day}</span>${events}</td>`;
    const event = (title: string, hour: string) =>
      `<div class="event"><a href="/e/${title.length}">${title}</a> ${hour}</div>`;
    const body = `<main><table class="calendar"><caption>December 2026</caption><tr>
      ${cell(4, event('The Mudbugs', '9pm'))}${cell(5, event('Karaoke', '9pm') + event('Kids Craft', '10am'))}
      </tr></table></main>`;
    expect(read(body)).toEqual([
      '2026-12-04T21:00 The Mudbugs',
      '2026-12-05T10:00 Kids Craft',
      '2026-12-05T21:00 Karaoke',
    ]);
    // Each keeps its own page.
    const pages = pageEvents(body, ZONE, '2026-12-01T15:00:00Z').map(({ title, url }) => `${title} ${url}`);
    expect(pages.sort()).toEqual([
      'Karaoke https://venue.example/e/7',
      'Kids Craft https://venue.example/e/10',
      'The Mudbugs https://venue.example/e/11',
    ]);
  });

  it("are one event's programme when a part is a talk, doors, a meal, an auction, a break or the venue's opening hours, or labels its hours", () => {
    const body = listing(
      card('Beethoven 9', '<p>Saturday, December 12</p><p>6:30 pm Pre-concert talk · 7:30 pm Concert</p>'),
      card(
        'Tech Summit',
        '<p>Wednesday, December 9</p><p>9:00 am Registration</p><p>10:00 am Keynote</p><p>12:00 pm Lunch</p>',
      ),
      card(
        'Dinner Dance',
        '<p>Saturday, December 19. Join us at 7 pm for dinner and at 9 pm for dancing with the band.</p>',
      ),
      card('Gala', '<p>Saturday, December 26</p><p>6 pm Silent Auction · 7 pm Awards Dinner</p>'),
      card('Jazz Night', '<p>Friday, December 11 · Begins 7 pm · Ends 9 pm</p>'),
      card(
        'Midwinter on the Green',
        '<p>Sunday, December 20</p><p>Gallery Hours: 10:00am - 5:00pm; Bonfire: 7:00 - 9:00pm</p>',
      ),
    );
    expect(read(body)).toEqual([
      '2026-12-09T09:00 Tech Summit',
      '2026-12-11T19:00 Jazz Night',
      '2026-12-12T18:30 Beethoven 9',
      '2026-12-19T19:00 Dinner Dance',
      '2026-12-20T10:00 Midwinter on the Green',
      '2026-12-26T18:00 Gala',
    ]);
  });
});

describe("a day's sets, each an entry of its own opening with its hour", () => {
  it('are one event each under the words after the hour, notes and banners between them left out', () => {
    // A hand-written schedule: a <dl> per day, left open, so each day's list holds the next.
    const body = `<div class="schedule"><h2>December</h2>
      <dl><dt>Fri Dec 4</dt><dd>7pm - Lena Ortiz Trio - Lena Ortiz (piano), Sam Reyes (bass) and Kit Ng (drums) ($15 cover)</dd>
      <dl><dt>Sat Dec 5</dt>
        <dd>7pm - Harbor Lights Quintet - Ana Bell (vocals), Joe Park (sax) plus guests ($20 cover)
          <strong>NOTE: reservations for this show are full</strong></dd>
        <dd>9:30pm - Harbor Strings [<a href="/strings">Website</a>] ($20 cover)</dd>
      <dl><dt>Sat Dec 12</dt>
        <dd><a href="/festival">WINTER SONG FESTIVAL 2026</a></dd>
        <dd>7pm - Paper Boats / Della Quinn [<a href="/t/1">Tickets</a>]</dd>
        <dd>9pm - The Velvet Tenor, backed by the house band and a string section from the conservatory downtown</dd>
      </dl></dl></dl></div>`;
    expect(read(body)).toEqual([
      '2026-12-04T19:00 Lena Ortiz Trio - Lena Ortiz (piano), Sam Reyes (bass) and Kit Ng (drums) ($15 cover)',
      '2026-12-05T19:00 Harbor Lights Quintet',
      '2026-12-05T21:30 Harbor Strings',
      '2026-12-12T19:00 Paper Boats / Della Quinn',
      '2026-12-12T21:00 The Velvet Tenor',
    ]);
  });
});
