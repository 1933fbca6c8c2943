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

/** The local Google's login and consent pages. */
async function throughGoogle(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Sign-in' })).toBeVisible();
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('Google Calendar', () => {
  test('Add to Google Calendar starts the connection, adds the event, and settings can disconnect', async ({
    page,
  }) => {
    const email = `calendar.${Date.now()}@example.com`;
    await signedInWithVenue(page);
    const day = dayFromToday(2);
    await createEventThroughApi(page, { title: 'Rooftop Jazz Night', date: day.ymd, timeStart: '19:30' });

    // Not connected yet: the button starts the connect flow, which ends on the settings page.
    await page.goto('/');
    await showView(page, 'List');
    await eventButton(dayRegion(page, day), 'Rooftop Jazz Night').click();
    await page
      .getByRole('dialog', { name: 'Rooftop Jazz Night' })
      .getByRole('button', { name: 'Add to Google Calendar' })
      .click();
    await throughGoogle(page, email);
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByText('Google Calendar connected')).toBeVisible();
    await expect(page.getByText('Connected', { exact: true })).toBeVisible();

    // Connected: the event goes to the calendar, and again updates rather than duplicates.
    await page.goto('/');
    await showView(page, 'List');
    await eventButton(dayRegion(page, day), 'Rooftop Jazz Night').click();
    const details = page.getByRole('dialog', { name: 'Rooftop Jazz Night' });
    await details.getByRole('button', { name: 'Add to Google Calendar' }).click();
    await expect(page.getByText('Added to Google Calendar')).toBeVisible();
    await expect(details.getByRole('link', { name: 'Open in Google Calendar' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/calendar\/event\?eid=/,
    );
    await details.getByRole('button', { name: 'Add to Google Calendar' }).click();
    await expect(details.getByRole('button', { name: 'Add to Google Calendar' })).toBeEnabled();
    const stored = (
      await providers.control<{ accountId: string; writes: number; event: { summary: string } }[]>('events')
    ).filter((entry) => entry.accountId === email);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.event.summary).toBe('Rooftop Jazz Night');
    await expect
      .poll(
        async () =>
          (await providers.control<{ accountId: string; writes: number }[]>('events')).find(
            (entry) => entry.accountId === email,
          )?.writes,
      )
      .toBe(2);

    await page.goto('/settings');
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByText('Google Calendar disconnected')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect Google Calendar' })).toBeVisible();
  });
});
