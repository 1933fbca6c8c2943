import { type Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import {
  createEventThroughApi,
  dayFromToday,
  dayRegion,
  eventButton,
  showView,
  signedInWithVenue,
} from './support/calendar';
import { startE2eProviders } from './support/local-providers';
import type { LocalProviders } from '../backend/test/support/local-providers';

let providers: LocalProviders;

test.beforeAll(async ({ baseURL }) => {
  providers = await startE2eProviders(baseURL!);
});

test.afterAll(async () => {
  await providers?.stop();
});

/** The local Google's login (skipped while it remembers the person) and consent pages. */
async function throughGoogle(page: Page, email: string) {
  const login = page.getByRole('heading', { name: 'Sign-in' });
  const consent = page.getByRole('button', { name: 'Continue' });
  await expect(login.or(consent)).toBeVisible();
  if (await login.isVisible()) {
    await page.locator('input[name="login"]').fill(email);
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
  }
  await consent.click();
}

test.describe('Google Calendar', () => {
  test('Add to Google Calendar connects, comes back to the event and adds it, also once access expired; settings can disconnect', async ({
    page,
  }) => {
    const email = `calendar.${Date.now()}@example.com`;
    await signedInWithVenue(page);
    const day = dayFromToday(2);
    await createEventThroughApi(page, { title: 'Rooftop Jazz Night', date: day.ymd, timeStart: '19:30' });

    // Not connected yet: the button starts the connect flow, which comes back to the event and adds it.
    await page.goto('/');
    await showView(page, 'List');
    await eventButton(dayRegion(page, day), 'Rooftop Jazz Night').click();
    await page
      .getByRole('dialog', { name: 'Rooftop Jazz Night' })
      .getByRole('button', { name: 'Add to Google Calendar' })
      .click();
    await throughGoogle(page, email);
    const details = page.getByRole('dialog', { name: 'Rooftop Jazz Night' });
    await expect(details).toBeVisible();
    await expect(page.getByText('Added to Google Calendar')).toBeVisible();
    await expect(page).toHaveURL(/\/\?event=[^&]+$/);
    await page.screenshot({ path: 'e2e/.artifacts/screenshots/google-calendar-back-at-the-event.png' });
    const stored = async () =>
      (
        await providers.control<{ accountId: string; writes: number; event: { summary: string } }[]>('events')
      ).filter((entry) => entry.accountId === email);
    const writes = async () => (await stored()).map((entry) => [entry.event.summary, entry.writes]);
    expect(await writes()).toEqual([['Rooftop Jazz Night', 1]]);

    // Access expired and the grant revoked at Google: the same click connects again, comes back and adds.
    await providers.control('revoke-grants');
    await details.getByRole('button', { name: 'Add to Google Calendar' }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:/);
    // At Google again: it grants anew (and, as the stand-in resets, holds no copy of the event).
    await providers.control('reset');
    await throughGoogle(page, email);
    await expect(page).toHaveURL(/\/\?event=[^&]+$/);
    await expect(details).toBeVisible();
    await expect(page.getByText('Added to Google Calendar')).toBeVisible();
    await expect.poll(writes).toEqual([['Rooftop Jazz Night', 1]]);

    // Connected: the event goes to the calendar at once, as an update of its copy there.
    await page.goto('/');
    await showView(page, 'List');
    await eventButton(dayRegion(page, day), 'Rooftop Jazz Night').click();
    await details.getByRole('button', { name: 'Add to Google Calendar' }).click();
    await expect(page.getByText('Added to Google Calendar')).toBeVisible();
    await expect(details.getByRole('link', { name: 'Open in Google Calendar' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/calendar\/event\?eid=/,
    );
    await expect.poll(writes).toEqual([['Rooftop Jazz Night', 2]]);

    await page.goto('/settings');
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByText('Google Calendar disconnected')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect Google Calendar' })).toBeVisible();
  });
});
