import { test, expect } from './support/fixtures';
import { showView, signedInWithVenue } from './support/calendar';

test.describe('calendar memory', () => {
  test('the view, the month shown and the filters survive a reload', async ({ page }) => {
    await signedInWithVenue(page);
    await page.goto('/');
    const table = page.getByRole('table');
    await expect(table).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('button', { name: 'Next month' }).click();
    const shownMonth = (await table.getAttribute('aria-label')) ?? '';
    const favoritesOnly = page.getByRole('checkbox', { name: 'Show Favorites Only' });
    await favoritesOnly.check();
    const search = page.getByRole('searchbox', { name: 'Search venues & categories' });
    await search.fill('jazz');

    await page.reload();
    await expect(table).toHaveAttribute('aria-label', shownMonth, { timeout: 20_000 });
    await expect(favoritesOnly).toBeChecked();
    await expect(search).toHaveValue('jazz');

    await showView(page, 'Week');
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Week' })).toHaveAttribute('aria-selected', 'true', {
      timeout: 20_000,
    });
  });
});
