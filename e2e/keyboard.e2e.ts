import path from 'node:path';
import { type Locator, type Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { signedInWithVenue } from './support/calendar';

const screenshots = path.join(__dirname, '.artifacts', 'screenshots');

/** The focused element's outline as drawn: a ring a person can see is solid and at least 2 px wide. */
async function focusRing(control: Locator) {
  return control.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
}

async function expectVisibleRing(control: Locator) {
  await expect(control).toBeFocused();
  const ring = await focusRing(control);
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
}

async function tabTo(page: Page, control: Locator, most = 10) {
  for (let press = 0; press < most; press += 1) {
    await page.keyboard.press('Tab');
    if (await control.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`not reached in ${most} Tab presses`);
}

test.describe('keyboard', () => {
  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`on a ${device} the first Tab offers "Skip to calendar", and every control shows where focus is`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await signedInWithVenue(page);
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Add Venue' })).toBeVisible();

      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to calendar' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.screenshot({ path: path.join(screenshots, `keyboard-skip-link-${device}.png`) });

      // Past the header and the sidebar: the next Tab reaches the calendar's own buttons.
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      await expect(skip).not.toBeInViewport();
      const create = page.getByRole('button', { name: 'Create Event' });
      await page.keyboard.press('Tab');
      await expectVisibleRing(create); // outlined
      await page.keyboard.press('Tab');
      await expectVisibleRing(page.getByRole('button', { name: 'Add Venue' })); // filled
      await page.screenshot({ path: path.join(screenshots, `keyboard-focus-ring-${device}.png`) });
      await tabTo(page, page.getByRole('tab', { selected: true }));
      await expectVisibleRing(page.getByRole('tab', { selected: true }));

      // A pointer's click shows no ring; the keyboard's does.
      await page.getByRole('button', { name: 'Logout' }).hover();
      await page.mouse.down();
      await page.mouse.move(0, 0);
      await page.mouse.up();
      expect((await focusRing(page.getByRole('button', { name: 'Logout' }))).style).not.toBe('solid');
    });
  }
});
