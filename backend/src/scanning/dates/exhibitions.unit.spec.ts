import { DateTime } from 'luxon';
import { pageEvents } from '../testing/page-events.fixtures';

const ZONE = 'America/New_York';
const NOW = '2026-12-01T15:00:00Z';
const read = (body: string) =>
  pageEvents(body, ZONE, NOW).map((event) => ({
    title: event.title,
    start: DateTime.fromISO(event.startDate, { zone: ZONE }).toISODate(),
    end: event.endDate && DateTime.fromISO(event.endDate, { zone: ZONE }).toISODate(),
    allDay: event.allDay,
  }));

const exhibition = (title: string, dates: string, className = 'exhibition') =>
  `<article class="${className}"><h3><a href="/exhibitions/${title.length}">${title}</a></h3><p>${dates}</p><p>Gallery 5</p></article>`;

describe("a museum's exhibitions", () => {
  it('are each an event over its run, one still on view from today to its last day', () => {
    const body = `<main><h1>Exhibitions</h1><section class="current"><h2>Current Exhibitions</h2>
      ${exhibition('River Light: Painters of the Hudson', 'September 12, 2026 – March 14, 2027')}
      ${exhibition('Pieced Together: Appalachian Quilts', 'Through January 31, 2027')}
      ${exhibition('Hudson Sketchbooks', 'On view Jan 9 – May 2, 2027', 'card')}</section>
      <section class="upcoming"><h2>Upcoming Exhibitions</h2>${exhibition('Fire and Sand', 'February 20 – June 6, 2027')}</section>
      <section class="past"><h2>Past Exhibitions</h2>
      ${exhibition('Ansel Adams: Early Works', 'March 1 – August 30, 2026')}
      ${exhibition('Young Artists 2026', 'May 2 – June 14, 2026')}</section></main>`;
    expect(read(body)).toEqual([
      { title: 'River Light: Painters of the Hudson', start: '2026-09-12', end: '2027-03-14', allDay: true },
      { title: 'Pieced Together: Appalachian Quilts', start: '2026-12-01', end: '2027-01-31', allDay: true },
      { title: 'Hudson Sketchbooks', start: '2027-01-09', end: '2027-05-02', allDay: true },
      { title: 'Fire and Sand', start: '2027-02-20', end: '2027-06-06', allDay: true },
    ]);
  });

  it('leave runs of months that are no exhibition none: quarters, closures, prices good through a day', () => {
    const body = `<main><h1>Notices</h1>
      ${exhibition('Quarterly Budget Report', 'January 1 – March 31, 2027', 'notice')}
      ${exhibition('Early Bird Membership Pricing', 'Through January 31, 2027', 'notice')}
      ${exhibition('Gallery 2 closed for exhibition installation', 'December 1, 2026 – April 30, 2027')}</main>`;
    expect(read(body)).toEqual([]);
  });

  it('keep one id across daily rescans when only their last day is given', () => {
    const body = `<main><h1>Exhibitions</h1><section class="current"><h2>Current Exhibitions</h2>
      <article class="exhibition"><h3>Pieced Together: Appalachian Quilts</h3><p>Through January 31, 2027</p></article>
      <article class="exhibition"><h3>River Light</h3><p>Through March 14, 2027</p></article></section></main>`;
    const ids = (now: string) => pageEvents(body, ZONE, now).map((event) => event.externalId);
    const today = ids(NOW);
    expect(today).toHaveLength(2);
    expect(ids('2026-12-02T15:00:00Z')).toEqual(today);
    expect(ids('2027-01-15T15:00:00Z')).toEqual(today);
  });
});
