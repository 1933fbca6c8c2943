import { titlesAndStarts } from '../testing/page-events.fixtures';

const ZONE = 'America/New_York';
const NOW = '2027-06-01T12:00:00Z';

const card = (day: string, title: string, hours: string) =>
  `<li><div class="card"><p>${day}</p><h3><a href="/events/${title.length}">${title}</a></h3><p>${hours}</p></div></li>`;

describe('a name that holds a day of its own', () => {
  it('keeps the day words when the name goes on after them and the card dates itself elsewhere', () => {
    const page = `<ul>${[
      card('July 4, 2027', '4th of July on the Pier', '2:00 - 9:00 pm'),
      card('June 12, 2027', 'Harbour Kite Day', '11:00 am - 3:00 pm'),
      card('June 19, 2027', 'Lantern Walk', '8:30 pm'),
    ].join('')}</ul>`;
    expect(titlesAndStarts(page, ZONE, NOW)).toEqual(
      expect.arrayContaining([{ title: '4th of July on the Pier', start: '2027-07-04T14:00' }]),
    );
  });

  it('still takes a day out of a heading that only dates the event ("June 12, 2027 – Harbour Kite Day")', () => {
    const page = `<ul>${[
      '<li><h3>June 12, 2027 – Harbour Kite Day</h3><p>11:00 am</p></li>',
      '<li><h3>June 19, 2027 – Lantern Walk</h3><p>8:30 pm</p></li>',
    ].join('')}</ul>`;
    expect(titlesAndStarts(page, ZONE, NOW)).toEqual([
      { title: 'Harbour Kite Day', start: '2027-06-12T11:00' },
      { title: 'Lantern Walk', start: '2027-06-19T20:30' },
    ]);
  });
});
