import { test, expect } from './support/fixtures';
import {
  createEventThroughApi,
  dayFromToday,
  dayRegion,
  eventButton,
  monthCell,
  showMonthOf,
  showView,
  signedInWithVenue,
} from './support/calendar';
import { registerThroughApi } from './support/accounts';
import { startVenueSite, waitForSourceEvents } from './support/venue-site';

const LONG_TITLE = 'Sunday Afternoon Chamber Music Marathon with the Riverside String Quartet';

/** True when the element's content fits inside it: nothing is cut off without an ellipsis or spills out. */
async function overflows(locator: import('@playwright/test').Locator): Promise<boolean> {
  return locator.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
}

test.describe('readability', () => {
  test('the first paint shows the app shell, not a blank page', async ({ page }) => {
    // Scripts that take their time, as on a slow phone connection.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const shell = page.getByRole('status', { name: 'Loading Eventfold' });
    await expect(shell).toBeVisible();
    await expect(shell.getByText('Eventfold', { exact: true })).toBeVisible();
    await page.screenshot({ path: 'e2e/.artifacts/screenshots/readability-first-paint-shell.png' });
    await expect(page.getByRole('heading', { name: 'Never Miss Another Event' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(shell).toHaveCount(0);
  });

  test('week and month titles are cut with an ellipsis and shown whole on hover and focus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signedInWithVenue(page);
    const day = dayFromToday(1);
    await createEventThroughApi(page, { title: LONG_TITLE, date: day.ymd, timeStart: '19:30' });
    await page.goto('/');
    await showView(page, 'Week');

    const chip = eventButton(dayRegion(page, day), LONG_TITLE);
    await expect(chip).toBeVisible({ timeout: 20_000 });
    expect(await overflows(chip)).toBe(false);
    const title = chip.getByTestId('event-chip-title');
    // More than a few letters of the title fit in a day column at 1280 px with the sidebar open.
    expect(await title.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThan(80);
    await chip.hover();
    await expect(page.getByRole('tooltip', { name: LONG_TITLE })).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    // Keyboard focus (a key pressed first makes the focus visible, as with Tab).
    await page.keyboard.press('Shift');
    await chip.focus();
    await expect(page.getByRole('tooltip', { name: LONG_TITLE })).toBeVisible();

    await page.screenshot({ path: 'e2e/.artifacts/screenshots/readability-week-1280.png' });

    await showView(page, 'Month');
    await showMonthOf(page, day);
    const monthChip = eventButton(monthCell(page, day), LONG_TITLE);
    await expect(monthChip).toBeVisible();
    expect(await overflows(monthChip)).toBe(false);
    expect(await overflows(monthCell(page, day))).toBe(false);
    await expect(monthChip.getByTestId('event-chip-title')).toHaveCSS('text-overflow', 'ellipsis');

    // A phone's cell has no room for a title: it shows a dot instead (e2e/phone-readability.e2e.ts).
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(monthChip).toBeHidden();
    await expect(monthCell(page, day).locator('.month-dot')).toHaveCount(1);
    expect(await overflows(monthCell(page, day))).toBe(false);
  });

  test('a phone opens on the stacked week, where titles have the whole width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedInWithVenue(page);
    const day = dayFromToday(1);
    await createEventThroughApi(page, { title: LONG_TITLE, date: day.ymd, timeStart: '19:30' });
    await page.goto('/');
    await expect(page.getByRole('tab', { name: 'Week' })).toHaveAttribute('aria-selected', 'true', {
      timeout: 20_000,
    });
    const chip = eventButton(dayRegion(page, day), LONG_TITLE);
    await chip.scrollIntoViewIfNeeded();
    expect(await overflows(chip)).toBe(false);
    const title = chip.getByTestId('event-chip-title');
    expect(await title.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThan(250);
    await page.screenshot({ path: 'e2e/.artifacts/screenshots/readability-phone-week.png' });
  });

  test('icon buttons on a phone are at least 44 px square', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedInWithVenue(page);
    await page.goto('/');
    await expect(page.getByRole('tab', { name: 'Week' })).toHaveAttribute('aria-selected', 'true', {
      timeout: 20_000,
    });
    const targets = [
      page.getByRole('button', { name: 'Logout' }),
      page.getByRole('button', { name: 'Social' }),
      page.getByRole('link', { name: 'Settings' }),
      page.getByRole('link', { name: 'Nearby events' }),
      page.getByRole('button', { name: 'Previous week' }),
      page.getByRole('button', { name: 'Next week' }),
    ];
    for (const target of targets) {
      const box = await target.boundingBox();
      expect(box, await target.evaluate((element) => element.outerHTML.slice(0, 80))).not.toBeNull();
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    // The larger targets still fit the phone's width: nothing is pushed off the header.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport({ ratio: 1 });
  });

  test('addresses read as people write them, whatever commas the page or the person left', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // A venue page whose PostalAddress leaves its street and city empty: it read "IL, 60640" (issue 26).
    // Its ZIP is one no other browser test searches Nearby around: the venue's events are public there.
    const site = await startVenueSite('Green Mill', [{ title: 'Swing Night', inDays: 1, hour: 20 }], {
      address: { streetAddress: '', addressLocality: ' ', addressRegion: 'TX', postalCode: '78701' },
    });
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      await registerThroughApi(page);
      const followed = await page.request.post('/api/event-sources', {
        data: { name: 'Green Mill', url: site.url, category: 'Music Venue', isActive: true },
      });
      expect(followed.status(), await followed.text()).toBe(201);
      await waitForSourceEvents(page, 1);
      await createEventThroughApi(page, {
        title: 'Lakefront Picnic',
        date: dayFromToday(2).ymd,
        timeStart: '12:00',
        location: 'Lincoln Park, , Chicago, IL, 60614',
      });
      await page.goto('/');
      await showView(page, 'List');
      await expect(eventButton(page, 'Swing Night')).toContainText('Green Mill, TX 78701');
      await expect(eventButton(page, 'Lakefront Picnic')).toContainText('Lincoln Park, Chicago, IL 60614');
      await page.setViewportSize({ width: 390, height: 844 });
      await eventButton(page, 'Swing Night').click();
      const details = page.getByRole('dialog', { name: 'Swing Night' });
      await expect(details.getByText('Green Mill, TX 78701', { exact: true })).toBeVisible();
      await expect(page.getByText(/[A-Z]{2}, \d{5}|, ,/)).toHaveCount(0);
      await page.screenshot({ path: 'e2e/.artifacts/screenshots/readability-address-phone.png' });
    } finally {
      await site.close();
    }
  });
});
