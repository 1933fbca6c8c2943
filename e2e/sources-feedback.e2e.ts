import { type Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { registerThroughApi } from './support/accounts';
import { venueRow } from './support/venue-rows';
import { reviewScreenshot } from './support/screenshots';
import { startVenueSite, type VenueSite } from './support/venue-site';

async function addVenue(page: Page, url: string, name: string) {
  await page
    .getByRole('button', { name: /Add (Your First )?Venue/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add Event Source' });
  await dialog.getByRole('textbox', { name: /website url/i }).fill(url);
  await dialog.getByRole('textbox', { name: /name/i }).fill(name);
  return dialog;
}

test.describe('what a scan tells about a venue', () => {
  let site: VenueSite;
  test.beforeEach(async () => {
    site = await startVenueSite('Broken Hall', []);
  });
  test.afterEach(async () => {
    await site.close();
  });

  test('a failed scan says why under the venue, in words, and the refresh does not claim success', async ({
    page,
  }) => {
    await registerThroughApi(page);
    await page.goto('/');
    // The venue's site answers 404 for this page.
    const missingPage = site.url.replace(/\/events$/, '/no-such-page');
    const dialog = await addVenue(page, missingPage, 'Broken Hall');
    await dialog.getByRole('button', { name: 'Add Source' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByText('Refresh finished with problems')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('1 of 1 source could not be scanned.', { exact: false })).toBeVisible();
    await expect(page.getByText('Refresh Complete!')).toHaveCount(0);
    const row = venueRow(page, 'Broken Hall');
    await expect(row.getByText('The site answered with an error (HTTP 404).', { exact: false })).toBeVisible({
      timeout: 15_000,
    });
    // Never the network's own detail.
    await expect(row).not.toContainText('127.0.0.1');
    await expect(row).not.toContainText(/ECONN|getaddrinfo|socket/i);
    await reviewScreenshot(page, 'sources-failed-scan-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Filter Venues' }).click();
    await expect(
      page.getByText('The site answered with an error (HTTP 404).', { exact: false }).locator('visible=true'),
    ).toBeVisible();
    await reviewScreenshot(page, 'sources-failed-scan-phone');
  });

  test('adding a page already added warns before it doubles every event', async ({ page }) => {
    await registerThroughApi(page);
    const added = await page.request.post('/api/event-sources', {
      data: { name: 'Lakeside Hall', url: site.url, category: 'Music Venue', isActive: true },
    });
    expect(added.status(), await added.text()).toBeLessThan(300);
    await page.goto('/');
    await expect(venueRow(page, 'Lakeside Hall')).toBeVisible();

    // The same page, typed the way people do: another scheme, a trailing slash, a fragment (the test
    // venue is an IP address, so no www.; the unit test covers that).
    const sameAgain = `${site.url.replace('http://', 'https://')}/#shows`;
    const dialog = await addVenue(page, sameAgain, 'Lakeside again');
    const warning = dialog.getByText(
      'You already added this page as “Lakeside Hall”. Adding it again would show each of its events twice.',
    );
    await expect(warning).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add Anyway' })).toBeVisible();
    await reviewScreenshot(page, 'sources-duplicate-warning-desktop');
    await dialog
      .getByRole('textbox', { name: /website url/i })
      .fill(site.url.replace('/events', '/calendar'));
    await expect(warning).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'Add Source' })).toBeVisible();
  });

  test('editing a venue to a page another venue reads warns as adding does', async ({ page }) => {
    await registerThroughApi(page);
    for (const [name, url] of [
      ['Lakeside Hall', site.url],
      ['Harbor Room', site.url.replace('/events', '/calendar')],
    ]) {
      const added = await page.request.post('/api/event-sources', {
        data: { name, url, category: 'Music Venue', isActive: true },
      });
      expect(added.status(), await added.text()).toBeLessThan(300);
    }
    await page.goto('/');
    const row = venueRow(page, 'Harbor Room');
    await row.hover();
    await row.getByRole('button', { name: 'Edit venue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Event Source' });
    const url = dialog.getByRole('textbox', { name: /website url/i });
    const warning = dialog.getByText(
      'You already added this page as “Lakeside Hall”. Pointing this venue at it too would show each of its events twice.',
    );
    // Its own page is not a duplicate of itself.
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await expect(warning).toHaveCount(0);
    await url.fill(`${site.url}/`);
    await expect(warning).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save Anyway' })).toBeVisible();
    // The viewport only: a full-page capture (it resizes the page) closed the sidebar's dialog.
    await page.screenshot({ path: 'e2e/.artifacts/screenshots/sources-edit-duplicate-warning-desktop.png' });
    await url.fill(site.url.replace('/events', '/calendar'));
    await expect(warning).toBeHidden();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();

    // On a phone the venue is edited from the Filter Venues drawer: the same warning.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Filter Venues' }).click();
    const drawerRow = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('checkbox', { name: 'Harbor Room', exact: true }) })
      .locator('visible=true');
    await drawerRow.getByRole('button', { name: 'Edit venue' }).click();
    await dialog.getByRole('textbox', { name: /website url/i }).fill(site.url);
    await expect(warning).toBeInViewport();
    await page.screenshot({ path: 'e2e/.artifacts/screenshots/sources-edit-duplicate-warning-phone.png' });
  });
});
