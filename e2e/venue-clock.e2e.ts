import path from 'node:path';
import { test, expect } from './support/fixtures';
import { registerThroughApi } from './support/accounts';
import { openEventFromList } from './support/calendar';
import { startVenueSite, waitForSourceEvents, type VenueSite } from './support/venue-site';

const screenshots = path.join(__dirname, '.artifacts', 'screenshots');

/** A Chicago user following a Seattle venue: the dialog shows their own clock and the venue's. */
test.describe("the venue's clock", () => {
  let site: VenueSite;

  test.afterEach(async () => {
    await site.close();
  });

  test('an event in another time zone shows its local time beside the viewer’s', async ({ page }) => {
    site = await startVenueSite(
      'Pike Street Hall',
      [{ title: 'Harbor Lights Quartet', inDays: 2, hour: 20 }],
      {
        address: '1500 Pike Pl, Seattle, WA 98101',
      },
    );
    await registerThroughApi(page);
    const source = await page.request.post('/api/event-sources', {
      data: { name: 'Pike Street Hall', url: site.url, category: 'Music Venue', isActive: true },
    });
    expect(source.status(), await source.text()).toBeLessThan(300);
    await waitForSourceEvents(page, 1);

    const details = await openEventFromList(page, 'Harbor Lights Quartet');
    // The viewer's clock first (the user's zone is Chicago), the venue's under it.
    await expect(details).toContainText(/[AP]M C[SD]T\d/);
    await expect(details.getByText(/^\d{1,2}:\d{2} [AP]M P[SD]T local time$/)).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'venue-clock.png') });
  });
});
