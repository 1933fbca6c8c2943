import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { registerThroughApi } from './support/accounts';
import { startVenueSite, type VenueSite } from './support/venue-site';

const VENUE = 'Uptown Hall';
const screenshots = path.join(__dirname, '.artifacts', 'screenshots');

async function openEditDialog(page: Page, venue: string) {
  const row = page
    .getByRole('complementary', { name: 'Filter Events' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name: venue, exact: true }) });
  await row.hover();
  await row.getByRole('button', { name: 'Edit venue' }).click();
  return page.getByRole('dialog', { name: 'Edit Event Source' });
}

async function searchNearby(page: Page, zip: string, radius: string) {
  await page.getByLabel('ZIP code').fill(zip);
  await page.getByLabel('Radius').click();
  await page.getByRole('option', { name: radius, exact: true }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(`Within ${radius} of ${zip}, in the next 30 days`)).toBeVisible();
}

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
    await page.screenshot({ path: path.join(screenshots, 'source-zip-invalid.png') });
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

    const editDialog = await openEditDialog(page, VENUE);
    const editZip = editDialog.getByRole('textbox', { name: /zip code/i });
    await expect(editZip).toHaveValue('60640');
    await editZip.fill('');
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(editDialog).toBeHidden();
    const sources = (await (await page.request.get('/api/event-sources')).json()) as { zipCode: unknown }[];
    expect(sources.map((source) => source.zipCode)).toEqual([null]);
  });

  test("a ZIP found on the venue's page shows in the edit dialog, and Nearby follows an edited ZIP at once", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const harbor = await startVenueSite('Harbor Room', [{ title: 'Harbor Sessions', inDays: 1, hour: 20 }], {
      postalCode: '60640',
    });
    try {
      await registerThroughApi(page);
      await page.goto('/');
      await page.getByRole('button', { name: 'Add Your First Venue' }).click();
      const addDialog = page.getByRole('dialog', { name: 'Add Event Source' });
      await addDialog.getByRole('textbox', { name: /website url/i }).fill(harbor.url);
      await addDialog.getByRole('textbox', { name: /^name/i }).fill('Harbor Room');
      await expect(
        addDialog.getByText('Left blank, we take it from the venue’s page when it gives one.', {
          exact: false,
        }),
      ).toBeVisible();
      await page.screenshot({ path: path.join(screenshots, 'source-zip-add-hint.png') });
      await addDialog.getByRole('button', { name: 'Add Source' }).click();
      await expect(addDialog).toBeHidden();
      const sourceZip = async () =>
        ((await (await page.request.get('/api/event-sources')).json()) as { zipCode: string | null }[])[0]
          ?.zipCode;
      await expect.poll(sourceZip, { timeout: 30_000 }).toBe('60640');

      await page.reload();
      let editDialog = await openEditDialog(page, 'Harbor Room');
      await expect(editDialog.getByRole('textbox', { name: /zip code/i })).toHaveValue('60640');
      await expect(
        editDialog.getByText('Found on the venue’s page. Change it if the venue is elsewhere.'),
      ).toBeVisible();
      await page.screenshot({ path: path.join(screenshots, 'source-zip-found-on-page.png') });
      await editDialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(editDialog).toBeHidden();

      await page.getByRole('link', { name: 'Nearby events' }).click();
      await searchNearby(page, '60640', '5 miles');
      await expect(page.getByRole('article', { name: 'Harbor Sessions' })).toBeVisible();

      await page.goto('/');
      editDialog = await openEditDialog(page, 'Harbor Room');
      await editDialog.getByRole('textbox', { name: /zip code/i }).fill('53202');
      await expect(
        editDialog.getByText('Where the venue is: Nearby places its events here when they name no address.'),
      ).toBeVisible();
      await editDialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(editDialog).toBeHidden();

      // No rescan runs (the address is the same): the edit itself moved the listing to Milwaukee.
      const hits = harbor.pageHits;
      await page.getByRole('link', { name: 'Nearby events' }).click();
      await searchNearby(page, '53202', '5 miles');
      await expect(page.getByRole('article', { name: 'Harbor Sessions' })).toBeVisible();
      await page.screenshot({
        path: path.join(screenshots, 'nearby-after-source-zip-edit.png'),
        fullPage: true,
      });
      await searchNearby(page, '60640', '5 miles');
      await expect(page.getByRole('article', { name: 'Harbor Sessions' })).toBeHidden();
      expect(harbor.pageHits).toBe(hits);
    } finally {
      await harbor.close();
    }
  });

  test("a plain-HTML venue's address in its header gives the source its ZIP and its events their place, so Nearby finds them", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const club = await startVenueSite(
      'Kingston Club',
      // Two shows: one alone is no listing (a listing is two or more alike blocks).
      [
        { title: 'Kingston Blues Night', inDays: 1, hour: 20 },
        { title: 'Late Jam Session', inDays: 2, hour: 21 },
      ],
      {
        plainWithHeaderAddress: '2201 N Clark St, Chicago, IL 60614',
      },
    );
    try {
      await registerThroughApi(page);
      const added = await page.request.post('/api/event-sources', {
        data: { name: 'Kingston Club', url: club.url, category: 'Music Venue', isActive: true },
      });
      expect(added.status(), await added.text()).toBeLessThan(300);
      const sourceZip = async () =>
        ((await (await page.request.get('/api/event-sources')).json()) as { zipCode: string | null }[])[0]
          ?.zipCode;
      await expect.poll(sourceZip, { timeout: 30_000 }).toBe('60614');

      await page.goto('/nearby');
      await searchNearby(page, '60614', '5 miles');
      const listed = page.getByRole('article', { name: 'Kingston Blues Night' });
      await expect(listed).toBeVisible();
      await expect(listed).toContainText('2201 N Clark St');
      await page.screenshot({ path: path.join(screenshots, 'nearby-plain-html-venue.png'), fullPage: true });

      await page.goto('/');
      const editDialog = await openEditDialog(page, 'Kingston Club');
      await expect(editDialog.getByRole('textbox', { name: /zip code/i })).toHaveValue('60614');
      await expect(
        editDialog.getByText('Found on the venue’s page. Change it if the venue is elsewhere.'),
      ).toBeVisible();
    } finally {
      await club.close();
    }
  });
});
