import { type Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import {
  createEventThroughApi,
  dayFromToday,
  openEventFromList,
  signedInWithVenue,
} from './support/calendar';
import { friendInviteLink } from './support/friends';
import { reviewScreenshot } from './support/screenshots';

const PHONE = { width: 390, height: 844 };

async function openSocial(page: Page, entry: 'Invite Friends' | 'Friend Activity') {
  await page.getByRole('button', { name: /^Social/ }).click();
  await page.getByRole('menuitem', { name: entry }).click();
  return page.getByRole('dialog', { name: 'Social' });
}

test.describe('social walkthrough', () => {
  test('a shared event opened signed in with invite=true saves to the calendar, favorites and RSVPs', async ({
    browser,
    page,
  }) => {
    await signedInWithVenue(page);
    const event = await createEventThroughApi(page, {
      title: 'Rooftop Cinema',
      date: dayFromToday(5).ymd,
      timeStart: '20:30',
      location: 'The Roof',
    });
    const share = await page.request.post(`/api/events/${event.id}/share`);
    expect(share.status(), await share.text()).toBeLessThan(300);

    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    await signedInWithVenue(guest);
    await guest.goto(`/event/${event.id}?invite=true`);
    await expect(guest.getByText('Save it to your calendar, favorite it or RSVP below.')).toBeVisible();
    const panel = guest.getByRole('region', { name: 'Your calendar' });
    await expect(panel.getByRole('heading', { name: 'Not in your calendar yet' })).toBeVisible();
    await reviewScreenshot(guest, 'social-walkthrough-shared-unsaved-desktop');

    await panel.getByRole('button', { name: 'Save to my calendar' }).click();
    await expect(guest.getByText('Saved to your calendar')).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'In your calendar' })).toBeVisible();
    const rsvp = panel.getByRole('group', { name: `Your RSVP to ${event.title}` });
    await expect(rsvp.getByRole('button', { name: 'Interested' })).toHaveAttribute('aria-pressed', 'true');
    await panel.getByRole('button', { name: 'Add to favorites' }).click();
    await expect(panel.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await rsvp.getByRole('button', { name: 'Going', exact: true }).click();
    await expect(rsvp.getByRole('button', { name: 'Going', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await reviewScreenshot(guest, 'social-walkthrough-shared-saved-desktop');
    await guest.setViewportSize(PHONE);
    await reviewScreenshot(guest, 'social-walkthrough-shared-saved-phone');

    // It is the guest's now: the calendar has it, going and a favorite.
    const entry = await guest.request.get(`/api/calendar/events/${event.id}`);
    expect(await entry.json()).toMatchObject({ title: event.title, rsvp: 'going', favorited: true });
    await panel.getByRole('link', { name: 'Open in my calendar' }).click();
    await expect(guest.getByRole('dialog', { name: event.title })).toBeVisible();
    await guestContext.close();
  });

  test('the signed-out /invite says an invitation waits, on desktop and phone', async ({ browser, page }) => {
    await signedInWithVenue(page);
    const event = await createEventThroughApi(page, {
      title: 'Invite Only Supper',
      date: dayFromToday(6).ymd,
      timeStart: '19:00',
    });
    await page.request.post(`/api/events/${event.id}/share`);

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/invite?eventId=${event.id}`);
    await expect(visitor).toHaveURL(/\/$/);
    const banner = visitor.getByRole('status').filter({ hasText: "You've been invited to an event!" });
    await expect(banner).toBeVisible();
    await reviewScreenshot(visitor, 'social-walkthrough-invite-waiting-desktop');
    await visitor.setViewportSize(PHONE);
    await expect(banner).toBeVisible();
    await reviewScreenshot(visitor, 'social-walkthrough-invite-waiting-phone');
    await visitorContext.close();
  });

  test("a self-invite shows the server's reason, and a never-valid token says it is invalid", async ({
    page,
  }) => {
    const user = await signedInWithVenue(page);
    await page.goto('/');
    const social = await openSocial(page, 'Invite Friends');
    await social.getByRole('textbox', { name: "Friend's email" }).fill(user.email);
    await social.getByRole('button', { name: 'Send Invite' }).click();
    await expect(page.getByText('Invitation not sent')).toBeVisible();
    await expect(social.getByText('You cannot invite yourself.')).toBeVisible();
    await expect(page.getByText('Failed to send invitation. Please try again.')).toHaveCount(0);
    await reviewScreenshot(page, 'social-walkthrough-self-invite-desktop');
    await social.getByRole('button', { name: 'Close' }).click();

    await page.goto('/?ref=never-a-real-token');
    await expect(page.getByText('Invalid invitation', { exact: true })).toBeVisible();
    await expect(page.getByText(/This invitation link is not valid/)).toBeVisible();
    await expect(page.getByText('Already accepted')).toHaveCount(0);
    await page.setViewportSize(PHONE);
    await reviewScreenshot(page, 'social-walkthrough-invalid-token-phone');
  });

  test('the inviter hears that an e-mail invitation was accepted, in those words', async ({
    browser,
    page,
  }) => {
    await signedInWithVenue(page);
    const { link } = await friendInviteLink(page);
    const friendContext = await browser.newContext();
    const friendPage = await friendContext.newPage();
    const friend = await signedInWithVenue(friendPage);
    await friendPage.goto(link);
    await expect(
      friendPage.getByText("You've accepted the friend invitation and are now connected!"),
    ).toBeVisible();
    await friendContext.close();

    await page.goto('/');
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(
      panel.getByText(
        `${friend.firstName} ${friend.lastName} accepted your invitation and is now your friend`,
      ),
    ).toBeVisible();
    await expect(panel.getByText(/accepted your friend request/)).toHaveCount(0);
    await reviewScreenshot(page, 'social-walkthrough-invite-accepted-bell-desktop');
  });

  test('the event dialog answers Going, Interested or Not going and keeps the answer', async ({ page }) => {
    await signedInWithVenue(page);
    const event = await createEventThroughApi(page, {
      title: 'Harbor Run',
      date: dayFromToday(3).ymd,
      timeStart: '07:00',
    });
    let details = await openEventFromList(page, event.title);
    const rsvp = () => details.getByRole('group', { name: `Your RSVP to ${event.title}` });
    await rsvp().getByRole('button', { name: 'Going', exact: true }).click();
    await expect(rsvp().getByRole('button', { name: 'Going', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(details.getByText('1 going')).toBeVisible();
    await reviewScreenshot(page, 'social-walkthrough-dialog-rsvp-desktop');

    await page.setViewportSize(PHONE);
    details = await openEventFromList(page, event.title);
    await expect(rsvp().getByRole('button', { name: 'Going', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await rsvp().getByRole('button', { name: 'Not going' }).click();
    await expect(rsvp().getByRole('button', { name: 'Not going' })).toHaveAttribute('aria-pressed', 'true');
    await expect(details.getByText('1 going')).toHaveCount(0);
    await reviewScreenshot(page, 'social-walkthrough-dialog-rsvp-phone');
  });

  test('deleting a comment asks first, and Cancel keeps it', async ({ page }) => {
    await signedInWithVenue(page);
    const event = await createEventThroughApi(page, {
      title: 'Book Swap',
      date: dayFromToday(2).ymd,
      timeStart: '18:00',
    });
    const details = await openEventFromList(page, event.title);
    await details.getByRole('button', { name: 'Comments' }).click();
    const comments = page.getByRole('dialog', { name: `Comments on ${event.title}` });
    await comments.getByRole('textbox', { name: 'Write a comment' }).fill('Bringing three paperbacks');
    await comments.getByRole('button', { name: 'Post Comment' }).click();
    const list = comments.getByRole('list', { name: 'Comments' });
    await expect(list.getByText('Bringing three paperbacks')).toBeVisible();

    await list.getByRole('button', { name: 'Delete comment' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this comment?' });
    await expect(
      confirm.getByText('"Bringing three paperbacks" will be removed for everyone.', { exact: false }),
    ).toBeVisible();
    await reviewScreenshot(page, 'social-walkthrough-comment-confirm-desktop');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(list.getByText('Bringing three paperbacks')).toBeVisible();

    await page.setViewportSize(PHONE);
    await list.getByRole('button', { name: 'Delete comment' }).click();
    // The review screenshot waits for the dialog's fade-in to end.
    await expect(confirm.locator('xpath=..')).toHaveCSS('opacity', '1');
    await reviewScreenshot(page, 'social-walkthrough-comment-confirm-phone');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Comment deleted')).toBeVisible();
    await expect(comments.getByText('No comments yet')).toBeVisible();
    const left = await page.request.get(`/api/events/${event.id}/comments`);
    expect(await left.json()).toEqual([]);
  });
});
