import { titlesAndStarts } from '../testing/page-events.fixtures';

const ZONE = 'America/Los_Angeles';
const read = (body: string, now = '2026-12-01T17:00:00Z') => titlesAndStarts(body, ZONE, now);

const row = (time: string, title: string, place: string) =>
  `<tr class="twSimpleTableEventRow0"><td class="twStartTime">${time}</td><td class="twDescription"><a href="/calendar?eventid=${title.length}">${title}</a></td><td class="twLocation">${place}</td></tr>`;
const dayRow = (day: string) =>
  `<tr class="twSimpleTableGroupHead"><th colspan="3" class="twSimpleTableGroupHead">${day}</th></tr>`;

describe('a day heading over the hours of its events', () => {
  it("gives its day to the rows under it that give only an hour (a city calendar's table)", () => {
    const body = `<table class="twSimpleTableTable"><tbody>
      ${dayRow('Thursday, December 3, 2026')}
      ${row('9am', 'Planning Commission', 'City Hall, Council Chambers')}
      ${row('6:30pm&nbsp;-&nbsp;8pm', 'Holiday Tree Lighting', 'Town Square')}
      ${dayRow('Monday, December 7, 2026')}
      ${row('7pm', 'City Council Regular Meeting', 'City Hall, Council Chambers')}
      ${dayRow('Sat Dec 12')}
      ${row('10am&nbsp;-&nbsp;noon', 'Breakfast with Santa', 'Community Center')}
    </tbody></table>`;
    expect(read(body)).toEqual([
      { title: 'Planning Commission', start: '2026-12-03T09:00' },
      { title: 'Holiday Tree Lighting', start: '2026-12-03T18:30' },
      { title: 'City Council Regular Meeting', start: '2026-12-07T19:00' },
      { title: 'Breakfast with Santa', start: '2026-12-12T10:00' },
    ]);
  });

  it("reads a festival day's schedule act by act: a section of links, each at an hour of its own", () => {
    const slot = (time: string, act: string) =>
      `<div class="slot"><span class="time">${time}</span> <a href="/a/${act.length}">${act}</a> <span class="stage">Main Stage</span></div>`;
    const body = `<main><h1>Festival Schedule</h1>
      <section class="day"><h2>Saturday, January 16</h2>${slot('11:00 am', 'The Ferris Sisters')}${slot('1:30 pm', 'Old Ohio Stringband')}${slot('7:00 pm', 'Rhiannon Gold')}</section>
      <section class="day"><h2>Sunday, January 17</h2>${slot('noon', 'Gospel Brunch')}${slot('3:00 pm', 'Closing Jam')}</section></main>`;
    expect(read(body)).toEqual([
      { title: 'The Ferris Sisters', start: '2027-01-16T11:00' },
      { title: 'Old Ohio Stringband', start: '2027-01-16T13:30' },
      { title: 'Rhiannon Gold', start: '2027-01-16T19:00' },
      { title: 'Gospel Brunch', start: '2027-01-17T12:00' },
      { title: 'Closing Jam', start: '2027-01-17T15:00' },
    ]);
  });

  it('reads a day of only two acts act by act under a heading naming the day alone, not an event with a bill', () => {
    const slot = (time: string, act: string) =>
      `<div class="slot"><span class="time">${time}</span> <a href="/a/${act.length}">${act}</a></div>`;
    const card = (day: string, title: string) =>
      `<article><h3>${day}</h3><a href="/e/${title.length}">${title}</a><p>Shows at 7:00 pm and 9:30 pm</p><a href="/tix/${title.length}">Get Tickets</a></article>`;
    const body = `<main><h1>Riverfront Blues Day</h1>
      <section class="day"><h2>Saturday, January 16</h2>${slot('2:00 pm', 'The Ferris Sisters')}${slot('6:30 pm', 'Old Ohio Stringband')}</section>
      <section class="day"><h2>Sunday, January 17</h2>${slot('noon', 'Gospel Brunch')}${slot('3:00 pm', 'Closing Jam')}</section>
      <h2>Comedy</h2><div>${card('Fri Dec 4', 'Comedy Night with Joe Ray')}${card('Sat Dec 5', 'Open Mic')}</div></main>`;
    expect(read(body)).toEqual([
      { title: 'Comedy Night with Joe Ray', start: '2026-12-04T19:00' },
      { title: 'Open Mic', start: '2026-12-05T19:00' },
      { title: 'The Ferris Sisters', start: '2027-01-16T14:00' },
      { title: 'Old Ohio Stringband', start: '2027-01-16T18:30' },
      { title: 'Gospel Brunch', start: '2027-01-17T12:00' },
      { title: 'Closing Jam', start: '2027-01-17T15:00' },
    ]);
  });

  it("reads an agenda's days entry by entry: a day heading, then entries each at its hour or all day", () => {
    const entry = (time: string, title: string) =>
      `<div class="event"><table><tr><td class="event-time">${time}</td><td class="event-summary"><a href="#"><span class="event-title">${title}</span></a></td></tr></table></div>`;
    const day = (date: string, entries: string) =>
      `<div class="date-section"><div class="date">${date}</div>${entries}</div>`;
    const body = `<div class="view-container"><div id="agenda">
      ${day('Thu Dec 3, 2026', entry('7pm', 'Quilting Circle') + entry('7:30pm', 'AA Meeting'))}
      ${day('Sat Dec 5, 2026', entry('All day', 'Holiday Bazaar') + entry('10am', 'Kids Cookie Decorating'))}
      ${day('Mon Dec 7, 2026', entry('6:30pm', 'Board Meeting'))}</div></div>`;
    expect(read(body)).toEqual([
      { title: 'Quilting Circle', start: '2026-12-03T19:00' },
      { title: 'AA Meeting', start: '2026-12-03T19:30' },
      { title: 'Holiday Bazaar', start: '2026-12-05T00:00' },
      { title: 'Kids Cookie Decorating', start: '2026-12-05T10:00' },
      { title: 'Board Meeting', start: '2026-12-07T18:30' },
    ]);
  });

  it("reads no event from the hours under today's heading of a news stream, nor from a story's prose", () => {
    const story = (title: string, line: string) =>
      `<div class="story"><h4><a href="/s/${title.length}">${title}</a></h4><p>${line}</p></div>`;
    const body = `<div class="stream"><h3>Tuesday, December 1, 2026</h3>
      ${story('Snow plows ready for first storm', 'Updated 8:42 am')}
      ${story('Transit fares to rise in January', '8:15 am')}
      <h3>Thursday, December 3, 2026</h3>
      ${story('Council to vote', 'The council will meet at 6 pm at City Hall to vote on the riverfront plan, the president said on Monday.')}
      ${story('Parade route set', 'The parade steps off at 10 am from the courthouse and ends at the river, organisers said in a statement.')}</div>`;
    expect(read(body)).toEqual([]);
  });

  it("makes no event of a venue's opening hours, under day headings or beside each day", () => {
    const body = `<div class="hours">
      <h4>Thursday, December 24</h4><p>Open 9 am – 1 pm</p><h4>Friday, December 25</h4><p>Closed</p>
      <h4>Thursday, December 31</h4><p>Open 9 am – 3 pm</p><h4>Saturday, January 2</h4><p>Regular hours, 10 am – 5 pm</p></div>
      <ul><li>Thursday, December 24: Open 9 am – 1 pm</li><li>Thursday, December 31: Open until 3 pm</li>
      <li>Saturday, January 2: Regular hours, 10 am – 5 pm</li></ul>`;
    expect(read(body)).toEqual([]);
  });
});
