import { titlesAndStarts } from '../testing/page-events.fixtures';

const ZONE = 'America/New_York';
const read = (body: string) => titlesAndStarts(`<body>${body}</body>`, ZONE, '2026-08-01T16:00:00Z');

const table = (rows: string) => `<table><tbody>${rows}</tbody></table>`;
const row = (month: string, ...days: string[]) =>
  `<tr><td><b>${month}</b></td>${days.map((day) => `<td>${day}</td>`).join('')}</tr>`;
const schedule = table(
  row('SEPT.', '3', '17') + row('OCT', '1', '15', '29') + row('NOV.', '12', '—') + row('DEC.', '3'),
);

describe('a schedule written as a table of months and their days', () => {
  it('reads each day as the page names it, the year and the hour from the text just above the table', () => {
    const body = `<h1>Harbour Design Panel</h1><p>About the panel.</p>
      <div><p>The panel meets on Thursdays at 4:30 pm.</p><h4>2026 Meeting Dates</h4></div>${schedule}`;
    expect(read(body)).toEqual(
      ['2026-09-03', '2026-09-17', '2026-10-01', '2026-10-15', '2026-10-29', '2026-11-12', '2026-12-03'].map(
        (day) => ({ title: 'Harbour Design Panel', start: `${day}T16:30` }),
      ),
    );
  });

  it('reads the days without an hour where the text above names none, or two', () => {
    const body = (above: string) => `<h1>Harbour Design Panel</h1><h4>${above}</h4>${schedule}`;
    expect(read(body('2026 Meeting Dates')).map(({ start }) => start)[0]).toBe('2026-09-03T00:00');
    expect(read(body('2026 dates: 9 am or 6 pm')).map(({ start }) => start)[0]).toBe('2026-09-03T00:00');
  });

  it('is nothing for a table of figures: words or large numbers in its cells, months out of order, or one month', () => {
    const name = '<h1>Annual Report</h1><h4>2026</h4>';
    expect(read(name + table(row('Jan', '12', '40') + row('Feb', '18', '57')))).toEqual([]);
    expect(read(name + table(row('Jan', '3', '9') + row('Feb', '4', 'n/a')))).toEqual([]);
    expect(read(name + table(row('Mar', '3', '9') + row('Feb', '4', '8')))).toEqual([]);
    expect(read(name + table(row('Mar', '3', '9')))).toEqual([]);
    expect(read(name + table(row('Jan', '3', '9') + row('Feb', '4', '8') + row('Total', '7', '17')))).toEqual(
      [],
    );
  });
});
