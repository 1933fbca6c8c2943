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

  it('is no event when the two days are two performances, or the end gives no hour', () => {
    const body = `<ul>${item('Sat, Dec 12, 7 pm &amp; Sun, Dec 13, 2 pm', 'The Nutcracker')}
      ${item('Dec 19, 7 pm and Dec 20, 7 pm', 'Messiah Sing-Along')}
      ${item('Dec 26, 2026 at 8 pm – Dec 27, 2026', 'Open House')}</ul>`;
    expect(read(body)).toEqual([]);
  });
});
