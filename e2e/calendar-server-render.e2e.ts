import { devices, type Page } from '@playwright/test';
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

    const problems = collectProblems(page);
    await page.addInitScript(watchForMonthGrid);

    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    // The server drew the grid with the event (as text) and carried the data for the browser.
    expect(html).toContain('id="eventfold-server-render"');
    expect(html).toContain('&lt;b&gt;Opening&lt;/b&gt; night');
    await expect(eventButton(monthCell(page, today), title)).toBeVisible();
    await expect(page.getByText('Opening</b>', { exact: false })).toBeVisible();
    // The watcher sees a shown month (the other tests rely on it), marked once by the page.
    expect(await monthGridWasSeen(page)).toBe(true);
    expect(await monthMarks(page)).toBe(1);

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

  test("a narrow window never shows the server's wide drawing: the loading shell, then its own week", async ({
    page,
  }) => {
    await signedInWithVenue(page);
    const today = dayFromToday(0);
    await createEventThroughApi(page, { title: 'Small screen show', date: today.ymd, timeStart: '23:30' });
    const problems = collectProblems(page);
    await page.addInitScript(watchForMonthGrid);

    await page.setViewportSize({ width: 390, height: 844 });
    const response = await page.goto('/');
    // The server draws for a wide screen (a desktop browser's User-Agent); this window draws the week.
    expect(await response?.text()).toContain('id="eventfold-server-render"');
    await expect(page.getByRole('tab', { name: 'Week' })).toHaveAttribute('aria-selected', 'true');
    await expect(eventButton(page, 'Small screen show')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await monthGridWasSeen(page)).toBe(false);
    expect(await monthMarks(page)).toBe(0);
    expect(problems).toEqual([]);
  });

  test('a desktop remembering the week view never shows the month grid on a reload', async ({ page }) => {
    const problems = await reloadRemembering(page, 'Week', 'Weekly show', watchForMonthGrid);
    await expect(eventButton(page, 'Weekly show')).toBeVisible();
    expect(await monthGridWasSeen(page)).toBe(false);
    expect(await monthMarks(page)).toBe(0);
    expect(problems).toEqual([]);
  });
});

test.describe('server-rendered calendar on a phone', () => {
  const { defaultBrowserType: _chromiumAlready, ...pixel } = devices['Pixel 7'];
  test.use(pixel);

  test('a phone (mobile User-Agent) gets its week drawn by the server, and the browser takes that drawing over', async ({
    page,
  }) => {
    await signedInWithVenue(page);
    const today = dayFromToday(0);
    await createEventThroughApi(page, { title: 'Pocket show', date: today.ymd, timeStart: '23:30' });
    const problems = collectProblems(page);
    await page.addInitScript(watchForMonthGrid);
    await page.addInitScript(keepFirstPanel);

    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    // Drawn for a phone: the week a phone opens on, with the event, and no month grid (nor its mark).
    expect(html).toContain('id="eventfold-server-render"');
    expect(html).toContain('Pocket show');
    expect(html).not.toContain('role="table"');
    expect(html).not.toContain('performance.mark');
    await expect(page.getByRole('tab', { name: 'Week' })).toHaveAttribute('aria-selected', 'true');
    await expect(eventButton(page, 'Pocket show')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Hydrated, not drawn again: the panel the server drew is still the one on screen, and it answers.
    expect(await firstPanelIs(page, 'the one on screen')).toBe(true);
    await eventButton(page, 'Pocket show').click();
    await expect(page.getByRole('dialog', { name: 'Pocket show' })).toBeVisible();
    expect(await monthGridWasSeen(page)).toBe(false);
    expect(problems).toEqual([]);
  });

  test('a phone remembering the month view never shows the drawn week: it draws its own month', async ({
    page,
  }) => {
    const problems = await reloadRemembering(page, 'Month', 'Monthly pocket show', keepFirstPanel);
    await expect(page.getByRole('table')).toBeVisible();
    // The server's week panel was never shown: the first panel seen is the browser's own month.
    expect(await firstPanelIs(page, 'a month')).toBe(true);
    expect(problems).toEqual([]);
  });
});

/** Runs in the page before its HTML is parsed: keeps the first calendar panel that is shown. */
function keepFirstPanel() {
  const keep = () => {
    const panel = document.getElementById('calendar-panel');
    const holder = window as unknown as { firstCalendarPanel?: Element };
    if (panel?.checkVisibility() && !holder.firstCalendarPanel) holder.firstCalendarPanel = panel;
  };
  new MutationObserver(keep).observe(document, { childList: true, subtree: true, attributes: true });
}

/** Whether the panel keepFirstPanel kept is the one on screen now, or shows a month grid. */
async function firstPanelIs(page: Page, what: 'the one on screen' | 'a month'): Promise<boolean> {
  return page.evaluate((what) => {
    const first = (window as unknown as { firstCalendarPanel?: Element }).firstCalendarPanel;
    if (!first) return false;
    return what === 'a month'
      ? first.querySelector('[role="table"]') !== null
      : first === document.getElementById('calendar-panel');
  }, what);
}

/**
 * A signed-in person with an event today who picked `view`, reloading `/` with `watcher` in the page: the
 * server still draws its own view, and the browser shows the remembered one. The problems logged on the reload.
 */
async function reloadRemembering(
  page: Page,
  view: 'Week' | 'Month',
  title: string,
  watcher: () => void,
): Promise<string[]> {
  await signedInWithVenue(page);
  await createEventThroughApi(page, { title, date: dayFromToday(0).ymd, timeStart: '23:30' });
  await page.goto('/');
  await page.getByRole('tab', { name: view }).click();
  await expect(page.getByRole('tab', { name: view })).toHaveAttribute('aria-selected', 'true');
  const problems = collectProblems(page);
  await page.addInitScript(watcher);

  const response = await page.goto('/');
  expect(await response?.text()).toContain('id="eventfold-server-render"');
  await expect(page.getByRole('tab', { name: view })).toHaveAttribute('aria-selected', 'true');
  return problems;
}

/** Console errors and page errors (React's hydration errors surface as both). */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/**
 * Runs in the page before its HTML is parsed: on every change of the document and every frame until
 * the load, records whether a month grid was visible (a server drawing shown for a moment counts).
 */
function watchForMonthGrid() {
  const seen = () => {
    const grid = document.querySelector('[role="table"]');
    if (grid?.checkVisibility()) (window as unknown as { monthGridSeen: boolean }).monthGridSeen = true;
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
  const everyFrame = () => {
    seen();
    requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
}

async function monthGridWasSeen(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { monthGridSeen?: boolean }).monthGridSeen === true);
}

async function monthMarks(page: Page): Promise<number> {
  return page.evaluate(() => performance.getEntriesByName('month-view-rendered').length);
}
