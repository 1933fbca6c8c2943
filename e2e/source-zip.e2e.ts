import path from 'node:path';
import { test, expect } from './support/fixtures';
import { registerThroughApi } from './support/accounts';
import { startVenueSite, type VenueSite } from './support/venue-site';

const VENUE = 'Uptown Hall';

/** The venue page's address names no ZIP, so the source's ZIP is where Nearby finds its events. */
test.describe('source ZIP', () => {
  let site: VenueSite;

  test.beforeEach(async () => {
    site = await startVenueSite(VENUE, [{ title: 'Uptown Swing Night', inDays: 1, hour: 20 }]);
  });

  test.afterEach(async () => {
    await site.close();
  });

  test('a venue gets a ZIP in the add and edit dialogs, and Nearby places its events there', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await registerThroughApi(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Add Your First Venue' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add Event Source' });
    await addDialog.getByRole('textbox', { name: /website url/i }).fill(site.url);
    await addDialog.getByRole('textbox', { name: /^name/i }).fill(VENUE);
    const zip = addDialog.getByRole('textbox', { name: /zip code/i });
    await expect(zip).toHaveAttribute('maxlength', '10');
    await zip.fill('6064');
    await addDialog.getByRole('button', { name: 'Add Source' }).click();
    await expect(
      addDialog.getByText('Please enter a valid US ZIP code (e.g., 12345 or 12345-6789)'),
    ).toBeVisible();
    await page.screenshot({
      path: path.join(__dirname, '.artifacts', 'screenshots', 'source-zip-invalid.png'),
    });
    await zip.fill('60640');
    await addDialog.getByRole('button', { name: 'Add Source' }).click();
    await expect(addDialog).toBeHidden();

    const nearbyUptown = async () => {
      const response = await page.request.get('/api/events/nearby?zip=60640&radius=1');
      expect(response.status()).toBe(200);
      const body = (await response.json()) as { events: { title: string; zipCode: string | null }[] };
      return body.events.map((event) => [event.title, event.zipCode]);
    };
    await expect.poll(nearbyUptown, { timeout: 30_000 }).toEqual([['Uptown Swing Night', '60640']]);

    const row = page
      .getByRole('complementary', { name: 'Filter Events' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('checkbox', { name: VENUE, exact: true }) });
    await row.hover();
    await row.getByRole('button', { name: 'Edit venue' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Event Source' });
    const editZip = editDialog.getByRole('textbox', { name: /zip code/i });
    await expect(editZip).toHaveValue('60640');
    await editZip.fill('');
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(editDialog).toBeHidden();
    const sources = (await (await page.request.get('/api/event-sources')).json()) as { zipCode: unknown }[];
    expect(sources.map((source) => source.zipCode)).toEqual([null]);
  });
});
