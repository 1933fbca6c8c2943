import { titlesAndStarts } from '../testing/page-events.fixtures';

const ZONE = 'America/Chicago';
const read = (body: string) =>
  titlesAndStarts(body.includes('<body') ? body : `<body>${body}</body>`, ZONE, '2026-12-01T17:00:00Z');

const day = (date: string, links = '') =>
  `<div class="row"><span>${date}</span>${links}</div><div class="docs"><a href="/a.pdf">Agenda</a></div>`;

describe('a schedule of days that name no event', () => {
  it('reads each day as the page names it, the site beside its heading, and leaves out a day called off', () => {
    const body = `<html><head><title>Harbour Trust - Board Meetings</title></head><body><h1>Board Meetings</h1>
      <h3>2026</h3>${day('Tuesday, November 10, 2026', '<a href="/v1">Watch recording</a>')}${day('Tuesday, November 24, 2026', '<a href="/v3">Watch recording</a>')}
      ${day('Tuesday, December 8, 2026 (Special)')}
      ${day('Tuesday, December 15, 2026 (Cancelled)')}${day('Wednesday, January 13, 2027')}</body></html>`;
    expect(read(body)).toEqual([
      { title: 'Harbour Trust - Board Meetings (Special)', start: '2026-12-08T00:00' },
      { title: 'Harbour Trust - Board Meetings', start: '2027-01-13T00:00' },
    ]);
  });

  it('is nothing where each day sits beside a name of its own (a news archive) or the days are out of order', () => {
    const news = `<h1>News</h1><ul><li><a href="/1">Pier reopens</a> December 8, 2026</li><li><a href="/2">New ferry</a> December 9, 2026</li></ul>`;
    const shuffled = `<h1>Dates</h1><ul><li>Friday, December 11, 2026</li><li>Monday, January 4, 2027</li><li>Tuesday, December 8, 2026</li></ul>`;
    expect(read(news)).toEqual([]);
    expect(read(shuffled)).toEqual([]);
  });

  it("is nothing where text stands under each day (a venue's holiday hours) or only two days are given", () => {
    const hours = `<h1>Holiday Hours</h1><div><h4>Thursday, December 24, 2026</h4><p>Open 9 am – 1 pm</p>
      <h4>Friday, December 25, 2026</h4><p>Closed</p><h4>Saturday, December 26, 2026</h4><p>Regular hours</p></div>`;
    const two = `<h1>Board Meetings</h1>${day('Tuesday, December 8, 2026')}${day('Tuesday, December 22, 2026')}`;
    expect(read(hours)).toEqual([]);
    expect(read(two)).toEqual([]);
  });

  it("is nothing where the markup calls the days an event's dates: one event's page, read by its own reader", () => {
    const body = `<h1>Trio Nocturne</h1><p>An afternoon of standards.</p><aside class="event-info">
      <p class="event-date">Sunday, December 6, 2026</p><p class="event-date">Sunday, December 13, 2026</p>
      <p class="event-date">Sunday, December 20, 2026</p></aside>`;
    expect(read(body)).toEqual([]);
    expect(read(body.replace(/event-date/g, 'day'))).toHaveLength(3);
  });
});
