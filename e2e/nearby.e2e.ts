import path from 'node:path';
import { type Locator, type Page } from '@playwright/test';
import { NEARBY_MESSAGES, SETTINGS_MESSAGES } from '@eventfold/contracts';
import { test, expect } from './support/fixtures';
import { registerThroughApi } from './support/accounts';
import { createEventThroughApi, dayFromToday } from './support/calendar';

const screenshots = path.join(__dirname, '.artifacts', 'screenshots');

async function setZip(page: Page, zipCode: string, preferredRadius = 25) {
  const response = await page.request.patch('/api/user/preferences', {
    data: { name: 'Nearby Tester', timezone: 'America/Chicago', preferredRadius, zipCode },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function publicEvent(page: Page, title: string, location: string, inDays: number) {
  await createEventThroughApi(page, {
    title,
    location,
    date: dayFromToday(inDays).ymd,
    timeStart: '18:30',
    visibility: 'public',
  });
}

function card(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title });
}

test.describe('nearby', () => {
  test('finds events around the settings ZIP, widens the radius, RSVPs and favorites, on desktop and phone', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await registerThroughApi(page);
    await setZip(page, '60614');
    await publicEvent(page, 'Lincoln Park Picnic', 'Lincoln Park, Chicago, IL 60614', 2);
    await publicEvent(page, 'Evanston Book Fair', 'Fountain Square, Evanston, IL 60201', 3);
    await publicEvent(page, 'Milwaukee Polka Night', 'Lake Hall, Milwaukee, WI 53202', 3);

    await page.goto('/');
    await page.getByRole('link', { name: 'Nearby events' }).click();
    await expect(page.getByRole('heading', { name: 'Nearby Events' })).toBeVisible();
    await expect(page.getByText('Within 25 miles of 60614, in the next 30 days')).toBeVisible();
    await expect(page.getByLabel('ZIP code')).toHaveValue('60614');
    await expect(card(page, 'Lincoln Park Picnic')).toBeVisible();
    await expect(card(page, 'Evanston Book Fair')).toBeVisible();
    await expect(card(page, 'Evanston Book Fair').getByText(/^\d+(\.\d)? mi$/)).toBeVisible();
    await expect(card(page, 'Milwaukee Polka Night')).toHaveCount(0);
    await expect(page.getByRole('region', { name: dayFromToday(2).label })).toContainText(
      'Lincoln Park Picnic',
    );

    await page.getByLabel('Radius').click();
    await page.getByRole('option', { name: '100 miles', exact: true }).click();
    await expect(card(page, 'Milwaukee Polka Night')).toBeVisible();

    const picnic = card(page, 'Lincoln Park Picnic');
    await picnic.getByRole('button', { name: 'Going', exact: true }).click();
    await expect(picnic.getByRole('button', { name: 'Going', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await picnic.getByRole('button', { name: '1 going' }).click();
    await expect(page.getByRole('list', { name: 'People going or interested' })).toContainText(
      'Nearby Tester',
    );
    await page.keyboard.press('Escape');
    await picnic.getByRole('button', { name: 'Add to favorites' }).click();
    await expect(picnic.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'nearby-desktop.png'), fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(picnic).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'nearby-phone.png'), fullPage: true });
  });

  test('keeps the ZIP and radius in the address through a reload and a shared link', async ({ page }) => {
    await registerThroughApi(page);
    await setZip(page, '60614');
    await publicEvent(page, 'Milwaukee Polka Night', 'Lake Hall, Milwaukee, WI 53202', 3);

    await page.goto('/nearby');
    await expect(page.getByText('Within 25 miles of 60614, in the next 30 days')).toBeVisible();
    const entries = await page.evaluate(() => window.history.length);
    await page.getByLabel('ZIP code').fill('60201');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByLabel('Radius').click();
    await page.getByRole('option', { name: '100 miles', exact: true }).click();
    await expect(page).toHaveURL(/\/nearby\?zip=60201&radius=100$/);
    await expect(page.getByText('Within 100 miles of 60201, in the next 30 days')).toBeVisible();
    // Replaced, not pushed: going back leaves Nearby rather than stepping through each change.
    expect(await page.evaluate(() => window.history.length)).toBe(entries);

    await page.reload();
    await expect(page.getByText('Within 100 miles of 60201, in the next 30 days')).toBeVisible();
    await expect(page.getByLabel('ZIP code')).toHaveValue('60201');
    await expect(page.getByLabel('Radius')).toHaveText('100 miles');
    await expect(card(page, 'Milwaukee Polka Night')).toBeVisible();

    // A link with values the page would not accept falls back to the settings, as /nearby does.
    await page.goto('/nearby?zip=6061&radius=500');
    await expect(page.getByText('Within 25 miles of 60614, in the next 30 days')).toBeVisible();
    await expect(page.getByLabel('ZIP code')).toHaveValue('60614');
  });

  test('explains bad ZIPs, an empty area and a missing ZIP', async ({ page }) => {
    await registerThroughApi(page);
    // Without a ZIP anywhere the page says so without asking the server for a 400.
    const nearbyAsks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/events/nearby') nearbyAsks.push(request.url());
    });
    await page.goto('/nearby');
    await expect(page.getByText(NEARBY_MESSAGES.zipToType)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open Settings' })).toBeVisible();
    expect(nearbyAsks).toEqual([]);

    await page.getByLabel('ZIP code').fill('1234');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText(SETTINGS_MESSAGES.zipInvalid)).toBeVisible();

    await page.getByLabel('Radius').click();
    await page.getByRole('option', { name: '5 miles', exact: true }).click();
    await page.getByLabel('ZIP code').fill('99950');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: NEARBY_MESSAGES.emptyTitle })).toBeVisible();
    await page.getByRole('button', { name: 'Search within 10 miles' }).click();
    await expect(page.getByText('Within 10 miles of 99950, in the next 30 days')).toBeVisible();
  });
});
