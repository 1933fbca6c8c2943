import { titlesAndStarts } from '../testing/page-events.fixtures';

const ZONE = 'America/Chicago';
// 9 am in Chicago on Tuesday, December 1, 2026.
const read = (body: string) => titlesAndStarts(body, ZONE, '2026-12-01T15:00:00Z');

const show = (day: string, title: string, hour: string) =>
  `<li class="event"><div class="date">${day}</div><h3><a href="/e/${title.length}">${title}</a></h3><div class="time">${hour}</div></li>`;

describe('a day a listing writes as "Tonight" or "Tomorrow"', () => {
  it('is the day the page is read, or the next, as ticketing widgets write them', () => {
    const body = `<main><h1>Upcoming Shows</h1><ul class="events">
      ${show('Tonight', 'The Wild Reeds', 'Doors 7 pm · Show 8 pm')}
      ${show('TOMORROW', 'Lowland Hum', '8:00 PM')}
      ${show('Fri, Dec 4', 'Caamp', '9:00 PM')}</ul>
      <p>Buy tickets today at the box office, open tomorrow from 10 am.</p></main>`;
    expect(read(body)).toEqual([
      { title: 'The Wild Reeds', start: '2026-12-01T20:00' },
      { title: 'Lowland Hum', start: '2026-12-02T20:00' },
      { title: 'Caamp', start: '2026-12-04T21:00' },
    ]);
  });

  it('gives way to the calendar day beside it, and names no day without an hour (a notice: "Tomorrow")', () => {
    const body = `<main><ul class="events">
      ${show('Tonight', 'Matinee Jazz', 'Wed, Dec 2 · 2 pm')}
      ${show('Thu, Dec 3', 'Mipso', '8 pm')}</ul></main>
      <section class="news"><article><h3><a href="/n/1">Council approves budget</a></h3><p>Tomorrow</p></article>
      <article><h3><a href="/n/2">Road work on Main Street</a></h3><p>Tomorrow</p></article></section>`;
    expect(read(body)).toEqual([
      { title: 'Matinee Jazz', start: '2026-12-02T14:00' },
      { title: 'Mipso', start: '2026-12-03T20:00' },
    ]);
  });
});
