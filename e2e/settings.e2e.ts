import { test, expect } from './support/fixtures';
import { registerThroughApi } from './support/accounts';
import { solidPng } from './support/png';

const ZIP_MESSAGE = 'Please enter a valid US ZIP code (e.g., 12345 or 12345-6789)';

test.describe('settings', () => {
  test.beforeEach(async ({ page }) => {
    await registerThroughApi(page);
    await page.goto('/settings');
    await expect(page.getByRole('button', { name: 'Save Settings' })).toBeVisible({ timeout: 20_000 });
  });

  test('profile and location changes are saved and survive a reload', async ({ page }) => {
    await page.getByLabel(/^name/i).fill('Grace Hopper');
    await page.getByLabel(/zip code/i).fill('1234');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText(ZIP_MESSAGE).first()).toBeVisible();

    await page.getByLabel(/zip code/i).fill('60614-1234');
    await page.getByRole('combobox', { name: /timezone/i }).click();
    await page.getByRole('option', { name: /Pacific Time/ }).click();
    await page.getByLabel(/radius/i).fill('40');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings Updated', { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel(/^name/i)).toHaveValue('Grace Hopper');
    await expect(page.getByLabel(/zip code/i)).toHaveValue('60614-1234');
    await expect(page.getByRole('combobox', { name: /timezone/i })).toContainText('Pacific Time');
    await expect(page.getByLabel(/radius/i)).toHaveValue('40');
  });

  test('a privacy switch saves at once', async ({ page }) => {
    const shareFavorites = page.getByRole('switch', { name: /share.*favorites/i });
    await expect(shareFavorites).not.toBeChecked();
    await shareFavorites.click();
    await expect(page.getByText('Settings updated', { exact: true })).toBeVisible();
    await expect(shareFavorites).toBeChecked();

    const saved = await (await page.request.get('/api/preferences')).json();
    expect(saved.shareFavorites).toBe(true);

    await page.reload();
    await expect(page.getByRole('switch', { name: /share.*favorites/i })).toBeChecked();
  });

  test('the e-mail switch says what it sends', async ({ page }) => {
    const byEmail = page.getByRole('switch', {
      name: 'Email me reminders, alerts and activity on my events',
    });
    await expect(byEmail).not.toBeChecked();
    await expect(byEmail).toHaveAccessibleDescription(
      'What the bell tells you (your reminders and alerts, likes, comments and favorites of your events, friend requests) also comes to your inbox.',
    );
  });

  test('choosing a picture uploads it and shows our copy', async ({ page }) => {
    // Before a picture, the header shows the person's initials.
    const headerAvatar = page.getByTestId('header-avatar');
    await expect(headerAvatar).toBeVisible();
    await expect(headerAvatar.locator('img')).toHaveCount(0);
    // The file input is visually hidden behind its button, so it is reached through its label.
    await page.getByLabel('Upload profile picture', { exact: true }).setInputFiles({
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: solidPng(64, 64, [40, 120, 200]),
    });

    await expect(page.getByText('Avatar Uploaded', { exact: true })).toBeVisible();
    const preview = page.getByRole('img', { name: /^profile picture/i });
    await expect(preview).toHaveAttribute('src', /\/api\/avatars\//);
    const src = await preview.getAttribute('src');
    const served = await page.request.get(src!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toMatch(/^image\//);
    // The header shows it at once, and on the calendar too.
    await expect(headerAvatar.locator('img')).toHaveAttribute('src', src!);
    await page.goto('/');
    await expect(page.getByTestId('header-avatar').locator('img')).toHaveAttribute('src', src!);
  });

  test('calendar sync makes a private feed link on request and replaces it on demand', async ({ page }) => {
    const sync = page.getByRole('region', { name: 'Calendar Sync' });
    await expect(sync.getByRole('textbox', { name: 'Calendar link' })).toHaveCount(0);
    await expect(sync.getByRole('switch', { name: 'Private calendar link' })).not.toBeChecked();
    await sync.getByRole('switch', { name: 'Private calendar link' }).click();
    await expect(page.getByText('Calendar link created', { exact: true })).toBeVisible();
    const first = await sync.getByRole('textbox', { name: 'Calendar link' }).inputValue();
    expect(first).toMatch(/\/api\/calendar\/[\w-]+\.ics$/);
    const feed = await page.request.get(first);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');

    await sync.getByRole('button', { name: 'Get a new link' }).click();
    await expect(page.getByText('The old link no longer works.')).toBeVisible();
    await expect(sync.getByRole('textbox', { name: 'Calendar link' })).not.toHaveValue(first);
    expect((await page.request.get(first)).status()).toBe(404);
  });

  test('calendar sync switches the feed off, its link then stops working, and on again with a new link', async ({
    page,
  }) => {
    const sync = page.getByRole('region', { name: 'Calendar Sync' });
    const toggle = sync.getByRole('switch', { name: 'Private calendar link' });
    await toggle.click();
    await expect(toggle).toBeChecked();
    const first = await sync.getByRole('textbox', { name: 'Calendar link' }).inputValue();
    expect((await page.request.get(first)).status()).toBe(200);

    await toggle.click();
    await expect(page.getByText('Calendar link turned off', { exact: true })).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await expect(sync.getByRole('textbox', { name: 'Calendar link' })).toHaveCount(0);
    expect((await page.request.get(first)).status()).toBe(404);
    await page.reload();
    await expect(sync.getByRole('switch', { name: 'Private calendar link' })).not.toBeChecked({
      timeout: 20_000,
    });
    await expect(sync.getByRole('textbox', { name: 'Calendar link' })).toHaveCount(0);

    await sync.getByRole('switch', { name: 'Private calendar link' }).click();
    await expect(page.getByText('Calendar link created', { exact: true })).toBeVisible();
    const second = await sync.getByRole('textbox', { name: 'Calendar link' }).inputValue();
    expect(second).not.toBe(first);
    expect((await page.request.get(second)).status()).toBe(200);
    expect((await page.request.get(first)).status()).toBe(404);
  });
});
