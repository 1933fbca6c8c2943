import { titlesAndStarts } from '../testing/page-events.fixtures';

const ZONE = 'America/New_York';

const read = (body: string) =>
  titlesAndStarts(body, ZONE, '2026-12-01T12:00:00Z', 'https://commission.example/calendar');

const cell = (date: string, events: Array<[string, string]>, note = '') =>
  `<dt class="calendar-day" data-cell="${date}" data-day="${Number(date.slice(6))}"><div>${Number(date.slice(6))}</div>${events
    .map(
      ([title, time]) =>
        `<div class="event"><a href="/events/${title.replace(/\W+/g, '-')}"><h4 class="event-title">${title}</h4></a>
         <div class="tooltip" style="display:none"><div>${title}</div><div>${time}</div><div>${note}</div></div></div>`,
    )
    .join('')}</dt>`;

describe('a calendar grid whose day cells state their date in attributes', () => {
  it("reads each cell's day from its attribute, over a date its hidden note mentions", () => {
    const body = `<dl class="month">
      ${cell('20261216', [['District Policing Committee', '6:00 pm – 7:00 pm']], '* The November meeting moved to Thursday, Nov. 9th *')}
      ${cell('20261217', [['Budget Hearing', '10:00 am']])}
      ${cell('20261218', [])}</dl>`;
    expect(read(body)).toEqual([
      { title: 'District Policing Committee', start: '2026-12-16T18:00' },
      { title: 'Budget Hearing', start: '2026-12-17T10:00' },
    ]);
  });

  it("reads a cell that holds events at several hours event by event, each on the cell's day", () => {
    const body = `<dl class="month">
      ${cell('20261216', [
        ['Legal Committee', '12:00 pm – 1:00 pm'],
        ['Board Workshop', '1:00 pm – 3:00 pm'],
      ])}
      ${cell('20261217', [
        ['Audit Committee', '8:00 am'],
        ['Finance Committee', '9:30 am'],
      ])}</dl>`;
    expect(read(body)).toEqual([
      { title: 'Legal Committee', start: '2026-12-16T12:00' },
      { title: 'Board Workshop', start: '2026-12-16T13:00' },
      { title: 'Audit Committee', start: '2026-12-17T08:00' },
      { title: 'Finance Committee', start: '2026-12-17T09:30' },
    ]);
  });
});
