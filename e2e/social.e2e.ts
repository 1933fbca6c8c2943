import path from 'node:path';
import { type Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import {
  authDialog,
  expectSignedIn,
  fillSignUp,
  newUser,
  openSignUp,
  registerThroughApi,
  submitSignUp,
  type TestUser,
} from './support/accounts';
import {
  createEventThroughApi,
  dayFromToday,
  eventButton,
  showView,
  signedInWithVenue,
} from './support/calendar';

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(__dirname, '.artifacts', 'screenshots', `${name}.png`), fullPage: true });

const fullName = (user: TestUser) => `${user.firstName} ${user.lastName}`;

async function addVenue(page: Page) {
  const source = await page.request.post('/api/event-sources', {
    data: { name: 'Test Hall', url: 'https://venue.invalid/events', category: 'Music Venue', isActive: true },
  });
  expect(source.status(), await source.text()).toBeLessThan(300);
}

async function openSocial(
  page: Page,
  entry: 'Friend Activity' | 'Friends List' | 'Friend Requests' | 'Invite Friends',
) {
  await page.getByRole('button', { name: /^Social/ }).click();
  await page.getByRole('menuitem', { name: entry }).click();
  return page.getByRole('dialog', { name: 'Social' });
}

/** Invites `email` from the Invite tab; without SMTP in the test server the link is shown to share by hand. */
async function inviteByEmail(page: Page, email: string): Promise<string> {
  const social = await openSocial(page, 'Invite Friends');
  await social.getByRole('textbox', { name: "Friend's email" }).fill(email);
  await social.getByRole('button', { name: 'Send Invite' }).click();
  await expect(social.getByText('Invite link created. Share this link with your friend.')).toBeVisible();
  const link = await social.getByRole('textbox', { name: 'Invite link' }).inputValue();
  expect(link).toMatch(/\/\?ref=[^&]+$/);
  return link;
}

