import { type BlockReading } from './event-block';
import { namedBySlot } from './title-slot';

const reading = (sponsor: string, venue: string, name: string): BlockReading => ({
  event: { tier: 'heuristic', title: sponsor, start: '2026-07-21T18:00' },
  titles: [
    { title: sponsor, slot: '0:h6.note', marked: true },
    { title: venue, slot: '0:h3.widont', marked: true },
    { title: name, slot: '0:h4.widont', marked: true },
  ],
});

describe('the title slot of a listing', () => {
  it('names events from the slot whose values vary most, not from repeated sponsor or venue lines', () => {
    const events = namedBySlot([
      reading('Presented by Friends', 'Pier 62', 'Yoga at Waterfront Park'),
      reading('Presented by Friends', 'Pier 62', 'Zumba Master Classes'),
      reading('Presented by Seafair', 'Pier 62', 'Seattle Fleet Week'),
      reading('Presented by Friends', 'Pier 58', 'Hoops on the Pier'),
    ]);
    expect(events.map((event) => event.title)).toEqual([
      'Yoga at Waterfront Park',
      'Zumba Master Classes',
      'Seattle Fleet Week',
      'Hoops on the Pier',
    ]);
  });

  it('keeps the first candidate when a listing is too short to compare', () => {
    const events = namedBySlot([reading('A', 'B', 'C'), reading('D', 'E', 'F')]);
    expect(events.map((event) => event.title)).toEqual(['A', 'D']);
  });
});
