import { test, expect } from './support/fixtures';
import { registerThroughApi } from './support/accounts';
import { eventButton, showView } from './support/calendar';
import { reviewScreenshot } from './support/screenshots';
import { venueRow } from './support/venue-rows';
import { addFirstVenue, startVenueSite, type VenueSite } from './support/venue-site';

const VENUE = 'The Lantern Room';
const SHOWS = [
  { title: 'Velvet Static', inDays: 3, hour: 20 },
  { title: 'Marigold & the Mayflies', inDays: 8, hour: 20 },
  { title: 'Dust Bowl Revival Night', inDays: 15, hour: 20 },
];

test.describe('teaching a venue by example', () => {
  let site: VenueSite;

  test.beforeEach(async () => {
    site = await startVenueSite(VENUE, SHOWS, { layout: 'programme' });
  });

  test.afterEach(async () => {
    await site.close();
  });

  test('a venue the automatic reader misses is taught by clicking one event, and every event reaches the calendar', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await registerThroughApi(page);
    await addFirstVenue(page, site.url, VENUE);

    // The automatic reader finds nothing on this page.
    const row = venueRow(page, VENUE);
    await expect(row.getByText('No Events', { exact: true })).toBeVisible({ timeout: 30_000 });

    await row.getByRole('button', { name: 'Not right? Show us one event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Show us one event' });
    const blocks = dialog.getByRole('list', { name: 'The page as our scanner fetched it' });
    await expect(blocks.getByRole('button', { name: 'Velvet Static' })).toBeVisible({ timeout: 30_000 });
    // The page as text: its script and style are not shown, nor run.
    await expect(dialog).not.toContainText('programmeSecretScript');
    await expect(dialog).not.toContainText('programme-secret-style');
    expect(await page.evaluate(() => 'programmeSecretScript' in window)).toBe(false);

    await dialog.getByRole('textbox', { name: 'Search the page' }).fill('marigold');
    await expect(blocks.getByRole('button')).toHaveCount(1);
    await blocks.getByRole('button', { name: 'Marigold & the Mayflies' }).click();
    await expect(dialog.getByTestId('teaching-preview-count')).toHaveText('This pattern reads 3 events', {
      timeout: 30_000,
    });
    for (const { title } of SHOWS) await expect(dialog.getByTestId('teaching-preview')).toContainText(title);
    await reviewScreenshot(page, 'teaching-preview');

    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Pattern saved', { exact: true })).toBeVisible();
    await expect(row.getByTestId('venue-event-count')).toHaveText('3', { timeout: 30_000 });
    await expect(row.getByTestId('taught-pattern')).toBeVisible();

    await showView(page, 'List');
    for (const { title } of SHOWS) await expect(eventButton(page, title)).toBeVisible({ timeout: 15_000 });

    // One click back to automatic reading.
    await row.getByRole('button', { name: 'Remove pattern' }).click();
    await expect(row.getByTestId('taught-pattern')).toBeHidden({ timeout: 15_000 });
  });
});
