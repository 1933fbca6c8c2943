import { DateTime } from 'luxon';
import { pageEvents } from '../testing/page-events.fixtures';

const ZONE = 'America/Chicago';

const read = (body: string) =>
  pageEvents(body, ZONE, '2026-12-01T15:00:00Z').map((event) => ({
    title: event.title,
    first: DateTime.fromISO(event.startDate, { zone: ZONE }).toISODate(),
    last: event.endDate ? DateTime.fromISO(event.endDate, { zone: ZONE }).toISODate() : null,
    allDay: event.allDay,
  }));

const production = (title: string, dates: string) =>
  `<div class="production"><h2><a href="/season/${title.length}">${title}</a></h2><p class="dates">${dates}</p><p>Main Stage</p></div>`;

describe('a run of days without an hour', () => {
  it("is one all-day event when it stands on its own line, however it writes the year (a theatre's season)", () => {
    const body = `<div class="productions">${production('A Christmas Carol', 'Nov 27 – Dec 27, 2026')}
      ${production('Fences', 'Jan 9 – Feb 1, 2027')}${production('Hedwig and the Angry Inch', 'March 5 – 28, 2027')}
      ${production('Lettice and Lovage', 'Dates: April 23 – May 16, 2027')}</div>`;
    expect(read(body)).toEqual([
      { title: 'A Christmas Carol', first: '2026-11-27', last: '2026-12-27', allDay: true },
      { title: 'Fences', first: '2027-01-09', last: '2027-02-01', allDay: true },
      { title: 'Hedwig and the Angry Inch', first: '2027-03-05', last: '2027-03-28', allDay: true },
      { title: 'Lettice and Lovage', first: '2027-04-23', last: '2027-05-16', allDay: true },
    ]);
  });

  it('is read in numbers too, and a single day that the page calls "All Day" is an event\'s', () => {
    const row = (when: string, title: string) =>
      `<tr><td>${when}</td><td><a href="/events/${title.length}/">${title}</a><br/><i>Grange Hall</i></td></tr>`;
    const body = `<table class="events-table"><tbody>${row('12/19/2026 - 12/20/2026<br/>All Day', 'Holiday Craft Fair')}
      ${row('01/09/2027<br/>All Day', 'Seed Swap')}</tbody></table>`;
    expect(read(body)).toEqual([
      { title: 'Holiday Craft Fair', first: '2026-12-19', last: '2026-12-20', allDay: true },
      { title: 'Seed Swap', first: '2027-01-09', last: null, allDay: true },
    ]);
  });

  it("is no event when it spans a quarter or a year (a report's, a budget's), stands in a sentence or dates a closure", () => {
    const body = `<ul class="documents">${production('Q3 Report', 'January 1 – March 31, 2027')}
      ${production('Q4 Report', 'April 1 – June 30, 2027')}${production('FY2027 Budget', 'July 1, 2026 – June 30, 2027')}
      ${production('Spring Soccer', 'Season runs March 6 – 28, 2027 with games on Saturdays.')}
      ${production('Summer Camp', 'Camp runs June 7 – 25, 2027 on weekdays at the park.')}
      ${production('Pool closed for maintenance', 'January 4 – 15, 2027')}${production('Elm Street closure', 'Jan 18 – 22, 2027')}</ul>`;
    expect(read(body)).toEqual([]);
  });
});
