import { titlesAndStarts } from '../testing/page-events.fixtures';
import { findTimes } from './time-patterns';

const ZONE = 'America/Los_Angeles';

const read = (body: string) =>
  titlesAndStarts(body, ZONE, '2026-09-20T12:00:00Z', 'https://clerk.example/meetings');

const row = (date: string, name: string, tooltip: string) => `<div class="row">
  <div class="two columns"><p class="date"><strong>${date}</strong></p></div>
  <div class="ten columns"><p>${name}</p>
    <p><a class="btn" href="/Meetings/ViewMeeting?id=${date.replace(/\//g, '')}" title="${tooltip}">Agenda</a>
       <a class="btn" href="/minutes.pdf">Minutes</a></p></div></div>`;

describe('a time that stands only in a link tooltip', () => {
  it("gives each row of numeric dates its time, and the row's name rather than its link labels", () => {
    const body = `<div class="meetings">
      ${row('9/29/2026', 'Council Meeting', 'View Agenda for Council Meeting on 9/29/2026 10:00:00 AM')}
      ${row('9/30/2026', 'Budget Review Committee', 'View Agenda for Budget Review Committee on 9/30/2026 2:00:00 PM')}</div>`;
    expect(read(body)).toEqual([
      { title: 'Council Meeting', start: '2026-09-29T10:00' },
      { title: 'Budget Review Committee', start: '2026-09-30T14:00' },
    ]);
  });

  it("does not take a tooltip's time for another day", () => {
    const body = `<div class="meetings">
      ${row('9/29/2026', 'Council Meeting', 'Rescheduled from 9/22/2026 10:00:00 AM')}
      ${row('9/30/2026', 'Budget Review Committee', 'Rescheduled from 9/23/2026 2:00:00 PM')}</div>`;
    expect(read(body)).toEqual([]);
  });

  it('reads clock times written with seconds', () => {
    expect(findTimes('on 9/26/2026 2:00:00 PM').map(({ hour, minute }) => ({ hour, minute }))).toEqual([
      { hour: 14, minute: 0 },
    ]);
  });
});
