import path from 'node:path';
import { type Browser, type Locator, type Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { registerThroughApi } from './support/accounts';
import {
  calendarDay,
  createEventThroughApi,
  dayFromToday,
  eventButton,
  monthCell,
  openEventFromList,
  showMonthOf,
  showView,
  signedInWithVenue,
  type CalendarDay,
} from './support/calendar';

const screenshots = path.join(__dirname, '.artifacts', 'screenshots');
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

type Box = { x: number; y: number; width: number; height: number };

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box!;
}

/** Where a text is painted (a Range over it): unlike its element's box, this includes what spills out. */
async function inkOf(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x, y, width, height };
  });
}

/** How many lines a block of text takes. */
async function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
    return tops.size;
  });
}

/**
 * An event of another member that the signed-in person answered "Going" to in Nearby: it sits in their
 * calendar with its "Going" badge. The organiser answers Going too, so the attendee list has someone
 * to befriend.
 */
async function goingToAnEventOfSomeoneElse(
  browser: Browser,
  page: Page,
  event: { title: string; day: CalendarDay; organiserName: string },
): Promise<void> {
  const organiser = await browser.newContext();
  const organiserPage = await organiser.newPage();
  await registerThroughApi(organiserPage);
  await setNameAndZip(organiserPage, event.organiserName);
  const created = await createEventThroughApi(organiserPage, {
    title: event.title,
    location: 'Lincoln Park, Chicago, IL 60614',
    date: event.day.ymd,
    timeStart: '19:00',
    visibility: 'public',
  });
  const organiserAnswer = await organiserPage.request.put(`/api/events/${created.id}/rsvp`, {
    data: { status: 'going' },
  });
  expect(organiserAnswer.status(), await organiserAnswer.text()).toBe(200);
  await organiser.close();

  const answer = await page.request.put(`/api/events/${created.id}/rsvp`, { data: { status: 'going' } });
  expect(answer.status(), await answer.text()).toBe(200);
}

