import { DateTime } from 'luxon';
import { extractEvents } from '../extract-events';

const USER_ZONE = 'America/Chicago';

function read(body: string) {
  return extractEvents(
    { url: 'https://museum.example/calendar/event/jazz', contentType: 'text/html', body },
    { timezone: USER_ZONE, now: new Date('2026-02-19T12:00:00Z') },
  ).map((event) => ({
    title: event.title,
    start: DateTime.fromISO(event.startDate, { zone: event.timezone }).toFormat("yyyy-MM-dd'T'HH:mm"),
    end: event.endDate ? DateTime.fromISO(event.endDate, { zone: event.timezone }).toFormat('HH:mm') : null,
    timezone: event.timezone,
    location: event.location,
  }));
}

const page = (when: string) => `<body><nav><a href="/calendar">Calendar</a></nav>
  <main><div class="event-desc"><h1>Jazz in the City | Trio Nocturne</h1>
    <p>The trio returns for an afternoon of standards. Doors open early; seating is first come.</p></div>
  <aside class="event-info">${when}
    <div class="event-single__address"><address><span>Frye Art Museum</span><br><span>704 Terry Avenue</span><br>
      <span>Seattle</span>, <span>WA</span> <span>98104</span></address></div></aside></main></body>`;

describe("an event's own page", () => {
  it('is read as its one event: the <h1> names it, the elements called its date and time give when, its address where', () => {
    const body =
      page(`<div class="event-single__date"><p class="event-single__display-date">February 22, 2026</p>
      <p class="event-single__display-time">2–4 pm</p></div>`);
    expect(read(body)).toEqual([
      {
        title: 'Jazz in the City | Trio Nocturne',
        start: '2026-02-22T14:00',
        end: '16:00',
        timezone: 'America/Los_Angeles',
        location: 'Frye Art Museum 704 Terry Avenue Seattle, WA 98104',
      },
    ]);
  });

  it('gives nothing for a day without a time, or for two different days', () => {
    expect(read(page(`<p class="event-date">February 22, 2026</p>`))).toEqual([]);
    expect(
      read(
        page(
          `<p class="event-date">February 22, 2026, 2 pm</p><p class="event-date">March 1, 2026, 2 pm</p>`,
        ),
      ),
    ).toEqual([]);
  });

  it("gives nothing on a page whose dated elements are not called an event's", () => {
    expect(read(page(`<p class="post-date">February 22, 2026, 2 pm</p>`))).toEqual([]);
  });

  it("reads the day and the hour from elements of their own, classed only 'date' and 'time' inside the event's card", () => {
    const card = (outer: string) => `<body class="node-type-event"><main><h1>Harbour Works Committee</h1>
      <div class="${outer}"><section><div><span class="date">Mar 2</span><span class="year">2026</span></div>
        <div class="time"><i class="icon"></i> 10:00 am</div></section>
      <p>Held in the council chamber. Agenda 2-25-26 posted a week before.</p></div></main></body>`;
    expect(read(card('event-node'))).toEqual([
      {
        title: 'Harbour Works Committee',
        start: '2026-03-02T10:00',
        end: null,
        timezone: USER_ZONE,
        location: null,
      },
    ]);
    // The same bare classes with no event's card around them (only the page's body says event): a post's byline.
    expect(read(card('post-body'))).toEqual([]);
  });

  it('reads a card whose parts the markup names by class, each an element of its own, a run of days as one event', () => {
    const body = `<body><main><h1>September Board Meeting</h1><p>Minutes are posted after each meeting.</p></main>
      <aside><ul class="widget"><li class="event-image"></li>
        <li class="event-date"><span class="date">03.02.2026 - 04.05.2026</span> - Featured Event</li>
        <li class="event-title"><a href="/events/look-beyond-art-show/">Look Beyond Art Show</a></li>
        <li class="event-excerpt"><p>The show runs from March 2 through April 5, 2026 in the courthouse. Meet the artists
          at the reception on Monday, March 16 from 11:30-12:30 p.m.</p></li>
        <li class="event-link"><a href="/events/look-beyond-art-show/">View Details</a></li></ul></aside></body>`;
    expect(read(body)).toEqual([
      {
        title: 'Look Beyond Art Show',
        start: '2026-03-02T00:00',
        end: '00:00',
        timezone: USER_ZONE,
        location: null,
      },
    ]);
    const [event] = extractEvents(
      { url: 'https://board.example/meeting', contentType: 'text/html', body },
      { timezone: USER_ZONE, now: new Date('2026-02-19T12:00:00Z') },
    );
    expect(event).toMatchObject({ allDay: true, url: 'https://board.example/events/look-beyond-art-show/' });
    expect(DateTime.fromISO(event!.endDate!, { zone: USER_ZONE }).toISODate()).toBe('2026-04-05');
  });

  it("keeps a classed card's range of hours on its day (The Events Calendar's single event, Squarespace's item)", () => {
    const body = `<body><main class="tribe-events-single"><h1 class="tribe-events-single-event-title">Lantern Walk</h1>
      <div class="tribe-events-schedule"><h2><span class="tribe-event-date-start">March 21, 2026 @ 5:00 pm</span> - <span class="tribe-event-time">7:00 pm</span></h2>
      </div></main></body>`;
    expect(read(body)).toEqual([
      { title: 'Lantern Walk', start: '2026-03-21T17:00', end: '19:00', timezone: USER_ZONE, location: null },
    ]);
  });
});
