import { DateTime } from 'luxon';
import { extractEvents } from '../extract-events';

const NOW = new Date('2026-12-01T15:00:00Z');
const ZONE = 'America/Chicago';
const page = (body: string) => ({ url: 'https://hall.example/calendar', contentType: 'text/html', body });

function read(body: string) {
  return extractEvents(page(body), { timezone: ZONE, now: NOW })
    .map((event) => ({
      title: event.title,
      start: DateTime.fromISO(event.startDate, { zone: ZONE }).toFormat("yyyy-MM-dd'T'HH:mm"),
    }))
    .sort((a, b) => a.start.localeCompare(b.start) || a.title.localeCompare(b.title));
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const entry = (title: string, time: string) =>
  `<li><a href="/shows/${title.replace(/\W+/g, '-').toLowerCase()}"><span class="name">${title}</span></a><span class="at">${time}</span></li>`;

/**
 * December 2026 starts on a Tuesday: the first row leads with November 29 and 30, the last trails into January 1 and 2.
 * `shows` gives a day's entries ("2026-12-04" → its <li>s).
 */
function monthTable(
  shows: Record<string, string[]>,
  // The arrows to the months around it name them, the nearest text before the grid.
  caption = '<a href="?m=11"><i></i>November</a><h2>December 2026</h2><a href="?m=1">January<i></i></a>',
): string {
  const cells: string[] = [];
  let day = DateTime.fromISO('2026-11-29');
  while (cells.length < 35) {
    const entries = shows[day.toISODate()!] ?? [];
    const other = day.month !== 12 ? ' class="other-month"' : '';
    cells.push(
      `<td${other}><div class="num">${day.day}</div>${entries.length ? `<ul>${entries.join('')}</ul>` : ''}</td>`,
    );
    day = day.plus({ days: 1 });
  }
  const rows = [0, 7, 14, 21, 28].map((at) => `<tr>${cells.slice(at, at + 7).join('')}</tr>`);
  return `<div class="calendar">${caption}<table><thead><tr>${WEEKDAYS.map((name) => `<th>${name}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
}

describe('calendar grids: a month of day cells under a row of weekdays', () => {
  it("reads each cell's events on its day, the month from the heading above, neighbouring months' cells as theirs", () => {
    const body = monthTable({
      '2026-11-30': [entry('Autumn Farewell', '7:00 PM')],
      '2026-12-04': [entry('Brass Night', '8:00 PM')],
      '2026-12-12': [entry('Matinee Magic', '2:00 PM'), entry('Evening Magic', '7:30 PM')],
      '2026-12-18': [entry('Poetry Slam', '7:30 PM'), entry('Cellar Quartet', '7:30 PM')],
      '2027-01-02': [entry('New Year Brunch', '11:00 AM')],
    });
    expect(read(body)).toEqual([
      { title: 'Brass Night', start: '2026-12-04T20:00' },
      { title: 'Matinee Magic', start: '2026-12-12T14:00' },
      { title: 'Evening Magic', start: '2026-12-12T19:30' },
      { title: 'Cellar Quartet', start: '2026-12-18T19:30' },
      { title: 'Poetry Slam', start: '2026-12-18T19:30' },
      { title: 'New Year Brunch', start: '2027-01-02T11:00' },
    ]);
  });

  it('reads a CSS grid of boxes: seven weekday boxes, then a box per day, the month in a caption line', () => {
    const days = Array.from({ length: 31 }, (_, index) => index + 1);
    const shows: Record<number, string> = {
      3: '<a href="/e/1">Choir Rehearsal</a><span>6:30 PM</span>',
      21: '<a href="/e/2">Solstice Lanterns</a><span>5 PM</span>',
    };
    const body = `<section><p class="month-title">December 2026</p><div class="grid">
      ${['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((name) => `<div class="head">${name}</div>`).join('')}
      <div class="blank"></div>
      ${days.map((day) => `<div class="day"><span>${day}</span>${shows[day] ?? ''}</div>`).join('')}
    </div></section>`;
    expect(read(body)).toEqual([
      { title: 'Choir Rehearsal', start: '2026-12-03T18:30' },
      { title: 'Solstice Lanterns', start: '2026-12-21T17:00' },
    ]);
  });

  it('reads no event from a week of opening hours under weekday names, nor from a grid without a month', () => {
    const hours = `<table><tr>${WEEKDAYS.map((name) => `<th>${name}</th>`).join('')}</tr>
      <tr>${WEEKDAYS.map(() => '<td>10 am - 5 pm</td>').join('')}</tr></table>`;
    const unnamed = monthTable({ '2026-12-04': [entry('Brass Night', '8:00 PM')] }, '<h2>What’s on</h2>');
    expect(read(hours)).toEqual([]);
    expect(read(unnamed)).toEqual([]);
  });
});
