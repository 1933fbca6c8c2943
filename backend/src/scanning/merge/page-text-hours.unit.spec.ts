import { DateTime } from 'luxon';
import { pageEvents } from '../testing/page-events.fixtures';

const ZONE = 'America/Chicago';
const read = (body: string) =>
  pageEvents(body, ZONE, '2026-12-01T15:00:00Z').map((event) => {
    const local = (value: string) => DateTime.fromISO(value, { zone: ZONE }).toFormat("yyyy-MM-dd'T'HH:mm");
    return `${event.allDay ? `${event.startDate.slice(0, 10)} all day` : local(event.startDate)}${event.endDate && !event.allDay ? `–${local(event.endDate).slice(11)}` : ''} ${event.title}`;
  });
const page = (events: unknown[], body: string) =>
  `<html><head><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@graph': events })}</script></head><body>${body}</body></html>`;

describe("a markup event's day whose hour only the page's text writes", () => {
  it("takes the hour of an event page's line naming its day, doors or not in the markup", () => {
    const event = {
      '@type': 'Event',
      name: 'Holiday Organ Recital',
      startDate: '2026-12-20',
      doorTime: '14:30',
    };
    const body = `<header><a href="/">St. Paul's</a></header><main><h1>Holiday Organ Recital</h1>
      <p>Sunday, December 20 · 3:00 – 4:15 pm</p><p>Our organist plays Bach and Messiaen.</p></main>`;
    expect(read(page([event], body))).toEqual(['2026-12-20T15:00–16:15 Holiday Organ Recital']);
  });

  it('takes it from the sentence that names the event beside the day on a page of several', () => {
    const events = [
      { '@type': 'Event', name: 'Holiday Organ Recital', startDate: '2026-12-20' },
      { '@type': 'Event', name: 'Messiah Sing-Along', startDate: '2026-12-21' },
    ];
    const body = `<main><h1>Christmas at St. Paul's</h1>
      <p>Join us for the Holiday Organ Recital on Sunday, December 20 at 3 pm in the nave, with music by Bach.</p>
      <p>The Messiah Sing-Along follows on Monday, December 21 at 7 pm; scores are provided at the door for all.</p></main>`;
    expect(read(page(events, body))).toEqual([
      '2026-12-20T15:00 Holiday Organ Recital',
      '2026-12-21T19:00 Messiah Sing-Along',
    ]);
  });

  it("takes it for a start at the venue's midnight without an end, which CMSs write for a day without its hour", () => {
    const events = [
      { '@type': 'Event', name: 'Holiday Organ Recital', startDate: '2026-12-20T00:00:00-06:00' },
      { '@type': 'Event', name: 'Midnight Mass', startDate: '2026-12-25T00:00:00-06:00' },
    ];
    const body = `<main><h1>Christmas at St. Paul's</h1>
      <p>Join us for the Holiday Organ Recital on Sunday, December 20 at 3 pm in the nave, with music by Bach.</p>
      <p>Midnight Mass is celebrated on Friday, December 25 at midnight with choir and candles for everyone.</p></main>`;
    expect(read(page(events, body))).toEqual([
      '2026-12-20T15:00 Holiday Organ Recital',
      '2026-12-25T00:00 Midnight Mass',
    ]);
  });

  it('stays all-day on a page of several when the lines naming that day do not name the event', () => {
    const events = [
      { '@type': 'Event', name: 'Holiday Organ Recital', startDate: '2026-12-20' },
      { '@type': 'Event', name: 'Messiah Sing-Along', startDate: '2026-12-21' },
    ];
    const body = `<main><h1>This week</h1><p>Choir rehearsal · Sunday, December 20 at 10 am</p>
      <p>Tickets on sale Monday, December 21 at 9 am</p></main>`;
    expect(read(page(events, body))).toEqual([
      '2026-12-20 all day Holiday Organ Recital',
      '2026-12-21 all day Messiah Sing-Along',
    ]);
  });
});
