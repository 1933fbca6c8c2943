import path from 'node:path';
import { type Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { registerThroughApi } from './support/accounts';
import { venueRow } from './support/venue-rows';

const screenshots = path.join(__dirname, '.artifacts', 'screenshots');

async function addVenueThroughApi(page: Page, name: string) {
  const slug = name.toLowerCase().replace(/\W+/g, '-');
  const response = await page.request.post('/api/event-sources', {
    data: { name, url: `https://${slug}.invalid/events`, category: 'Music Venue', isActive: true },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { id: string }).id;
}

/** What a tab hears when the person comes back to it (React Query listens for it). */
async function comeBackTo(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
}

test.describe('a second tab', () => {
  test('follows venues changed in another tab, and says so when one it shows is gone', async ({
    page,
    context,
  }) => {
    await registerThroughApi(page);
    await addVenueThroughApi(page, 'North Hall');
    const south = await addVenueThroughApi(page, 'South Hall');
    await page.goto('/');
    await expect(venueRow(page, 'North Hall')).toBeVisible();
    await expect(venueRow(page, 'South Hall')).toBeVisible();

    // The other tab deletes one venue and adds another.
    const other = await context.newPage();
    await other.goto('/');
    await venueRow(other, 'North Hall').hover();
    await venueRow(other, 'North Hall').getByRole('button', { name: 'Delete venue' }).click();
    await other.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(other.getByText('Source deleted', { exact: true })).toBeVisible();
    await addVenueThroughApi(other, 'East Hall');

    // Back in the first tab, its list is read again.
    await page.bringToFront();
    await comeBackTo(page);
    await expect(venueRow(page, 'North Hall')).toHaveCount(0);
    await expect(venueRow(page, 'East Hall')).toBeVisible();

    // A venue deleted elsewhere since the list was read: its action says it is gone and the row leaves.
    expect((await other.request.delete(`/api/event-sources/${south}`)).status()).toBeLessThan(300);
    await venueRow(page, 'South Hall').hover();
    await venueRow(page, 'South Hall').getByRole('button', { name: 'Refresh this venue' }).click();
    await expect(page.getByText('This venue is gone', { exact: true })).toBeVisible();
    await expect(
      page.getByText('It was deleted, perhaps in another tab or on another device.', { exact: false }),
    ).toBeVisible();
    await expect(venueRow(page, 'South Hall')).toHaveCount(0);
    await expect(venueRow(page, 'East Hall')).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'second-tab-venue-gone.png') });
  });
});
