import { type Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { registerThroughApi } from './support/accounts';
import {
  createEventThroughApi,
  dayFromToday,
  eventButton,
  openEventFromList,
  signedInWithVenue,
} from './support/calendar';
import { reviewScreenshot } from './support/screenshots';
import {
  befriend,
  currentUserId,
  eventWithInvitedFriend,
  friendInviteLink,
  inviteToEventThroughApi,
} from './support/friends';
import { solidPng } from './support/png';

async function expectImageLoaded(page: Page, name: string) {
  const image = page.getByRole('img', { name, exact: true });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

test.describe('invitations', () => {
  test('inviting a friend keeps the event image for the owner, the invitee and the shared page', async ({
    browser,
    page,
  }) => {
    await signedInWithVenue(page);
    const friendContext = await browser.newContext();
    const friendPage = await friendContext.newPage();
    await signedInWithVenue(friendPage);
    const { inviteeId } = await befriend(page, friendPage);
    const event = await createEventThroughApi(
      page,
      { title: 'Poster Night', date: dayFromToday(3).ymd, timeStart: '20:00' },
      solidPng(64, 48, [200, 40, 90]),
    );

    await inviteToEventThroughApi(page, event.id, [inviteeId]);

    const image = await page.request.get(`/api/events/${event.id}/image`);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/webp');
    await openEventFromList(page, event.title);
    await expectImageLoaded(page, event.title);
    await openEventFromList(friendPage, event.title);
    await expectImageLoaded(friendPage, event.title);
    await friendPage.goto(`/event/${event.id}`);
    await expectImageLoaded(friendPage, event.title);
    await friendContext.close();
  });

  test('a signed-in person who opens a friend invite link is connected at once', async ({
    browser,
    page,
  }) => {
    await signedInWithVenue(page);
    const { link } = await friendInviteLink(page);
    const friendContext = await browser.newContext();
    const friendPage = await friendContext.newPage();
    await signedInWithVenue(friendPage);

    await friendPage.goto(link);

    await expect(
      friendPage.getByText("You've accepted the friend invitation and are now connected!"),
    ).toBeVisible();
    await expect(friendPage).toHaveURL(/\/$/);
    expect(await friendPage.evaluate(() => window.localStorage.getItem('pendingInviteToken'))).toBeNull();
    const friends = await friendPage.request.get('/api/friends');
    expect(((await friends.json()) as unknown[]).length).toBe(1);
    // A reload does not replay the spent link.
    await friendPage.reload();
    await expect(friendPage.getByRole('button', { name: 'Add Venue' })).toBeVisible();
    await expect(friendPage.getByText('This invitation has already been used or is invalid')).toHaveCount(0);
    await friendContext.close();
  });

  test('a friend with no venues sees the invitation beside the getting-started state, and in the bell', async ({
    browser,
    page,
  }) => {
    const host = await signedInWithVenue(page);
    const friendContext = await browser.newContext();
    const friendPage = await friendContext.newPage();
    await registerThroughApi(friendPage);
    const { inviteeId } = await befriend(page, friendPage);
    const event = await createEventThroughApi(page, {
      title: 'Garden Party',
      date: dayFromToday(4).ymd,
      timeStart: '17:30',
    });
    await inviteToEventThroughApi(page, event.id, [inviteeId]);

    await friendPage.goto('/');
    await expect(friendPage.getByText("Let's get started!")).toBeVisible();
    const invitations = friendPage.getByRole('region', { name: "Invitations and events you're going to" });
    await expect(invitations).toBeVisible();
    await reviewScreenshot(friendPage, 'invitations-without-venues-desktop');
    await friendPage.setViewportSize({ width: 390, height: 844 });
    await reviewScreenshot(friendPage, 'invitations-without-venues-phone');
    await eventButton(invitations, event.title).click();
    const details = friendPage.getByRole('dialog', { name: event.title });
    await expect(details).toBeVisible();
    await expect(friendPage).toHaveURL(new RegExp(`[?&]event=${event.id}`));
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();
    await expect(friendPage).toHaveURL(/\/$/);

    await friendPage.getByRole('button', { name: /^Notifications, \d+ unread/ }).click();
    await reviewScreenshot(friendPage, 'invitations-bell-phone');
    const panel = friendPage.getByRole('dialog', { name: 'Notifications' });
    await panel.getByText(`${host.firstName} ${host.lastName} invited you to ${event.title}`).click();
    await expect(panel).toBeHidden();
    await expect(friendPage.getByRole('dialog', { name: event.title })).toBeVisible();
    await friendContext.close();
  });

  test('a friend request in the bell opens the requests tab', async ({ browser, page }) => {
    const requester = await signedInWithVenue(page);
    const friendContext = await browser.newContext();
    const friendPage = await friendContext.newPage();
    await signedInWithVenue(friendPage);
    const request = await page.request.post('/api/friends/request', {
      data: { userId: await currentUserId(friendPage) },
    });
    expect(request.status(), await request.text()).toBeLessThan(300);

    await friendPage.goto('/');
    await friendPage.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await friendPage
      .getByRole('dialog', { name: 'Notifications' })
      .getByText(`${requester.firstName} ${requester.lastName} sent you a friend request`)
      .click();
    const social = friendPage.getByRole('dialog', { name: 'Social' });
    await expect(social.getByRole('tab', { name: /Requests/ })).toHaveAttribute('aria-selected', 'true');
    await expect(
      social.getByRole('button', { name: `Accept ${requester.firstName} ${requester.lastName}` }),
    ).toBeVisible();
    await friendContext.close();
  });
  test("an invited event says who invited, and is not labelled as the invitee's own", async ({
    browser,
    page,
  }) => {
    const { host, event, friendPage, friendContext } = await eventWithInvitedFriend(browser, page, {
      title: 'Rooftop Quartet',
      date: dayFromToday(5).ymd,
      timeStart: '19:00',
    });

    const details = await openEventFromList(friendPage, event.title);
    await expect(
      details.getByText(`${host.firstName} ${host.lastName} invited you to this event.`),
    ).toBeVisible();
    await expect(details.getByText('Shared with You', { exact: true })).toBeVisible();
    await expect(details.getByText('Your Created Event')).toHaveCount(0);
    await reviewScreenshot(friendPage, 'invited-event-names-inviter');
    // The owner's own copy stays theirs.
    const own = await openEventFromList(page, event.title);
    await expect(own.getByText('Your Created Event')).toBeVisible();
    await friendContext.close();
  });
});
