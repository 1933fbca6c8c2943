import { DateTime } from 'luxon';
import { extractEvents } from '../extract-events';

const ZONE = 'America/Los_Angeles';
const NOW = new Date('2026-05-01T12:00:00Z');

function read(body: string) {
  return extractEvents(
    { url: 'https://fair.example/', contentType: 'text/html', body },
    { timezone: ZONE, now: NOW },
  ).map((event) => ({
    title: event.title,
    start: DateTime.fromISO(event.startDate, { zone: ZONE }).toFormat("yyyy-MM-dd'T'HH:mm"),
    end: event.endDate
      ? DateTime.fromISO(event.endDate, { zone: ZONE }).toFormat("yyyy-MM-dd'T'HH:mm")
      : null,
  }));
}

describe('events one after another in one box, a blank line apart', () => {
  it('reads each run of lines between <br><br> as an event', () => {
    const body = `<div class="col"><b>Spring Print Fair</b><br>
      <a href="https://hall.example/">Union Hall</a><br>
      May 16, 2026<br>
      10am–4pm<br>
      <br>
      <b>Zine Workshop</b><br>
      <a href="https://studio.example/">Studio 4</a><br>
      May 20, 2026<br>
      6–8pm <a href="/rsvp">RSVP</a><br><br><br>
      <strong>Closing Party</strong><br>May 23, 2026<br>7pm</div>`;
    expect(read(body)).toEqual([
      { title: 'Spring Print Fair', start: '2026-05-16T10:00', end: '2026-05-16T16:00' },
      { title: 'Zine Workshop', start: '2026-05-20T18:00', end: '2026-05-20T20:00' },
      { title: 'Closing Party', start: '2026-05-23T19:00', end: null },
    ]);
  });

  it('reads no events from paragraphs of prose a blank line apart', () => {
    const body = `<div class="post">The fair began in <b>2014</b> and grew every year since; on May 16, 2026 it opens its
      doors again at the hall for everyone who loves books and prints.<br><br>
      Volunteers met on <b>April 3, 2026</b> to plan the tables and the workshops for the season ahead of us all.<br><br>
      Thanks to our sponsors.</div>`;
    expect(read(body)).toEqual([]);
  });

  it('leaves a box of single line breaks (an address) alone', () => {
    const body = `<div>Union Hall<br>14th Ave<br>Seattle, WA 98122</div><div>Open May 16, 2026<br>10am</div>`;
    expect(read(body)).toEqual([]);
  });
});
