import { titlesAndStarts } from '../testing/page-events.fixtures';

const ZONE = 'America/Chicago';
const read = (body: string) => titlesAndStarts(body, ZONE, '2026-12-01T15:00:00Z');

describe('flat content: a heading, then the lines of its event', () => {
  it("names each event by its heading (a WordPress block theme's Heading and Paragraph blocks)", () => {
    const body = `<main><h1>What's on</h1><h2>Every week</h2><ul><li><strong>Trivia Tuesday</strong> — every Tuesday, 7 pm</li></ul>
      <h2>Coming up</h2><div class="wp-block-group">
      <h3 class="wp-block-heading">Ugly Sweater Party</h3><p>Saturday 12/12 · 6–10 pm · prizes for the ugliest</p>
      <h3 class="wp-block-heading">Barrel-Aged Stout Release</h3><p>Friday 12/18 · 11 am · bottle limits apply</p>
      <h3 class="wp-block-heading">NYE Bash with DJ Nova</h3><p>Thursday 12/31 · 8 pm – 1 am · $20</p><p>Dress up. Midnight toast included with every ticket sold at the door.</p>
      </div></main>`;
    expect(read(body)).toEqual([
      { title: 'Ugly Sweater Party', start: '2026-12-12T18:00' },
      { title: 'Barrel-Aged Stout Release', start: '2026-12-18T11:00' },
      { title: 'NYE Bash with DJ Nova', start: '2026-12-31T20:00' },
    ]);
  });

  it('reads none from sections of an about page or a FAQ, and leaves a category heading over its list alone', () => {
    const about = `<main><h1>About</h1>
      <h2>Our History</h2><p>The library opened its doors on Saturday, March 3, 1998 at 10 am with a ribbon cutting led by the mayor.</p>
      <h2>Book Sale</h2><p>Our annual book sale returns on Saturday, December 12 from 9 am to 3 pm, and all proceeds support the children's room.</p>
      <h2>Renew your card</h2><p>Cards expire December 31, 2026. Renew by Friday, December 18 at 5 pm.</p>
      <h3>When do tickets go on sale?</h3><p>Friday, December 4 at 10 am for the spring season.</p>
      <h3>Holiday schedule</h3><p>Wednesday, December 23 · 10 am – 2 pm</p>
      <h3>When do doors open?</h3><p>Doors open 1 hour before showtime, usually 7 pm.</p></main>`;
    expect(read(about)).toEqual([]);
    const categories = `<main><h2>Music</h2><ul><li>Friday, December 4, 8 pm — Jazz Trio</li></ul>
      <h2>Theatre</h2><ul><li>Saturday, December 5, 7:30 pm — Our Town</li></ul></main>`;
    expect(read(categories).map(({ title }) => title)).toEqual(['Jazz Trio', 'Our Town']);
  });
});
