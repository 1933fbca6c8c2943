import { pageEvents } from '../testing/page-events.fixtures';

const card = (day: string, title: string, venue: string, street: string) => `<article class="event">
  <time datetime="${day}">${day} @ 7:30 pm</time><h3><a href="/e/${title.length}">${title}</a></h3>
  <address class="event-venue"><span class="venue-title">${venue}</span><span class="venue-address">${street}</span></address>
  </article>`;

describe("a listed event's place", () => {
  it('keeps the words of its name and its street apart when each stands in an element of its own', () => {
    const body = `<div class="list">${card('2026-12-04', 'Mountain Holiday Revue', 'The Orange Peel', '101 Biltmore Ave, Asheville, NC')}
      ${card('2026-12-10', 'Songwriters in the Round', 'Pulp', '103 Hilliard Ave, Asheville, NC')}</div>`;
    expect(
      pageEvents(body, 'America/New_York', '2026-12-01T15:00:00Z').map((event) => event.location),
    ).toEqual(['The Orange Peel 101 Biltmore Ave, Asheville, NC', 'Pulp 103 Hilliard Ave, Asheville, NC']);
  });
});
