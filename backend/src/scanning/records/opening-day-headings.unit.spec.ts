import { titlesAndStarts } from '../testing/page-events.fixtures';

const ZONE = 'America/Chicago';
const NOW = '2027-03-01T12:00:00Z';

/** One record of a day's list; the first of each day opens with a bar naming the day, the others have none. */
const entry = (hour: string, title: string, day?: string) =>
  `<div class="slot"><div class="wrap">${day ? `<div class="bar"><p>${day}</p></div>` : ''}<div class="entry"><span class="hour">${hour}</span><h3><a href="/e/${title.length}">${title}</a></h3><p>Main lawn</p></div></div></div>`;

describe('a day heading that opens the first record of its day', () => {
  it('gives its day to the records after it that have no such part, up to the next', () => {
    const page = `<main>${[
      entry('6:00 p.m.', 'Lantern Making', 'March 3'),
      entry('8:00 p.m.', 'Moon Choir'),
      entry('All Day', 'Sculpture Trail', 'March 4'),
      entry('10:00 a.m.', 'Farm Stand'),
    ].join('')}<nav><a href="?page=2">2</a></nav></main>`;
    expect(titlesAndStarts(page, ZONE, NOW)).toEqual([
      { title: 'Lantern Making', start: '2027-03-03T18:00' },
      { title: 'Moon Choir', start: '2027-03-03T20:00' },
      { title: 'Sculpture Trail', start: '2027-03-04T00:00' },
      { title: 'Farm Stand', start: '2027-03-04T10:00' },
    ]);
  });

  it('is no other card\'s day when that card has the part, holding something else ("Every Friday")', () => {
    const card = (when: string, title: string, hour: string) =>
      `<li><div class="card"><p class="when">${when}</p><h3>${title}</h3><p>${hour}</p></div></li>`;
    const page = `<ul>${[
      card('March 3, 2027', 'Mapmaking Talk', '6:00 pm'),
      card('Every Friday', 'Docent Tours', '2:00 pm'),
      card('March 5, 2027', 'Silent Film Night', '7:00 pm'),
    ].join('')}</ul>`;
    expect(titlesAndStarts(page, ZONE, NOW).map(({ title }) => title)).toEqual([
      'Mapmaking Talk',
      'Silent Film Night',
    ]);
  });
});
