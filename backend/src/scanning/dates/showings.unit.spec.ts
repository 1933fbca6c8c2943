import { DateTime } from 'luxon';
import { pageEvents } from '../testing/page-events.fixtures';

const ZONE = 'America/Chicago';
const read = (body: string) =>
  pageEvents(body, ZONE, '2026-12-01T15:00:00Z')
    .map((event) => ({
      title: event.title,
      start: DateTime.fromISO(event.startDate, { zone: ZONE }).toFormat("yyyy-MM-dd'T'HH:mm"),
      end: event.endDate,
    }))
    .sort((a, b) => a.start.localeCompare(b.start) || a.title.localeCompare(b.title));

const film = (title: string, day: string, hours: string) =>
  `<div class="film"><h3><a href="/f/${title.length}">${title}</a></h3><p>${day}</p><p>${hours}</p></div>`;
const tickets = (...hours: string[]) =>
  hours.map((hour, index) => `<a href="/t/${index}">${hour}</a>`).join(' ');

describe("an event's showings on its day", () => {
  it('are each an event when each is a link named by its hour (a cinema: the 7:00 and the 9:30 screenings)', () => {
    const body = `<main><h1>Now Playing</h1>
      ${film('The Holdovers', 'Friday, December 4', tickets('1:00 PM', '4:00 PM', '7:00 PM'))}
      ${film('Past Lives', 'Friday, December 4', tickets('7:00 PM', '9:30 PM'))}</main>`;
    expect(read(body)).toEqual([
      { title: 'The Holdovers', start: '2026-12-04T13:00', end: null },
      { title: 'The Holdovers', start: '2026-12-04T16:00', end: null },
      { title: 'Past Lives', start: '2026-12-04T19:00', end: null },
      { title: 'The Holdovers', start: '2026-12-04T19:00', end: null },
      { title: 'Past Lives', start: '2026-12-04T21:30', end: null },
    ]);
  });

  it('are not read from a range, doors and show, or a 12 and 24 hour copy of one hour', () => {
    const body = `<main>
      ${film('Jazz Trio', 'Friday, December 4', tickets('7:00 PM') + ' – ' + tickets('9:00 PM'))}
      ${film('Rock Show', 'Saturday, December 5', 'Doors ' + tickets('7 pm') + ' Show ' + tickets('8 pm'))}
      ${film('Book Club', 'Sunday, December 6', tickets('6:30 PM', '18:30'))}</main>`;
    expect(read(body)).toEqual([
      { title: 'Jazz Trio', start: '2026-12-04T19:00', end: expect.any(String) },
      { title: 'Rock Show', start: '2026-12-05T20:00', end: null },
      { title: 'Book Club', start: '2026-12-06T18:30', end: null },
    ]);
  });

  it("are each an event when a line holds nothing but the night's hours (a comedy club's 7:00 PM & 9:30 PM)", () => {
    const show = (title: string, day: string, hours: string) =>
      `<div class="show"><h2><a href="/shows/${title.length}">${title}</a></h2><div>${day}</div><div class="show-times">${hours}</div></div>`;
    const body = `<main>${show('Maria Bamford', 'Friday, December 4', '7:00 PM &amp; 9:30 PM')}
      ${show('Sam Jay', 'Saturday, December 5', '7:00 PM, 9:30 PM and 11:45 PM')}
      ${show('Worship Night', 'Sunday, December 6', 'Doors 6:00 PM, music 7:00 PM')}
      ${show('Indy Comedy Showcase', '<span>SAT</span><span>JAN</span><span>09</span>', 'Shows 7:00 PM &amp; 9:30 PM')}</main>`;
    expect(read(body).map(({ title, start }) => `${start} ${title}`)).toEqual([
      '2026-12-04T19:00 Maria Bamford',
      '2026-12-04T21:30 Maria Bamford',
      '2026-12-05T19:00 Sam Jay',
      '2026-12-05T21:30 Sam Jay',
      '2026-12-05T23:45 Sam Jay',
      '2026-12-06T19:00 Worship Night',
      '2027-01-09T19:00 Indy Comedy Showcase',
      '2027-01-09T21:30 Indy Comedy Showcase',
    ]);
  });
});