test.describe('social', () => {
  test('two friends: invite, accept, share an event, like, comment and hear about it in the bell', async ({
    browser,
    page,
  }) => {
    // B already has an account (and a venue, so the calendar shows).
    const bContext = await browser.newContext();
    const pageB = await bContext.newPage();
    const b = await signedInWithVenue(pageB);
    // registerThroughApi picked B's name; A is a different person.
    const a = { ...newUser(), firstName: 'Cleo' };

    // A's clock is Playwright's, so the 30 s notification poll can be passed without waiting.
    await page.clock.install();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openSignUp(page);
    await fillSignUp(page, a);
    await submitSignUp(page);
    await expectSignedIn(page);
    await addVenue(page);
    await page.goto('/');

    // The Invite tab: e-mail validation, then the link (no SMTP here) with its "Copied!" state.
    const social = await openSocial(page, 'Invite Friends');
    await social.getByRole('textbox', { name: "Friend's email" }).fill('not-an-address');
    await social.getByRole('button', { name: 'Send Invite' }).click();
    await expect(social.getByRole('textbox', { name: 'Invite link' })).toHaveCount(0);
    await social.getByRole('button', { name: 'Close' }).click();
    await inviteByEmail(page, b.email);
    await page.getByRole('dialog', { name: 'Social' }).getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await screenshot(page, 'social-invite-link-created');
    await page.getByRole('dialog', { name: 'Social' }).getByRole('button', { name: 'Close' }).click();

    // B has a friend request (the menu counts it) and accepts it.
    await pageB.goto('/');
    await expect(pageB.getByRole('button', { name: 'Social, 1 pending friend requests' })).toBeVisible();
    const requests = await openSocial(pageB, 'Friend Requests');
    await expect(requests.getByText(fullName(a))).toBeVisible();
    await requests.getByRole('button', { name: `Accept ${fullName(a)}` }).click();
    await expect(requests.getByText('No pending friend requests')).toBeVisible();
    await requests.getByRole('tab', { name: 'My Friends' }).click();
    await expect(requests.getByText(fullName(a))).toBeVisible();
    await requests.getByRole('button', { name: 'Close' }).click();

    // A creates an event and invites B to it; nobody selected first.
    const day = dayFromToday(2);
    const event = await createEventThroughApi(page, {
      title: 'Rooftop Jazz',
      date: day.ymd,
      timeStart: '19:00',
    });
    await page.reload();
    await showView(page, 'List');
    await eventButton(page, event.title).click();
    const detailsA = page.getByRole('dialog', { name: event.title });
    await detailsA.getByRole('button', { name: 'Invite Friends' }).click();
    const inviteDialog = page.getByRole('dialog', { name: /Invite Friends/ });
    await expect(inviteDialog.getByTestId('invite-friend-list')).toHaveCSS('height', '300px');
    await inviteDialog.getByRole('button', { name: 'Send Invitations' }).click();
    await expect(page.getByText('Please select at least one friend to invite')).toBeVisible();
    await inviteDialog.getByRole('checkbox', { name: fullName(b) }).check();
    await inviteDialog.getByRole('button', { name: 'Send Invitations' }).click();
    await expect(page.getByText('Invited 1 friend to this event.')).toBeVisible();
    // Reopened, the dialog shows B as invited already: checked, not to be picked again.
    await detailsA.getByRole('button', { name: 'Invite Friends' }).click();
    const invitedB = inviteDialog.getByRole('checkbox', { name: fullName(b) });
    await expect(invitedB).toBeChecked();
    await expect(invitedB).toBeDisabled();
    await expect(inviteDialog.getByRole('listitem').filter({ hasText: fullName(b) })).toContainText(
      'Invited',
    );
    await expect(inviteDialog.getByText('0 selected')).toBeVisible();
    await inviteDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(inviteDialog).toBeHidden();
    await detailsA.getByRole('button', { name: 'Close' }).click();

    // B sees it as "Shared with You" (purple), accepts, likes and comments.
    await pageB.reload();
    await showView(pageB, 'List');
    const shared = pageB.getByRole('button', { name: new RegExp(`^${event.title}, .*Shared with You`) });
    await expect(shared).toBeVisible();
    await expect(shared).toHaveCSS('background-color', 'rgb(243, 232, 255)');
    await shared.click();
    const detailsB = pageB.getByRole('dialog', { name: event.title });
    await detailsB.getByRole('button', { name: 'Accept' }).click();
    await expect(detailsB.getByText(`You accepted ${fullName(a)}'s invitation.`)).toBeVisible();
    await detailsB.getByRole('button', { name: /^Like \(0 likes\)/ }).click();
    await expect(detailsB.getByRole('button', { name: 'Unlike (1 like)' })).toBeVisible();
    await detailsB.getByRole('button', { name: 'Liked by' }).click();
    const likes = pageB.getByRole('dialog', { name: 'Liked by' });
    await expect(likes.getByText(`${fullName(b)} (you)`)).toBeVisible();
    await likes.getByRole('button', { name: 'Close' }).click();
    await detailsB.getByRole('button', { name: 'Comments' }).click();
    const commentsB = pageB.getByRole('dialog', { name: `Comments on ${event.title}` });
    await expect(commentsB.getByRole('button', { name: 'Post Comment' })).toBeDisabled();
    await commentsB.getByRole('textbox', { name: 'Write a comment' }).fill('  See you there <b>early</b>!  ');
    await expect(commentsB.getByText('27/2000')).toBeVisible();
    await commentsB.getByRole('button', { name: 'Post Comment' }).click();
    await expect(commentsB.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('');
    await expect(
      commentsB.getByRole('list', { name: 'Comments' }).getByText('See you there <b>early</b>!'),
    ).toBeVisible();
    await screenshot(pageB, 'social-comments-dialog');
    await commentsB.getByRole('button', { name: 'Close' }).click();

    // A hears about it at the next poll, without a reload.
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await page.clock.fastForward('00:31');
    await expect(bell).toHaveAccessibleName('Notifications, 3 unread');
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByText(`${fullName(b)} liked your event ${event.title}`)).toBeVisible();
    await expect(panel.getByText(`${fullName(b)} commented on ${event.title}`)).toBeVisible();
    await expect(panel.getByText(`${fullName(b)} accepted your friend request`)).toBeVisible();
    await screenshot(page, 'social-notification-panel');
    await page.keyboard.press('Escape');
    await expect(bell).toHaveAccessibleName('Notifications');

    // The list entry carries the friend like and the comment; A reads B's comment.
    await expect(page.getByRole('note', { name: '1 friend liked this, 1 comment' })).toBeVisible();
    await eventButton(page, event.title).click();
    await detailsA.getByRole('button', { name: 'Comments' }).click();
    const commentsA = page.getByRole('dialog', { name: `Comments on ${event.title}` });
    await expect(commentsA.getByText(b.firstName, { exact: true })).toBeVisible();
    await expect(
      commentsA.getByRole('list', { name: 'Comments' }).getByText('See you there <b>early</b>!'),
    ).toBeVisible();
    await expect(commentsA.getByRole('button', { name: 'Delete comment' })).toHaveCount(0);
    await screenshot(page, 'social-comments-seen-by-owner');
    await bContext.close();
  });

  test('an invite link opened in a new browser signs the invitee up as a friend', async ({
    browser,
    page,
  }) => {
    const a = await registerThroughApi(page, { ...newUser(), firstName: 'Dara' });
    await addVenue(page);
    await page.goto('/');
    const invitee = newUser();
    const link = await inviteByEmail(page, invitee.email);

    const cContext = await browser.newContext();
    const pageC = await cContext.newPage();
    await pageC.goto(link);
    await expect(
      pageC.getByText('You have a friend invitation! Sign up or log in to accept it.'),
    ).toBeVisible();
    await expect(pageC).toHaveURL(/\/$/);
    await pageC.getByRole('banner').getByRole('button', { name: 'Get Started' }).click();
    await authDialog(pageC).getByRole('tab', { name: 'Sign Up' }).click();
    await fillSignUp(pageC, invitee);
    await submitSignUp(pageC);
    await expectSignedIn(pageC);
    await expect(
      pageC.getByText("You've accepted the friend invitation and are now connected!"),
    ).toBeVisible();
    expect(await pageC.evaluate(() => window.localStorage.getItem('pendingInviteToken'))).toBeNull();
    const friendsC = await openSocial(pageC, 'Friends List');
    await expect(friendsC.getByText(fullName(a))).toBeVisible();
    await screenshot(pageC, 'social-invite-link-friends');

    // The same link again: already used.
    const dContext = await browser.newContext();
    const pageD = await dContext.newPage();
    await pageD.goto(link);
    // The landing page (its own chunk) keeps the token once it shows the banner; wait for it as a person would.
    await expect(
      pageD.getByText('You have a friend invitation! Sign up or log in to accept it.'),
    ).toBeVisible();
    await registerThroughApi(pageD);
    await pageD.goto('/');
    await expect(pageD.getByText('This invitation has already been used or is invalid')).toBeVisible();

    await page.reload();
    const friendsA = await openSocial(page, 'Friends List');
    await expect(friendsA.getByText(fullName(invitee))).toBeVisible();
    await cContext.close();
    await dContext.close();
  });
});
