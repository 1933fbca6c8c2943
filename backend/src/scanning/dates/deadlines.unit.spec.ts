import { titlesAndStarts } from '../testing/page-events.fixtures';

const ZONE = 'America/Chicago';

const read = (body: string) =>
  titlesAndStarts(body, ZONE, '2026-12-01T15:00:00Z', 'https://library.example/events');

const card = (title: string, day: string, time: string, more = '') => `<div class="s-lc-c-evt">
  <h3 class="s-lc-c-evt-title"><a href="/event/${title.length}">${title}</a></h3>
  <dl><dt>Date:</dt><dd>${day}</dd><dt>Time:</dt><dd>${time}</dd>${more}</dl></div>`;

describe('deadlines beside events', () => {
  it("reads an event's day and hour past the registration deadline its card also gives", () => {
    const body = `<div id="list">${card('Family Storytime', 'Tuesday, December 8, 2026', '10:30am - 11:00am')}
      ${card(
        'Tech Help: Smartphones',
        'Wednesday, December 9, 2026',
        '2:00pm - 3:30pm',
        '<dt>Registration:</dt><dd>Registration required. Registration closes Tuesday, December 8, 2026 at 5:00pm.</dd>',
      )}</div>`;
    expect(read(body)).toEqual([
      { title: 'Family Storytime', start: '2026-12-08T10:30' },
      { title: 'Tech Help: Smartphones', start: '2026-12-09T14:00' },
    ]);
  });

  it('makes no event of a deadline, a sale or a notice that names one', () => {
    const notice = (title: string, text: string) => `<div class="news"><h3>${title}</h3><p>${text}</p></div>`;
    const body = `<main>${notice('Arlo Parks', 'Tickets on sale Friday, December 4 at 10 am.')}
      ${notice('Scholarships', 'Applications due Jan 11 by 5 pm. Winners announced Feb 1.')}
      ${notice('Holiday pies', 'Order by Sunday, December 20 at 5 pm!')}</main>`;
    expect(read(body)).toEqual([]);
  });
});
