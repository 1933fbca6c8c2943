import { type Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { registerThroughApi } from './support/accounts';
import { createEventThroughApi, dayFromToday } from './support/calendar';
import { reviewScreenshot } from './support/screenshots';

async function setZip(page: Page, name: string) {
  const response = await page.request.patch('/api/user/preferences', {
    data: { name, timezone: 'America/Chicago', preferredRadius: 25, zipCode: '60614' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('friend requests', () => {
  test('someone going to the same event is asked to be a friend from Nearby, and sees the request', async ({
    browser,
    page,
  }) => {
    await registerThroughApi(page);
    await setZip(page, 'Nora Host');
    const { id: eventId } = await createEventThroughApi(page, {
      title: 'Wrigleyville Block Party',
      location: 'Clark Street, Chicago, IL 60613',
      date: dayFromToday(2).ymd,
      timeStart: '20:15',
      visibility: 'public',
    });
    const guestContext = await browser.newContext();
    const guestPage = await guestContext.newPage();
    await registerThroughApi(guestPage);
    await setZip(guestPage, 'Gus Guest');
    const going = await guestPage.request.put(`/api/events/${eventId}/rsvp`, { data: { status: 'going' } });
    expect(going.status(), await going.text()).toBeLessThan(300);

    await page.goto('/nearby');
    const party = page.getByRole('article', { name: 'Wrigleyville Block Party' });
    await party.getByRole('button', { name: '1 going' }).click();
    const people = page.getByRole('list', { name: 'People going or interested' });
    await people.getByRole('button', { name: 'Add Gus Guest as a friend' }).click();
    await expect(people.getByText('Request sent')).toBeVisible();
    await expect(page.getByText('Friend request sent to Gus Guest')).toBeVisible();
    await reviewScreenshot(page, 'friend-request-from-nearby-desktop');

    await guestPage.goto('/');
    await guestPage.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await guestPage
      .getByRole('dialog', { name: 'Notifications' })
      .getByText(/Nora Host/)
      .click();
    await expect(guestPage.getByRole('button', { name: /^Accept Nora Host/ })).toBeVisible();
    await guestContext.close();
  });
});
