import path from 'node:path';
import { test, expect } from './support/fixtures';
import { authDialog, openSignIn, submitSignIn } from './support/accounts';
import {
  createEventThroughApi,
  dayFromToday,
  eventButton,
  showView,
  signedInWithVenue,
} from './support/calendar';

const reviewScreenshot = (name: string) => path.join(__dirname, '.artifacts', 'screenshots', `${name}.png`);

test.describe('sharing', () => {
  test('a copied share link opens the event for a signed-out visitor', async ({ browser, page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signedInWithVenue(page);
    const day = dayFromToday(4);
    const event = await createEventThroughApi(page, {
      title: 'Gallery Opening',
      date: day.ymd,
      timeStart: '18:15',
      location: 'Gallery 9',
    });
    await page.goto('/');
    await showView(page, 'List');
    await eventButton(page, 'Gallery Opening').click();
    const details = page.getByRole('dialog', { name: 'Gallery Opening' });
    await details.getByRole('button', { name: 'Share' }).click();
    await expect(details.getByRole('button', { name: 'Copied!' })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`/event/${event.id}$`));
    // The "copied" state lasts 2 s.
    await expect(details.getByRole('button', { name: 'Share' })).toBeVisible({ timeout: 4000 });
    const visitor = await browser.newContext();
    const anonymous = await visitor.newPage();
    await anonymous.goto(link);
    await expect(anonymous.getByRole('heading', { name: 'Gallery Opening', level: 1 })).toBeVisible();
    await expect(anonymous.getByText(day.label)).toBeVisible();
    // The time names its zone: a shared link travels to people elsewhere.
    await expect(anonymous.getByText(/^6:15 PM C[DS]T$/)).toBeVisible();
    await expect(anonymous).toHaveTitle('Gallery Opening · Eventfold');
    await expect(anonymous.getByText('Gallery 9')).toBeVisible();
    await expect(anonymous.getByText('Event Image Coming Soon')).toBeVisible();
    await expect(anonymous.getByRole('button', { name: 'Sign Up Free' })).toBeVisible();
    await expect(anonymous.getByRole('heading', { name: 'Discover More Local Events' })).toBeVisible();
    await expect(anonymous.getByRole('link', { name: 'Visit Event Page' })).toHaveCount(0);

    await anonymous.screenshot({
      path: reviewScreenshot('sharing-shared-event-page-signed-out'),
      fullPage: true,
    });

    await anonymous.getByRole('button', { name: 'View Full Details' }).click();
    const full = anonymous.getByRole('dialog', { name: 'Gallery Opening' });
    await expect(full.getByText(/6:15 PM – 7:15 PM C[DS]T/)).toBeVisible();
    await full.getByRole('button', { name: 'Close' }).click();
    await expect(anonymous).toHaveURL(/\/$/);

    await anonymous.goto('/event/no-such-event');
    await expect(anonymous.getByRole('heading', { name: 'Event Not Found' })).toBeVisible();
    await expect(
      anonymous.getByText('This event might have been removed or the link is invalid.'),
    ).toBeVisible();
    await anonymous.getByRole('link', { name: 'Go to Home' }).click();
    await expect(anonymous).toHaveURL(/\/$/);
    await visitor.close();
  });

  test('/invite signed out remembers the event, and signing in lands on it', async ({
    browser,
    page: guest,
  }) => {
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    const user = await signedInWithVenue(owner);
    const event = await createEventThroughApi(owner, {
      title: 'Invite Party',
      date: dayFromToday(5).ymd,
      timeStart: '20:00',
    });
    await ownerContext.close();

    await guest.goto(`/invite?eventId=${event.id}`);
    await expect(guest).toHaveURL(/\/$/);
    await expect(guest.getByRole('heading', { name: 'Never Miss Another Event' })).toBeVisible();

    await openSignIn(guest);
    await authDialog(guest).getByRole('textbox', { name: 'Email' }).fill(user.email);
    await authDialog(guest)
      .getByLabel(/^password/i)
      .fill(user.password);
    await submitSignIn(guest);
    await expect(guest).toHaveURL(new RegExp(`/event/${event.id}\\?invite=true$`), { timeout: 20_000 });
    await expect(guest.getByRole('heading', { name: 'Invite Party', level: 1 })).toBeVisible();
    await expect(guest.getByText("You've been invited to this event!")).toBeVisible();
    await expect(guest.getByRole('button', { name: 'Sign Up Free' })).toHaveCount(0);

    // Signed in, /invite goes straight to the event.
    await guest.goto('/');
    await guest.goto(`/invite?eventId=${event.id}`);
    await expect(guest).toHaveURL(new RegExp(`/event/${event.id}\\?invite=true$`));
    await expect(guest.getByRole('heading', { name: 'Invite Party', level: 1 })).toBeVisible();
  });
});
