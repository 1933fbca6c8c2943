import { DateTime } from 'luxon';
import { pageEvents } from '../testing/page-events.fixtures';

const ZONE = 'America/Denver';
const local = (iso: string | null) =>
  iso ? DateTime.fromISO(iso, { zone: ZONE }).toFormat("yyyy-MM-dd'T'HH:mm") : null;
const read = (body: string) =>
  pageEvents(body, ZONE, '2026-12-01T15:00:00Z').map((event) => ({
    title: event.title,
    start: local(event.startDate),
    end: local(event.endDate),
  }));

const item = (when: string, title: string) =>
  `<li data-hook="event-list-item"><div data-hook="ev-date">${when}</div><div data-hook="ev-list-item-title"><a href="/e/${title.length}">${title}</a></div></li>`;

describe('a start and an end each with its day and hour', () => {
  it('is one event over the night when a dash joins them (Wix, The Events Calendar)', () => {
    const body = `<ul data-hook="events-list">${item('Dec 05, 2026, 9:00 AM – 11:00 AM', 'Restorative Yoga')}
      ${item('Dec 31, 2026, 7:00 PM – Jan 01, 2027, 12:30 AM', "New Year's Eve Candlelight Flow")}
      ${item('December 12, 2026 @ 9:00 pm - December 13, 2026 @ 1:00 am', 'Night Market')}</ul>`;
    expect(read(body)).toEqual([
      { title: 'Restorative Yoga', start: '2026-12-05T09:00', end: '2026-12-05T11:00' },
      { title: 'Night Market', start: '2026-12-12T21:00', end: '2026-12-13T01:00' },
      { title: "New Year's Eve Candlelight Flow", start: '2026-12-31T19:00', end: '2027-01-01T00:30' },
    ]);
  });

  it('is not one event when the two days are two performances (one each), nor when the end gives no hour', () => {
    const body = `<ul>${item('Sat, Dec 12, 7 pm &amp; Sun, Dec 13, 2 pm', 'The Nutcracker')}
      ${item('Dec 19, 7 pm and Dec 20, 7 pm', 'Messiah Sing-Along')}
      ${item('Dec 26, 2026 at 8 pm – Dec 27, 2026', 'Open House')}</ul>`;
    expect(read(body)).toEqual([
      { title: 'The Nutcracker', start: '2026-12-12T19:00', end: null },
      { title: 'The Nutcracker', start: '2026-12-13T14:00', end: null },
      { title: 'Messiah Sing-Along', start: '2026-12-19T19:00', end: null },
      { title: 'Messiah Sing-Along', start: '2026-12-20T19:00', end: null },
    ]);
  });

  it("reads Squarespace's times, whose dash a stylesheet draws, beside their 24 hour copies and the date badge", () => {
    const clock = (day: string, from: string, to: string, from24: string, to24: string) =>
      `<span class="event-time-12hr"><time class="event-time-12hr-start" datetime="${day}">${from}</time><span class="event-datetime-divider"></span><time class="event-time-12hr-end" datetime="${day}">${to}</time></span><span class="event-time-24hr"><time datetime="${day}">${from24}</time><span class="event-datetime-divider"></span><time datetime="${day}">${to24}</time></span>`;
    const badge = (month: string, day: string) =>
      `<div class="eventlist-datetag"><div class="eventlist-datetag-startdate--month">${month}</div><div class="eventlist-datetag-startdate--day">${day}</div></div>`;
    const article = (title: string, badgeHtml: string, meta: string) =>
      `<article class="eventlist-event">${badgeHtml}<h1 class="eventlist-title"><a href="/events/${title.length}">${title}</a></h1><ul class="eventlist-meta"><li class="eventlist-meta-date">${meta}</li></ul></article>`;
    const body = `<div class="eventlist">
      ${article('Open Figure Drawing', badge('Dec', '3'), `<time class="event-date" datetime="2026-12-03">Thursday, December 3, 2026</time></li><li>${clock('2026-12-03', '6:30 PM', '9:00 PM', '18:30', '21:00')}`)}
      ${article('Holiday Artist Market', badge('Dec', '12'), '<time class="event-date" datetime="2026-12-12">Saturday, December 12, 2026</time> <time class="event-time-12hr" datetime="2026-12-12">10:00 AM</time><time class="event-time-24hr" datetime="2026-12-12">10:00</time><span class="event-datetime-divider"></span><time class="event-date" datetime="2026-12-13">Sunday, December 13, 2026</time> <time class="event-time-12hr" datetime="2026-12-13">4:00 PM</time><time class="event-time-24hr">16:00</time>')}</div>`;
    expect(read(body)).toEqual([
      { title: 'Open Figure Drawing', start: '2026-12-03T18:30', end: '2026-12-03T21:00' },
      { title: 'Holiday Artist Market', start: '2026-12-12T10:00', end: '2026-12-13T16:00' },
    ]);
  });
});