async function setNameAndZip(page: Page, name: string) {
  const response = await page.request.patch('/api/user/preferences', {
    data: { name, timezone: 'America/Chicago', preferredRadius: 25, zipCode: '60614' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The next September: the longest month name ("September 2027"). */
function nextSeptember(): CalendarDay {
  const today = dayFromToday(0);
  const [year, month] = today.ymd.split('-').map(Number) as [number, number];
  return calendarDay(`${month <= 9 ? year : year + 1}-09-15`);
}

/**
 * The controls on the screen smaller than a fingertip (44 × 44 px): buttons, links drawn as buttons, tabs,
 * toggles, and checkboxes, radios and switches by what is pressed (the label where there is one). Links in
 * running text are exempt, as WCAG 2.5.5 exempts them.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((least) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, [role="button"], a.MuiButton-root, [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], input',
    );
    const small: string[] = [];
    for (const control of controls) {
      const target =
        control instanceof HTMLInputElement ? (control.closest('label') ?? control.parentElement!) : control;
      if (target.closest('[aria-hidden="true"]') || getComputedStyle(target).visibility === 'hidden')
        continue;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.width < least - 0.5 || box.height < least - 0.5) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
        small.push(`${name.slice(0, 40)} (${Math.round(box.width)}×${Math.round(box.height)})`);
      }
    }
    return small;
  }, 44);
}

test.describe('readability on desktop and phone', () => {
  test('the month title stays on one line on a phone', async ({ page }) => {
    await signedInWithVenue(page);
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await showView(page, 'Month');
    await showMonthOf(page, nextSeptember());
    const title = page.getByRole('heading', { level: 2, name: /^September \d{4}$/ });
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: PHONE.height });
      expect(await lineCount(title), `at ${width} px`).toBe(1);
      const ink = await inkOf(title);
      const next = await boxOf(page.getByRole('button', { name: 'Next month' }));
      const previous = await boxOf(page.getByRole('button', { name: 'Previous month' }));
      expect(ink.x).toBeGreaterThanOrEqual(previous.x + previous.width);
      expect(ink.x + ink.width).toBeLessThanOrEqual(next.x);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: path.join(screenshots, 'phone-readability-month-title-390.png') });
    await page.setViewportSize(DESKTOP);
    expect(await lineCount(title)).toBe(1);
    await page.screenshot({ path: path.join(screenshots, 'phone-readability-month-title-1280.png') });
  });

  test('month chips keep their titles: beside a Going badge on desktop, as dots and a day list on a phone', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const title = 'Riverside Jazz Quartet Evening';
    const day = dayFromToday(2);
    await signedInWithVenue(page);
    await setNameAndZip(page, 'Pat Reader');
    await goingToAnEventOfSomeoneElse(browser, page, { title, day, organiserName: 'Alex Organiser' });
    await createEventThroughApi(page, { title: 'Open Mic Night', date: day.ymd, timeStart: '21:00' });

    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await showView(page, 'Month');
    await showMonthOf(page, day);
    const chip = eventButton(monthCell(page, day), title);
    await expect(chip).toBeVisible();
    const chipBox = await boxOf(chip);
    const titleBox = await boxOf(chip.getByTestId('event-chip-title'));
    const badgeBox = await boxOf(chip.getByText('Going', { exact: true }));
    // The title has the chip's width less its padding and edge, and the badge does not sit on it.
    expect(titleBox.width).toBeGreaterThanOrEqual(chipBox.width - 16);
    expect(intersects(titleBox, badgeBox)).toBe(false);
    expect(badgeBox.y + badgeBox.height).toBeLessThanOrEqual(chipBox.y + chipBox.height);
    // And the cell still holds the chip and "+1 more" without spilling.
    const cell = monthCell(page, day);
    expect(await cell.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
    await page.screenshot({ path: path.join(screenshots, 'phone-readability-month-chips-1280.png') });

    await page.setViewportSize(PHONE);
    await expect(chip).toBeHidden();
    const dayButton = cell.getByRole('button', { name: `${day.label}, 2 events` });
    await expect(dayButton).toBeVisible();
    // A dot per event, and the whole cell is the day's button: a fingertip's target, not a 28 px number.
    await expect(dayButton.locator('.month-dot')).toHaveCount(2);
    const cellBox = await boxOf(cell);
    const dayBox = await boxOf(dayButton);
    expect(dayBox.width).toBeGreaterThanOrEqual(44);
    expect(dayBox.height).toBeGreaterThanOrEqual(44);
    expect(dayBox.width).toBeGreaterThanOrEqual(cellBox.width - 6);
    // No title cut to a letter or two anywhere in the grid.
    await expect(page.getByRole('table').getByText(title)).toBeHidden();
    await page.screenshot({ path: path.join(screenshots, 'phone-readability-month-dots-390.png') });

    // A tap anywhere in the cell (here under the number, by the dots) lists the day with whole titles.
    await page.mouse.click(cellBox.x + cellBox.width / 2, cellBox.y + cellBox.height - 10);
    const dayDialog = page.getByRole('dialog', { name: new RegExp(day.label) });
    await expect(dayDialog).toBeVisible();
    const listed = eventButton(dayDialog, title);
    await expect(listed).toBeVisible();
    const listedTitle = listed.getByTestId('event-chip-title');
    expect(await listedTitle.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(
      true,
    );
    expect(await inkOf(listedTitle).then((ink) => ink.width)).toBeGreaterThan(150);
    await expect(eventButton(dayDialog, 'Open Mic Night')).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'phone-readability-month-day-list-390.png') });
  });

  test('the people going list keeps each name clear of its Add Friend button', async ({ page, browser }) => {
    test.setTimeout(90_000);
    // A name as some people give it: one long word (or an e-mail address) that cannot wrap at a space.
    const name = 'Maximiliana Featherstonehaughington-Cholmondeley';
    const title = 'Lincoln Park Picnic';
    await registerThroughApi(page);
    await setNameAndZip(page, 'Pat Reader');
    await goingToAnEventOfSomeoneElse(browser, page, { title, day: dayFromToday(2), organiserName: name });

    for (const [viewport, label] of [
      [DESKTOP, '1280'],
      [PHONE, '390'],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto('/nearby');
      await page.getByRole('article', { name: title }).getByRole('button', { name: '2 going' }).click();
      const list = page.getByRole('list', { name: 'People going or interested' });
      const person = list.getByRole('listitem').filter({ hasText: name });
      const addFriend = person.getByRole('button', { name: `Add ${name} as a friend` });
      await expect(addFriend).toBeVisible();
      const nameInk = await inkOf(person.getByText(name, { exact: true }));
      const buttonBox = await boxOf(addFriend);
      expect(intersects(nameInk, buttonBox), `at ${label} px`).toBe(false);
      // Both inside the list, and the list inside the screen.
      const listBox = await boxOf(list);
      expect(nameInk.x).toBeGreaterThanOrEqual(listBox.x);
      expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(listBox.x + listBox.width + 0.5);
      expect(listBox.x + listBox.width).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: path.join(screenshots, `phone-readability-people-going-${label}.png`) });
      await page.keyboard.press('Escape');
    }
  });

  test("the phone's event dialog gives its content the screen, its actions following it", async ({
    page,
  }) => {
    const description = 'The quartet plays Haydn, Bartók and a new piece by a local composer. '.repeat(18);
    const title = 'Chamber Music Afternoon';
    await signedInWithVenue(page);
    await createEventThroughApi(page, { title, date: dayFromToday(1).ymd, timeStart: '15:00', description });
    await page.setViewportSize(PHONE);
    const dialog = await openEventFromList(page, title);
    const text = dialog.getByText(description.slice(0, 40));
    await expect(text).toBeVisible();
    await expect(dialog).toHaveCSS('opacity', '1');
    // The dialog is whole before it is measured: its RSVP and social rows come in a script of their own and
    // the like count with a request, and on a loaded machine they can arrive after the first scroll.
    await expect(dialog.getByRole('region', { name: 'RSVP' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Like (0 likes)' })).toBeEnabled();
    await page.screenshot({ path: path.join(screenshots, 'phone-readability-event-dialog-390.png') });

    // The part of the description one sees: inside its scrolling box and inside the screen.
    const shown = await text.evaluate((element) => {
      let box = element.getBoundingClientRect();
      let top = Math.max(box.top, 0);
      let bottom = Math.min(box.bottom, window.innerHeight);
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowY;
        if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden') {
          box = parent.getBoundingClientRect();
          top = Math.max(top, box.top);
          bottom = Math.min(bottom, box.bottom);
        }
      }
      return { top, bottom };
    });
    expect(shown.bottom - shown.top).toBeGreaterThanOrEqual(PHONE.height * 0.6);
    // No action lies over what is shown of it, and each is reached by scrolling on.
    const actions = [
      dialog.getByRole('button', { name: 'Share' }),
      dialog.getByRole('link', { name: 'Add to Calendar (.ics)' }),
      dialog.getByRole('button', { name: 'Add to Google Calendar' }),
    ];
    for (const action of actions) {
      const box = await boxOf(action);
      expect(box.y < shown.bottom && box.y + box.height > shown.top, await action.innerText()).toBe(false);
    }
    for (const action of actions) {
      await expect(async () => {
        await action.scrollIntoViewIfNeeded();
        await expect(action).toBeInViewport({ ratio: 1, timeout: 1_000 });
      }).toPass();
    }
    // The title and its close button stay at hand at the end.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('heading', { name: title })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: path.join(screenshots, 'phone-readability-event-dialog-end-390.png') });

    await page.keyboard.press('Escape');
    await page.setViewportSize(DESKTOP);
    const desktopDialog = await openEventFromList(page, title);
    await expect(desktopDialog.getByRole('button', { name: 'Share' })).toBeInViewport();
    await page.screenshot({ path: path.join(screenshots, 'phone-readability-event-dialog-1280.png') });
  });

  test('on a phone every control is a fingertip wide: calendar, event dialog, RSVP and settings', async ({
    page,
  }) => {
    const title = 'Open Rehearsal';
    await signedInWithVenue(page);
    await createEventThroughApi(page, { title, date: dayFromToday(1).ymd, timeStart: '18:00' });
    await page.setViewportSize(PHONE);

    await page.goto('/');
    await showView(page, 'List');
    await expect(eventButton(page, title)).toBeVisible();
    expect(await smallTargets(page), 'the calendar').toEqual([]);

    await eventButton(page, title).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByRole('region', { name: 'RSVP' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Like (0 likes)' })).toBeEnabled();
    expect(await smallTargets(page), 'the event dialog').toEqual([]);
    await page.screenshot({
      path: path.join(screenshots, 'phone-readability-touch-targets-dialog.png'),
      fullPage: true,
    });
    await page.keyboard.press('Escape');

    await page.goto('/settings');
    await expect(page.getByRole('region', { name: 'Alerts' }).getByText('No alerts yet.')).toBeVisible({
      timeout: 20_000,
    });
    expect(await smallTargets(page), 'settings').toEqual([]);
    await page.screenshot({
      path: path.join(screenshots, 'phone-readability-touch-targets-settings.png'),
      fullPage: true,
    });
  });
});
