import { titlesAndStarts } from '../testing/page-events.fixtures';

const ZONE = 'America/Denver';
const NOW = '2027-03-01T12:00:00Z';

/** A club's record whose hours stand in fields of their own, the markup naming which is the doors'. */
const gig = (act: string, day: string, doors: string, show: string, doorsFirst = true) => {
  const doorsField = `<span class="gig__doors-time">${doors}</span>`;
  const showField = `<span class="gig__set">${show}</span>`;
  return `<li class="gig"><strong>${act}</strong><em>${day}</em>${doorsFirst ? doorsField + showField : showField + doorsField}</li>`;
};

describe("a record's hour in a field its markup names the doors'", () => {
  it("is not the event's start, in whatever order the fields stand; the other hour is", () => {
    const page = `<ul class="gigs">${[
      gig('The Marrow Kings', 'March 5, 2027', '7:00 pm', '7:45 pm'),
      gig('Lowland Choir', 'March 6, 2027', '8:00 pm', '8:00 pm'),
      gig('Static Parade', 'March 9, 2027', '6:30 pm', '9:00 pm', false),
    ].join('')}</ul>`;
    expect(titlesAndStarts(page, ZONE, NOW)).toEqual([
      { title: 'The Marrow Kings', start: '2027-03-05T19:45' },
      { title: 'Lowland Choir', start: '2027-03-06T20:00' },
      { title: 'Static Parade', start: '2027-03-09T21:00' },
    ]);
  });

  it('leaves two hours in fields named otherwise as they are read today (the first the start)', () => {
    const page = `<ul>${[
      '<li><strong>Pottery Night</strong><em>March 5, 2027</em><span class="from">6:00 pm</span><span class="until">8:00 pm</span></li>',
      '<li><strong>Quiz Night</strong><em>March 6, 2027</em><span class="from">7:00 pm</span><span class="until">9:00 pm</span></li>',
    ].join('')}</ul>`;
    expect(titlesAndStarts(page, ZONE, NOW).map(({ start }) => start)).toEqual([
      '2027-03-05T18:00',
      '2027-03-06T19:00',
    ]);
  });
});
