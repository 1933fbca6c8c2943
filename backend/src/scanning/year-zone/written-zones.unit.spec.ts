import { pageEvents } from '../testing/page-events.fixtures';

const webinar = (title: string, when: string) =>
  `<div class="webinar"><h3><a href="/w/${title.length}">${title}</a></h3><p>${when}</p></div>`;
const LIST = `<main><h1>Webinars</h1>${webinar('Grant Writing 101', 'Wednesday, December 9, 2026 | 6:00 PM - 8:00 PM CST')}
  ${webinar('Board Governance Basics', 'Tuesday, December 15, 2026 at 1 pm ET')}
  ${webinar('Volunteer Roundtable', 'Thursday, January 14, 2027 · 11:00 AM PT')}
  ${webinar('Local Meetup', 'Friday, January 15, 2027 at 6 pm')}</main>`;
const read = (head: string, zone: string) =>
  pageEvents(`<html><head>${head}</head><body>${LIST}</body></html>`, zone, '2026-12-01T15:00:00Z').map(
    ({ title, startDate, endDate }) => ({ title, startDate, endDate }),
  );

describe('a zone written after the hour ("1 pm ET")', () => {
  it("fixes the instant, whatever the user's zone; an hour without one stays the user's", () => {
    expect(read('', 'America/Chicago')).toEqual([
      {
        title: 'Grant Writing 101',
        startDate: '2026-12-10T00:00:00.000Z',
        endDate: '2026-12-10T02:00:00.000Z',
      },
      { title: 'Board Governance Basics', startDate: '2026-12-15T18:00:00.000Z', endDate: null },
      { title: 'Volunteer Roundtable', startDate: '2027-01-14T19:00:00.000Z', endDate: null },
      { title: 'Local Meetup', startDate: '2027-01-16T00:00:00.000Z', endDate: null },
    ]);
  });

  it("outweighs the markup's offset for the same event, right or wrong", () => {
    const jsonLd = `<script type="application/ld+json">[
      {"@context":"https://schema.org","@type":"Event","name":"Grant Writing 101","startDate":"2026-12-09T18:00:00+00:00","endDate":"2026-12-09T20:00:00+00:00"},
      {"@context":"https://schema.org","@type":"Event","name":"Board Governance Basics","startDate":"2026-12-15T13:00:00-05:00"}]</script>`;
    expect(read(jsonLd, 'America/Los_Angeles').slice(0, 2)).toEqual([
      {
        title: 'Grant Writing 101',
        startDate: '2026-12-10T00:00:00.000Z',
        endDate: '2026-12-10T02:00:00.000Z',
      },
      { title: 'Board Governance Basics', startDate: '2026-12-15T18:00:00.000Z', endDate: null },
    ]);
  });
});
