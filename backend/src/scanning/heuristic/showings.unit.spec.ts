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
});
