import path from 'node:path';
import { test, expect } from './support/fixtures';
import { registerThroughApi } from './support/accounts';
import { venueRow } from './support/venue-rows';
import { startReportVenues, type ReportVenues } from './support/report-venues';

const screenshots = path.join(__dirname, '.artifacts', 'screenshots');

test.describe('scan report', () => {
  let venues: ReportVenues;

  test.beforeEach(async () => {
    venues = await startReportVenues();
  });

  test.afterEach(async () => {
    await venues.close();
  });

  test('each venue says what its scan found and skipped, and why', async ({ page }) => {
    test.setTimeout(120_000);
    await registerThroughApi(page);
    const added = [
      ['Harbor Lights', '/upcoming'],
      ['Quiet Barn', '/past'],
      ['Corner Bakery', '/about'],
      ['Closed Club', '/gone'],
      ['Members Only', '/private'],
      ['Lantern Hall', '/lectures'],
    ] as const;
    for (const [name, pathname] of added) {
      const response = await page.request.post('/api/event-sources', {
        data: { name, url: `${venues.origin}${pathname}`, category: 'Music Venue' },
      });
      expect(response.status()).toBe(201);
    }
    await expect
      .poll(
        async () => {
          const sources = (await (await page.request.get('/api/event-sources')).json()) as {
            status: string;
            lastScanReport: unknown;
          }[];
          return sources.filter((source) => source.status !== 'pending' && source.lastScanReport !== null)
            .length;
        },
        { timeout: 60_000 },
      )
      .toBe(added.length);
    await page.goto('/');

    await expect(venueRow(page, 'Quiet Barn').getByTestId('scan-verdict')).toHaveText(
      'This venue has no upcoming events: the 2 events it lists are over.',
    );
    await expect(venueRow(page, 'Corner Bakery').getByTestId('scan-verdict')).toHaveText(
      'No events found on this page: it does not list any we can read.',
    );
    await expect(venueRow(page, 'Closed Club').getByTestId('scan-verdict')).toHaveText(
      'We could not read this page: The site answered with an error (HTTP 404).',
    );
    await expect(venueRow(page, 'Members Only').getByTestId('scan-verdict')).toHaveText(
      "We could not read this page: The site's robots.txt does not allow this page to be scanned.",
    );
    // Events were kept: no verdict, the count, and the details on request.
    const harbor = venueRow(page, 'Harbor Lights');
    await expect(harbor.getByTestId('scan-verdict')).toHaveCount(0);
    await expect(harbor.getByTestId('venue-event-count')).toHaveText('2');
    await harbor.getByRole('button', { name: 'Scan details' }).click();
    const details = harbor.getByTestId('scan-details');
    await expect(details.getByText('Found 2 from event markup.')).toBeVisible();
    await expect(details.getByText('Skipped 1 event already over.')).toBeVisible();
    await expect(details.getByText('This page: 2 upcoming events, 1 past')).toBeVisible();
    await expect(
      details.getByText('Linked calendar: Not read: The site answered with an error (HTTP 404).'),
    ).toBeVisible();
    await expect(details.getByText(`${venues.origin}/old-calendar.ics`)).toBeVisible();
    // Lecture times come from each lecture's own page; robots.txt keeps the scan off one of them.
    const lantern = venueRow(page, 'Lantern Hall');
    await expect(lantern.getByTestId('venue-event-count')).toHaveText('3');
    await lantern.getByRole('button', { name: 'Scan details' }).click();
    const lanternDetails = lantern.getByTestId('scan-details');
    await expect(lanternDetails.getByText('Event page: 1 upcoming event')).toHaveCount(2);
    await expect(
      lanternDetails.getByText(
        "Event page: Not read: The site's robots.txt does not allow this page to be scanned.",
      ),
    ).toBeVisible();
    // No internal network detail reaches the page (the fetch errors name sockets and addresses in the log).
    const sidebarText = await page.getByRole('complementary', { name: 'Filter Events' }).innerText();
    expect(sidebarText).not.toMatch(/ECONN|ENOTFOUND|socket|resolved/i);
    await page.screenshot({ path: path.join(screenshots, 'scan-report-sidebar.png'), fullPage: true });
  });
});
