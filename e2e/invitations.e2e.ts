import { type Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import {
  createEventThroughApi,
  dayFromToday,
  eventButton,
  showView,
  signedInWithVenue,
} from './support/calendar';
import { befriend, friendInviteLink, inviteToEventThroughApi } from './support/friends';
import { solidPng } from './support/png';

async function expectImageLoaded(page: Page, name: string) {
  const image = page.getByRole('img', { name, exact: true });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

async function openFromList(page: Page, title: string) {
  await page.goto('/');
  await showView(page, 'List');
  await eventButton(page, title).click();
  return page.getByRole('dialog', { name: title });
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
    await openFromList(page, event.title);
    await expectImageLoaded(page, event.title);
    await openFromList(friendPage, event.title);
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
});
