import path from 'node:path';
import { type Locator, type Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import {
  expectSignedIn,
  fillSignUp,
  newUser,
  openSignUp,
  registerThroughApi,
  submitSignUp,
} from './support/accounts';
import { addFirstVenue, startVenueSite, waitForSourceEvents, type VenueSite } from './support/venue-site';
import { dayFromToday } from './support/calendar';

const screenshots = path.join(__dirname, '.artifacts', 'screenshots');
const VENUE = 'Lakeside Hall';

function sidebar(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Filter Events' });
}

function venueRow(page: Page, name: string): Locator {
  return sidebar(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name, exact: true }) });
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(screenshots, `sources-${name}.png`), fullPage: true });
}

test.describe('sources', () => {
  let site: VenueSite;

  test.beforeEach(async () => {
    site = await startVenueSite(VENUE, [
      { title: 'Lakeside Jazz Night', inDays: 1, hour: 20 },
      { title: 'Blues on the Water', inDays: 2, hour: 21 },
      { title: 'Sunday Folk Session', inDays: 4, hour: 18 },
    ]);
  });

  test.afterEach(async () => {
    await site.close();
  });

  test('add a venue, watch its scan, edit, refresh and delete it', async ({ page }) => {
    test.setTimeout(150_000);
    await openSignUp(page);
    await fillSignUp(page, newUser());
    await submitSignUp(page);
    await expectSignedIn(page);

    // Add: a blank name would be the host; this one is named, in its category.
    await page.getByRole('button', { name: 'Add Your First Venue' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add Event Source' });
    await addDialog.getByRole('textbox', { name: /website url/i }).fill('not a url');
    await addDialog.getByRole('button', { name: 'Add Source' }).click();
    await expect(addDialog.getByText('Please enter a valid URL')).toBeVisible();
    await addDialog.getByRole('textbox', { name: /website url/i }).fill(site.url);
    await expect(addDialog.getByRole('textbox', { name: /name/i })).toHaveAttribute(
      'placeholder',
      '127.0.0.1',
    );
    await addDialog.getByRole('textbox', { name: /name/i }).fill(VENUE);
    await addDialog.getByRole('combobox', { name: /category/i }).click();
    await page.getByRole('option', { name: 'Music Venue' }).click();
    await addDialog.getByRole('button', { name: 'Add Source' }).click();
    await expect(addDialog).toBeHidden();

    // The first scan: the bar shows, then completes once and the venue counts its events.
    await expect(page.getByRole('region', { name: 'Refresh progress' })).toBeVisible();
    await shoot(page, '1-scanning');
    await expect(page.getByText('Refresh Complete!', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Successfully updated 1 sources. Events are up to date.')).toBeVisible();
    await expect(venueRow(page, VENUE).getByTestId('venue-event-count')).toHaveText('3', { timeout: 15_000 });
    await expect(venueRow(page, VENUE).getByText('Active', { exact: true })).toBeVisible();
    await expect(sidebar(page).getByText('1 venue · 3 events')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Refresh progress' })).toBeHidden({ timeout: 10_000 });
    expect(site.pageHits).toBeGreaterThan(0);
    await shoot(page, '2-scanned');

    // Edit the name.
    await venueRow(page, VENUE).hover();
    await venueRow(page, VENUE).getByRole('button', { name: 'Edit venue' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Event Source' });
    await editDialog.getByRole('textbox', { name: /^name/i }).fill('');
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(editDialog.getByText('Name is required')).toBeVisible();
    await editDialog.getByRole('textbox', { name: /^name/i }).fill('Lakeside Hall Chicago');
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(editDialog).toBeHidden();
    const renamed = venueRow(page, 'Lakeside Hall Chicago');
    await expect(renamed).toBeVisible();

    // Refresh: the site gained an event; the rescan finds it.
    site.setEvents([
      { title: 'Lakeside Jazz Night', inDays: 1, hour: 20 },
      { title: 'Blues on the Water', inDays: 2, hour: 21 },
      { title: 'Sunday Folk Session', inDays: 4, hour: 18 },
      { title: 'Late Night Big Band', inDays: 5, hour: 22 },
    ]);
    const hitsBefore = site.pageHits;
    await renamed.hover();
    await renamed.getByRole('button', { name: 'Refresh this venue' }).click();
    await expect(renamed.getByTestId('venue-event-count')).toHaveText('4', { timeout: 30_000 });
    expect(site.pageHits).toBeGreaterThan(hitsBefore);
    await shoot(page, '3-refreshed');

    // Delete, after the confirmation.
    await renamed.hover();
    await renamed.getByRole('button', { name: 'Delete venue' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      'Are you sure you want to delete the source "Lakeside Hall Chicago"? This will permanently remove the source and all of its events (4).',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Source deleted', { exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Lakeside Hall Chicago' })).toHaveCount(0);
    await shoot(page, '4-deleted');
  });

  test('a venue whose events all fall next month shows that month once its first scan lands, without a reload', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // Days 10 to 12 of next month (in the user's zone): a margin either side for the site's own clock.
    const today = dayFromToday(0);
    const [year, month, day] = today.ymd.split('-').map(Number) as [number, number, number];
    const toNextMonth = Math.round((Date.UTC(year, month, 10) - Date.UTC(year, month - 1, day)) / 86_400_000);
    site.setEvents([
      { title: 'Next Month Opener', inDays: toNextMonth, hour: 19 },
      { title: 'Next Month Encore', inDays: toNextMonth + 1, hour: 19 },
      { title: 'Next Month Closer', inDays: toNextMonth + 2, hour: 19 },
    ]);
    const monthTitle = (m: number) =>
      new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
        new Date(Date.UTC(year, m - 1, 15)),
      );
    await registerThroughApi(page);
    await addFirstVenue(page, site.url, VENUE);

    // Before the scan lands the calendar shows this month; once it lands, the month its events are in.
    await waitForSourceEvents(page, 3);
    const calendar = page.getByRole('table');
    await expect(calendar).toHaveAttribute('aria-label', monthTitle(month + 1), { timeout: 15_000 });
    await expect(calendar.getByText('Next Month Opener')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'This Month: 3' })).toBeVisible();
  });

  test('on a phone the lists live in the Categories and Filter Venues drawers', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await registerThroughApi(page);
    const added = await page.request.post('/api/event-sources', {
      data: { name: VENUE, url: site.url, category: 'Music Venue', isActive: true },
    });
    expect(added.status(), await added.text()).toBe(201);
    await waitForSourceEvents(page, 3);

    await page.goto('/');
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: 'Categories' }).click();
    const categories = page.getByRole('dialog', { name: 'Categories' });
    await expect(categories.getByRole('checkbox', { name: 'Music Venue' })).toBeChecked();
    await shoot(page, 'mobile-categories');
    await categories.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Filter Venues' }).click();
    const venues = page.getByRole('dialog', { name: 'Filter Venues' });
    const row = venues.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: VENUE }) });
    await expect(row.getByTestId('venue-event-count')).toHaveText('3');
    await expect(row.getByRole('button', { name: 'Edit venue' })).toBeVisible();
    await row.getByRole('checkbox', { name: VENUE }).uncheck();
    await venues.getByRole('button', { name: 'All', exact: true }).click();
    await expect(row.getByRole('checkbox', { name: VENUE })).toBeChecked();
    await shoot(page, 'mobile-venues');
  });
});
