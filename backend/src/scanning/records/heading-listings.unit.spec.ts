import { DateTime } from 'luxon';
import { extractEvents } from '../extract-events';

const ZONE = 'America/Los_Angeles';
const page = (body: string) => ({ url: 'https://board.example/meetings', contentType: 'text/html', body });

function read(body: string, now: string) {
  return extractEvents(page(body), { timezone: ZONE, now: new Date(now) }).map((event) => ({
    title: event.title,
    start: DateTime.fromISO(event.startDate, { zone: ZONE }).toISODate(),
    end: event.endDate ? DateTime.fromISO(event.endDate, { zone: ZONE }).toISODate() : null,
  }));
}

const meeting = (heading: string, materials: string) => `<hr /><h3>${heading}</h3>
  <ul><li><a href="/agenda.pdf">Meeting Agenda (PDF)</a></li></ul>
  <p><span><a href="/materials">${materials}</a>&nbsp;- Coming Soon</span></p>`;

describe('a heading per event, with lines under it that repeat its day', () => {
  const body = `<main><h2>Upcoming 2026 Board Meetings</h2>
    ${meeting('Water Board Meeting: December 9(W) - 10(TH), 2026 - Fresno - Council Chambers', 'View/Download December 9th - 10th Meeting Materials')}
    ${meeting('Budget Hearing: January 13(W), 2027 - Virtual Meeting', 'View/Download January 13th Meeting Materials')}
    <h2>Past 2026 Board Meetings</h2>
    ${meeting('Water Board Meeting: March 11(W) - 12(TH), 2026 - Visalia', 'View/Download March 11th - 12th Meeting Materials')}
    ${meeting('Water Board Meeting: May 13(W), 2026 - Tulare', 'View/Download May 13th Meeting Materials')}</main>`;

  it('names each event by its heading, up to the date, and reads a run with weekdays in parentheses as one event', () => {
    expect(read(body, '2026-11-20T12:00:00Z')).toEqual([
      { title: 'Water Board Meeting', start: '2026-12-09', end: '2026-12-10' },
      { title: 'Budget Hearing', start: '2027-01-13', end: null },
    ]);
  });

  it('does not roll the yearless repeats of a "Past 2026 Board Meetings" section into next year', () => {
    const titles = read(body, '2026-11-20T12:00:00Z').map((event) => event.title);
    expect(titles).not.toContain('View/Download');
  });
});

describe('titles around a date in one line', () => {
  it('takes the name before the date and leaves the place after it', () => {
    const body = `<ul>
      <li><h4>Lantern Walk - Fri, Dec 4, 6 pm - Volunteer Park</h4></li>
      <li><h4>Choir Night - Sat, Dec 5, 7:30 pm - St. Mark's</h4></li></ul>`;
    expect(read(body, '2026-11-20T12:00:00Z').map((event) => event.title)).toEqual([
      'Lantern Walk',
      'Choir Night',
    ]);
  });

  it("never names an event by a post's byline or a word that joined a date and its time", () => {
    const body = `<article><h1>City opens new park</h1>
      <div class="byline"><p>Originally published April 28, 2026 at 6:01 am</p><p>Updated April 29, 2026 at 3:33 pm</p></div>
      <p>The park opened on Saturday.</p></article>`;
    expect(read(body, '2026-04-20T12:00:00Z')).toEqual([]);
  });

  it("never names an event by its month's heading (a section per month, some holding one event)", () => {
    const card = (title: string, when: string) =>
      `<article class="event-card"><h3><a href="/e/${title.length}">${title}</a></h3><p>${when}</p></article>`;
    const body = `<main><h1>Events</h1>
      <section><h2>December 2026</h2>${card('Holiday Pops', 'Saturday, December 19 · 7:30 pm')}</section>
      <section><h2>January 2027</h2>${card('Winter Chamber Series', 'Sunday, January 10 · 3:00 pm')}${card('Mozart Gala', 'Wednesday, January 27 · 7:30 pm')}</section>
      <section><h2>February 2027</h2>${card("Valentine's Cabaret", 'Sunday, February 14 · 7:00 pm')}</section></main>`;
    expect(read(body, '2026-12-01T12:00:00Z').map(({ title }) => title)).toEqual([
      'Holiday Pops',
      'Winter Chamber Series',
      'Mozart Gala',
      "Valentine's Cabaret",
    ]);
  });

  it('never names an event by the words that stand for its hours ("All day", "TBA")', () => {
    // The first card's heading carries a class of its own, so the name is read from each card's first free line.
    const card = (day: string, hours: string, title: string, extra = '') =>
      `<article><div class="date-tag"><time datetime="2026-12-05">${day}</time></div><div class="when">${hours}</div><h3 class="event-title${extra}"><a class="event-title-link${extra}" href="/e/${title.length}">${title}</a></h3></article>`;
    const body = `<main>${card('Dec 5', '7:00 pm - 10:00 pm', 'Contra Dance', ' h6')}${card('Dec 12', 'All day', 'Holiday Craft Fair')}${card('Dec 19', '8:00 pm', 'Winter Ball')}</main>`;
    expect(read(body, '2026-12-01T12:00:00Z').map(({ title }) => title)).toEqual([
      'Contra Dance',
      'Holiday Craft Fair',
      'Winter Ball',
    ]);
  });
});
