import { titlesAndStarts } from '../testing/page-events.fixtures';

const ZONE = 'America/Los_Angeles';
const read = (body: string) => titlesAndStarts(body, ZONE, '2026-12-01T17:00:00Z');

const item = (title: string, when: string) =>
  `<li><h3><a href="/Calendar.aspx?EID=${title.length}"><span>${title}</span></a></h3><div class="date">${when}</div><a href="/Calendar.aspx?EID=${title.length}" class="eventDetails">More Details</a></li>`;

describe('a card alone in its section', () => {
  it("is an event when it stands as a listing's cards do elsewhere on the page (a city calendar by category)", () => {
    const body = `<main><h1>Calendar</h1><div class="calendar">
      <h2>City Council</h2><ol>${item('City Council Regular Meeting', 'December 7, 2026, 7:00 PM - 9:00 PM')}${item('City Council Work Session', 'December 14, 2026, 5:30 PM - 6:45 PM')}</ol>
      <h2>Parks &amp; Recreation</h2><ol>${item('Holiday Tree Lighting', 'December 4, 2026, 5:00 PM - 7:00 PM')}${item('City Offices Closed - Christmas Day', 'December 25, 2026')}</ol>
    </div></main>`;
    expect(read(body)).toEqual([
      { title: 'Holiday Tree Lighting', start: '2026-12-04T17:00' },
      { title: 'City Council Regular Meeting', start: '2026-12-07T19:00' },
      { title: 'City Council Work Session', start: '2026-12-14T17:30' },
    ]);
  });

  it('is none when no listing stands as it does, and a field of a job posting is none beside a listing', () => {
    const lone = `<main><h1>Box Office Associate</h1><ul class="job-meta"><li><strong>Posted:</strong> November 20, 2026</li>
      <li><strong>Start date:</strong> Monday, February 1, 2027</li></ul>
      <h2>Information sessions</h2><ul><li>Wednesday, December 9, 2026, 4:00 pm – Lobby</li><li>Saturday, December 12, 2026, 11:00 am – Lobby</li></ul>
      <section><h2>Parks</h2><ol>${item('Holiday Tree Lighting', 'December 4, 2026, 5:00 PM - 7:00 PM')}</ol></section></main>`;
    expect(read(lone).map(({ title }) => title)).toEqual(['Lobby', 'Lobby']);
  });
});
