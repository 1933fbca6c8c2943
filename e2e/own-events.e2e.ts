import { test, expect } from './support/fixtures';
import { dayFromToday, eventButton, openEventFromList, showView } from './support/calendar';
import { eventWithInvitedFriend } from './support/friends';
import { solidPng } from './support/png';
import { reviewScreenshot } from './support/screenshots';

test.describe('own events', () => {
  test('the owner edits an event, picture included, and the invitee and shared page follow', async ({
    browser,
    page,
  }) => {
    const { event, friendPage, friendContext } = await eventWithInvitedFriend(
      browser,
      page,
      { title: 'Board Gmaes Night', date: dayFromToday(3).ymd, timeStart: '19:00' },
      solidPng(64, 48, [200, 40, 90]),
    );

    const details = await openEventFromList(page, event.title);
    await details.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('dialog', { name: 'Edit Event' });
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Board Gmaes Night');
    await expect(form.getByRole('textbox', { name: 'Location' })).toHaveValue('The Hall');
    await expect(form.getByRole('group', { name: 'Start time' })).toContainText('07:00 PM');
    await expect(form.getByRole('img', { name: 'Current event image' })).toBeVisible();
    await form.getByRole('textbox', { name: 'Title' }).fill('Board Games Night');
    await form.getByRole('textbox', { name: 'Location' }).fill('The Annex, 5 Elm St');
    await form.getByRole('group', { name: 'Start time' }).getByRole('spinbutton', { name: 'Hours' }).click();
    await page.keyboard.type('0800PM');
    await form.getByLabel('Event image', { exact: true }).setInputFiles({
      name: 'new-poster.png',
      mimeType: 'image/png',
      buffer: solidPng(64, 48, [20, 160, 60]),
    });
    await reviewScreenshot(page, 'own-event-edit-desktop');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('Event updated')).toBeVisible();

    const changed = page.getByRole('dialog', { name: 'Board Games Night' });
    await expect(changed.getByText('The Annex, 5 Elm St')).toBeVisible();
    await expect(changed.getByText(/8:00 PM – 9:00 PM C[DS]T/)).toBeVisible();
    const image = changed.getByRole('img', { name: 'Board Games Night' });
    await expect(image).toHaveAttribute('src', new RegExp(`/api/events/${event.id}/image\\?v=`));
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await reviewScreenshot(page, 'own-event-edited-desktop');

    const friendDetails = await openEventFromList(friendPage, 'Board Games Night');
    await expect(friendDetails.getByText('The Annex, 5 Elm St')).toBeVisible();
    // Only the owner edits.
    await expect(friendDetails.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await friendPage.goto(`/event/${event.id}`);
    await expect(friendPage.getByRole('heading', { name: 'Board Games Night' })).toBeVisible();
    await friendContext.close();
  });

  test('the owner deletes an event after confirming, and it is gone for invitees and the shared page', async ({
    browser,
    page,
  }) => {
    const { event, friendPage, friendContext } = await eventWithInvitedFriend(browser, page, {
      title: 'Cancelled Picnic',
      date: dayFromToday(2).ymd,
      timeStart: '12:00',
    });

    await page.setViewportSize({ width: 390, height: 844 });
    const details = await openEventFromList(page, event.title);
    await details.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete “${event.title}”?` });
    await expect(confirm).toBeVisible();
    await reviewScreenshot(page, 'own-event-delete-phone');
    // Cancel keeps it.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await details.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete Event' }).click();
    await expect(details).toBeHidden();
    await expect(page.getByText('Event deleted')).toBeVisible();
    await expect(eventButton(page, event.title)).toHaveCount(0);

    await friendPage.goto('/');
    await showView(friendPage, 'List');
    await expect(friendPage.getByText('No upcoming events')).toBeVisible();
    await friendPage.goto(`/event/${event.id}`);
    await expect(friendPage.getByText('Event Not Found')).toBeVisible();
    await friendContext.close();
  });
});
