import { DateTime } from 'luxon';
import { pageEvents } from '../testing/page-events.fixtures';

const ZONE = 'America/Chicago';
const read = (body: string) =>
  pageEvents(body, ZONE, '2026-12-01T15:00:00Z').map(
    (event) =>
      `${DateTime.fromISO(event.startDate, { zone: ZONE }).toFormat("yyyy-MM-dd'T'HH:mm")} ${event.title}`,
  );

describe("a club's table whose cells split a day or an hour across elements", () => {
  it('reads the hour and the day heading whole, and the act as the title', () => {
    // A hand-made layout: a drop cap in its own <b>, the hour's minutes in a <span> of their own.
    const row = (hour: string, minutes: string, act: string) =>
      `<tr><td class="t"><span>${hour}:</span><span>${minutes}PM</span></td><td><a href="/a/${act.length}">${act}</a></td></tr>`;
    const body = `<table>
      <tr><th colspan="2"><b>F</b><b>riday</b>, December 4</th></tr>
      ${row('8', '30', 'The Nightjars')}
      ${row('10', '15', 'Low Tide Choir')}
      <tr><th colspan="2"><b>S</b><b>aturday</b>, December 5</th></tr>
      ${row('9', '45', 'Paper Lanterns')}
    </table>`;
    expect(read(body)).toEqual([
      '2026-12-04T20:30 The Nightjars',
      '2026-12-04T22:15 Low Tide Choir',
      '2026-12-05T21:45 Paper Lanterns',
    ]);
  });
});
