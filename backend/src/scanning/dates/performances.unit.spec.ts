import { DateTime } from 'luxon';
import { pageEvents } from '../testing/page-events.fixtures';

const ZONE = 'America/Chicago';
const read = (body: string) =>
  pageEvents(body, ZONE, '2026-12-01T15:00:00Z')
    .map((event) => {
      const local = (value: string) => DateTime.fromISO(value, { zone: ZONE }).toFormat("yyyy-MM-dd'T'HH:mm");
      return `${local(event.startDate)}${event.endDate ? `–${local(event.endDate).slice(11)}` : ''} ${event.title}`;
    })
    .sort();

const show = (title: string, when: string) =>
  `<div class="show"><h2><a href="/shows/${encodeURIComponent(title)}">${title}</a></h2>${when}</div>`;
const season = (...shows: string[]) => `<main><h1>2026–27 Season</h1>${shows.join('\n')}</main>`;

describe("a show's performances on several days", () => {
  it('are one event each, whether its days share an hour in a list or each has its own', () => {
    const body = season(
      show('The Nutcracker', '<p>December 11, 12 &amp; 13 at 7:30 pm; December 13 at 2 pm</p>'),
      show('Holiday Pops', '<p>Dec 18 &amp; 19 @ 8pm | Dec 20 @ 2pm &amp; 7pm</p>'),
      show('Jazz Brunch', '<p>December 27 and 28, 2026 at 11 am – 1 pm</p>'),
      show('Swan Lake', '<p>December 15–16 at 7:30 pm; December 16 at 2 pm</p>'),
      show('Peter Pan', '<p>Dec 22 at 7 pm; Dec 23 at 2 &amp; 7 pm</p>'),
    );
    expect(read(body)).toEqual([
      '2026-12-11T19:30 The Nutcracker',
      '2026-12-12T19:30 The Nutcracker',
      '2026-12-13T14:00 The Nutcracker',
      '2026-12-13T19:30 The Nutcracker',
      '2026-12-15T19:30 Swan Lake',
      '2026-12-16T14:00 Swan Lake',
      '2026-12-16T19:30 Swan Lake',
      '2026-12-18T20:00 Holiday Pops',
      '2026-12-19T20:00 Holiday Pops',
      '2026-12-20T14:00 Holiday Pops',
      '2026-12-20T19:00 Holiday Pops',
      '2026-12-22T19:00 Peter Pan',
      '2026-12-23T14:00 Peter Pan',
      '2026-12-23T19:00 Peter Pan',
      '2026-12-27T11:00–13:00 Jazz Brunch',
      '2026-12-28T11:00–13:00 Jazz Brunch',
    ]);
  });

  it('are read from a list of performances, one a line, and a list of days under weekdays they share', () => {
    const body = season(
      show(
        'Messiah',
        '<ul class="performances"><li>Fri, Dec 4 · 7:30 PM</li><li>Sat, Dec 5 · 7:30 PM</li><li>Sun, Dec 6 · 3:00 PM (Sold Out)</li></ul><a href="/tickets">Buy Tickets</a>',
      ),
      show('Winter Dances', '<p>Friday &amp; Saturday, December 11 &amp; 12 at 8 pm</p>'),
      show('Storytime', '<p>Tuesdays, Dec. 1, 8 &amp; 15 at 10:30 am</p>'),
    );
    expect(read(body)).toEqual([
      '2026-12-01T10:30 Storytime',
      '2026-12-04T19:30 Messiah',
      '2026-12-05T19:30 Messiah',
      '2026-12-06T15:00 Messiah',
      '2026-12-08T10:30 Storytime',
      '2026-12-11T20:00 Winter Dances',
      '2026-12-12T20:00 Winter Dances',
      '2026-12-15T10:30 Storytime',
    ]);
  });

  it("are read from a ticketing system's list of them, each with its own tickets button (Tessitura)", () => {
    const performance = (day: string, hour: string, action: string) =>
      `<li class="perf"><a href="/p/${day.length}${hour}"><span class="perf-date">${day}</span> <span class="perf-time">${hour}</span> <span class="perf-action">${action}</span></a></li>`;
    const production = (title: string, ...performances: string[]) =>
      `<li class="production"><h3><a href="/production/${title.length}">${title}</a></h3><ul>${performances.join('')}</ul></li>`;
    const body = `<main><ul class="productions">${production(
      'A Christmas Carol',
      performance('Friday, December 11, 2026', '7:30PM', 'Buy Tickets'),
      performance('Saturday, December 12, 2026', '2:00PM', 'Buy Tickets'),
      performance('Saturday, December 12, 2026', '7:30PM', 'Sold Out'),
    )}${production('Winter Jazz', performance('Saturday, December 19, 2026', '8:00PM', 'Buy Tickets'))}</ul></main>`;
    expect(read(body)).toEqual([
      '2026-12-11T19:30 A Christmas Carol',
      '2026-12-12T14:00 A Christmas Carol',
      '2026-12-12T19:30 A Christmas Carol',
      '2026-12-19T20:00 Winter Jazz',
    ]);
  });

  it("are read on the show's own page from the element its markup calls the event's date", () => {
    const body = `<html><body><main><article><h1>The Nutcracker</h1><div class="event-details">
      <div class="event-date">December 11, 12 &amp; 13 at 7:30 pm; December 13 at 2 pm</div>
      <address>Civic Auditorium, 222 W Main St, Madison, WI 53703</address></div>
      <p>Madison Ballet's holiday classic returns with live orchestra.</p></article></main></body></html>`;
    expect(read(body)).toEqual([
      '2026-12-11T19:30 The Nutcracker',
      '2026-12-12T19:30 The Nutcracker',
      '2026-12-13T14:00 The Nutcracker',
      '2026-12-13T19:30 The Nutcracker',
    ]);
  });

  it('are the days of an event listed without an hour, each run of days in a row one event over them', () => {
    const fair = (title: string, when: string) =>
      `<div class="ev"><h3><a href="/e/${title.length}">${title}</a></h3><p>${when}</p><p>Main Street Plaza</p></div>`;
    const body = `<main><h1>Events</h1>${fair('Holiday Market', 'December 5, 6, 12 &amp; 13')}
      ${fair('Cookie Walk', 'Dec. 10 &amp; 17')}${fair('Toy Drive', 'Saturday, December 19')}
      ${fair('Holiday Closures', 'December 24, 25 &amp; 31')}</main>`;
    const days = pageEvents(body, ZONE, '2026-12-01T15:00:00Z').map(
      ({ title, startDate, endDate, allDay }) =>
        `${title} ${startDate.slice(0, 10)}–${endDate?.slice(0, 10) ?? ''} ${allDay}`,
    );
    expect(days.sort()).toEqual([
      'Cookie Walk 2026-12-10– true',
      'Cookie Walk 2026-12-17– true',
      'Holiday Market 2026-12-05–2026-12-06 true',
      'Holiday Market 2026-12-12–2026-12-13 true',
      'Toy Drive 2026-12-19– true',
    ]);
  });

  it("are not read from a camp's run beside its first day, a day and its hour, a story, or opening hours", () => {
    const body = season(
      show('Drag Camp', '<p>July 13–17, 2027</p><p>July 13, 2027</p><p>9:00 AM – 4:00 PM</p>'),
      show('Comedy Night', '<p>Sat, Dec 5, 8 PM</p>'),
      show('Anniversary Show', '<p>Dec 5, 10th anniversary show at 8 pm</p>'),
      show('Rescheduled Recital', '<p>Originally December 6 at 3 pm; now December 13 at 3 pm</p>'),
      show('Gift Shop', '<p>Dec 24 &amp; 31: open 10 am – 2 pm; closed Dec 25</p>'),
    );
    expect(read(body)).toEqual([
      '2026-12-05T20:00 Anniversary Show',
      '2026-12-05T20:00 Comedy Night',
      '2027-07-13T09:00–16:00 Drag Camp',
    ]);
  });
});
