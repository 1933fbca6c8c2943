import { test, expect } from './support/fixtures';
import {
  createEventThroughApi,
  dayFromToday,
  eventButton,
  monthCell,
  signedInWithVenue,
} from './support/calendar';

test.describe('server-rendered calendar', () => {
  test('`/` arrives with the month drawn, and the browser takes it over without a hydration error', async ({
    page,
  }) => {
    await signedInWithVenue(page);
    const today = dayFromToday(0);
    const title = '<b>Opening</b> night';
    await createEventThroughApi(page, { title, date: today.ymd, timeStart: '23:30' });

    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    // The server drew the grid with the event (as text) and carried the data for the browser.
    expect(html).toContain('id="eventfold-server-render"');
    expect(html).toContain('&lt;b&gt;Opening&lt;/b&gt; night');
    await expect(eventButton(monthCell(page, today), title)).toBeVisible();
    await expect(page.getByText('Opening</b>', { exact: false })).toBeVisible();

    // Taken over: the calendar answers (the month moves) and no error was logged on the way.
    await page.waitForLoadState('networkidle');
    const table = page.getByRole('table');
    const shown = await table.getAttribute('aria-label');
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(table).not.toHaveAttribute('aria-label', shown ?? '');
    await page.getByRole('button', { name: 'Previous month' }).click();
    await eventButton(monthCell(page, today), title).click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("a phone renders the page itself over the server's, without an error", async ({ page }) => {
    await signedInWithVenue(page);
    const today = dayFromToday(0);
    await createEventThroughApi(page, { title: 'Small screen show', date: today.ymd, timeStart: '23:30' });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

    await page.setViewportSize({ width: 390, height: 844 });
    const response = await page.goto('/');
    // The server draws for a wide screen; the phone's own first screen is the week, stacked.
    expect(await response?.text()).toContain('id="eventfold-server-render"');
    await expect(page.getByRole('tab', { name: 'Week' })).toHaveAttribute('aria-selected', 'true');
    await expect(eventButton(page, 'Small screen show')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
