import { DateTime } from 'luxon';
import { extractEvents } from '../extract-events';

const NOW = new Date('2026-11-10T15:00:00Z');
const ZONE = 'America/Chicago';
const page = (body: string) => ({ url: 'https://hall.example/calendar', contentType: 'text/html', body });
const wall = (instant: string | null) =>
  instant === null ? null : DateTime.fromISO(instant, { zone: ZONE }).toFormat("yyyy-MM-dd'T'HH:mm");
const day = (instant: string | null) =>
  instant === null ? null : DateTime.fromISO(instant, { zone: ZONE }).toISODate();

function read(body: string, now = NOW) {
  return extractEvents(page(body), { timezone: ZONE, now }).map((event) => ({
    title: event.title,
    start: event.allDay ? day(event.startDate) : wall(event.startDate),
    end: event.allDay ? day(event.endDate) : wall(event.endDate),
  }));
}

const row = (dates: string, title: string, time: string) =>
  `<tr><td class="date">${dates}</td><td><a href="/shows/${title.replace(/\W+/g, '-')}">${title}</a></td><td>${time}</td></tr>`;

describe('month headings over rows that give days only', () => {
  it('reads a theatre season: a heading per month, a table per month, runs of days as one event each', () => {
    const body = `<main><h1>What's on</h1>
      <h2>November 2026</h2>
      <table class="season"><thead><tr><th>Dates</th><th>Show</th><th>Time</th></tr></thead><tbody>
        ${row('Wed 18 - Sun 22', 'The Nutcracker', '7:30 pm')}
        ${row('Fri 27', 'Comedy Night', '8 pm')}
        ${row('Sun 29 - Tue 1', 'Carols by Candlelight', '6 pm - 8 pm')}
      </tbody></table>
      <h2>December 2026</h2>
      <table class="season"><tbody>
        ${row('Thu 10', 'Holiday Pops', '7 pm')}
        ${row('Wed 30 - Sat 2', 'New Year Revue', '8 pm - 10:30 pm')}
      </tbody></table></main>`;
    expect(read(body)).toEqual([
      { title: 'The Nutcracker', start: '2026-11-18T19:30', end: '2026-11-22T19:30' },
      { title: 'Comedy Night', start: '2026-11-27T20:00', end: null },
      { title: 'Carols by Candlelight', start: '2026-11-29T18:00', end: '2026-12-01T20:00' },
      { title: 'Holiday Pops', start: '2026-12-10T19:00', end: null },
      { title: 'New Year Revue', start: '2026-12-30T20:00', end: '2027-01-02T22:30' },
    ]);
  });

  it('reads month rows inside one table, without a year, rolling into January', () => {
    const body = `<table class="calendar">
      <tr class="month"><th colspan="3">December</th></tr>
      ${row('Sat 5', 'Winter Market', '10 am - 4 pm')}
      ${row('Mon 28 - Thu 31', 'Kids Camp', '9 am - 3 pm')}
      <tr class="month"><th colspan="3">January</th></tr>
      ${row('Sat 9', 'Record Fair', '11 am')}
      ${row('Fri 15 - Sun 17', 'Film Weekend', '')}
    </table>`;
    expect(read(body)).toEqual([
      { title: 'Winter Market', start: '2026-12-05T10:00', end: '2026-12-05T16:00' },
      { title: 'Kids Camp', start: '2026-12-28T09:00', end: '2026-12-31T15:00' },
      { title: 'Record Fair', start: '2027-01-09T11:00', end: null },
      { title: 'Film Weekend', start: '2027-01-15', end: '2027-01-17' },
    ]);
  });

  it('reads day badges under a month heading in a card listing', () => {
    const card = (days: string, title: string, time: string) =>
      `<div class="event-card"><div class="day">${days}</div><h3>${title}</h3><p>${time}</p></div>`;
    const body = `<section><h2>December</h2>
      ${card('18', 'Solstice Concert', '7 pm')}
      ${card('19', 'Gingerbread Workshop', '10 am - noon')}
      ${card('30 - 2', 'Ice Festival', '11 am - 6 pm')}</section>`;
    expect(read(body)).toEqual([
      { title: 'Solstice Concert', start: '2026-12-18T19:00', end: null },
      { title: 'Gingerbread Workshop', start: '2026-12-19T10:00', end: '2026-12-19T12:00' },
      { title: 'Ice Festival', start: '2026-12-30T11:00', end: '2027-01-02T18:00' },
    ]);
  });

  it('without a month heading, bare day numbers are no dates', () => {
    const body = `<table>${row('Wed 18 - Sun 22', 'The Nutcracker', '7:30 pm')}${row('Fri 27', 'Comedy Night', '8 pm')}</table>`;
    expect(read(body)).toEqual([]);
  });

  it('a month heading does not turn counts and prices in its rows into days', () => {
    const body = `<h2>November 2026</h2><table>
      <tr><td>Seats left</td><td>12</td><td>$25</td></tr>
      <tr><td>Members</td><td>4</td><td>$20</td></tr></table>`;
    expect(read(body)).toEqual([]);
  });
});

describe('runs of days written with months', () => {
  it('a run across a month boundary is one event ending on its last day', () => {
    const body = `<ul class="events">
      <li><h3>New Year Lantern Festival</h3><p>Dec 30 - Jan 2, 5 pm - 10 pm</p></li>
      <li><h3>Thanksgiving Weekend Market</h3><p>Nov 27 - Nov 29</p></li>
      <li><h3>Holiday Lights Walk</h3><p>November 28 – December 3, 6 pm</p></li></ul>`;
    expect(read(body)).toEqual([
      { title: 'Thanksgiving Weekend Market', start: '2026-11-27', end: '2026-11-29' },
      { title: 'Holiday Lights Walk', start: '2026-11-28T18:00', end: '2026-12-03T18:00' },
      { title: 'New Year Lantern Festival', start: '2026-12-30T17:00', end: '2027-01-02T22:00' },
    ]);
  });
});

describe('month headings written with the markup indented, over runs split at a month', () => {
  it("reads an indented heading's month, a row's own days before its note's, and one run split over two months", () => {
    const heading = (month: string) => `
        <tr>
          <td colspan="2">
            <h2>
              <a name="${month.replace(' ', '')}"></a>
              ${month}
            </h2>
          </td>
        </tr>`;
    const show = (days: string, title: string, note = '') => `
        <tr>
          <td class="when">${days}</td>
          <td><a href="/e/${title.replace(/\W+/g, '-')}">${title}</a><br><span>${note}</span></td>
        </tr>`;
    const body = `<table><tbody>
      ${heading('November 2026')}
      ${show('Wed 18 - Sun 22', 'Maker Faire')}
      ${show('Sat 28 - Mon 30', 'Dental Congress', '(Ends Dec 2)')}
      ${heading('December 2026')}
      ${show('Tue 1 - Wed 2', 'Dental Congress', '(Begins Nov 28)')}
      ${show('Sat 12', 'Toy Drive')}
      ${show('Sat 12', 'Winter Walk')}
      ${show('Sun 13', 'Winter Walk')}
    </tbody></table>`;
    expect(read(body)).toEqual([
      { title: 'Maker Faire', start: '2026-11-18', end: '2026-11-22' },
      { title: 'Dental Congress', start: '2026-11-28', end: '2026-12-02' },
      { title: 'Toy Drive', start: '2026-12-12', end: null },
      { title: 'Winter Walk', start: '2026-12-12', end: null },
      { title: 'Winter Walk', start: '2026-12-13', end: null },
    ]);
  });
});
