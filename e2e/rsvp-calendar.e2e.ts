import path from 'node:path';
import { type Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { registerThroughApi } from './support/accounts';
import { createEventThroughApi, dayFromToday, dayRegion, eventButton, showView } from './support/calendar';
import { befriend } from './support/friends';
import { startVenueSite, type VenueSite } from './support/venue-site';

const screenshots = path.join(__dirname, '.artifacts', 'screenshots');

async function setZip(page: Page, zipCode: string) {
  const response = await page.request.patch('/api/user/preferences', {
    data: { name: 'Calendar Tester', timezone: 'America/Chicago', preferredRadius: 25, zipCode },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function follow(page: Page, name: string, url: string) {
  const response = await page.request.post('/api/event-sources', {
    data: { name, url, category: 'Music Venue', isActive: true },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe('events one is going to, in the calendar', () => {
  const sites: VenueSite[] = [];
  test.afterEach(async () => {
    await Promise.all(sites.splice(0).map((site) => site.close()));
  });

  test('an event answered Going in Nearby joins the calendar with its chip, before and after adding a venue', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const organiser = await browser.newContext();
    const organiserPage = await organiser.newPage();
    await registerThroughApi(organiserPage);
    await createEventThroughApi(organiserPage, {
      title: 'Rooftop Jazz',
      location: 'Lincoln Park, Chicago, IL 60614',
      date: dayFromToday(2).ymd,
      timeStart: '19:00',
      visibility: 'public',
    });
    await organiser.close();

    await registerThroughApi(page);
    await setZip(page, '60614');
    await page.goto('/');
    await expect(page.getByText(/Events you're going to or interested in, found in Nearby/)).toBeVisible();
    await page.getByRole('link', { name: 'Find events nearby' }).click();
    const card = page.getByRole('article', { name: 'Rooftop Jazz' });
    await card.getByRole('button', { name: 'Going', exact: true }).click();
    await expect(card.getByRole('button', { name: 'Going', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto('/');
    const plans = page.getByRole('region', { name: "Invitations and events you're going to" });
    const entry = eventButton(plans, 'Rooftop Jazz');
    await expect(entry).toBeVisible();
    await expect(entry).toHaveAccessibleName(/, Going/);
    await expect(entry.getByText('Going', { exact: true })).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'rsvp-calendar-no-venues.png'), fullPage: true });

    await follow(page, 'Test Hall', 'https://venue.invalid/events');
    await page.reload();
    await showView(page, 'List');
    const listed = eventButton(dayRegion(page, dayFromToday(2)), 'Rooftop Jazz');
    await expect(listed.getByText('Going', { exact: true })).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'rsvp-calendar-list.png'), fullPage: true });
  });

  test('one venue followed through two websites is one calendar entry', async ({ page }) => {
    test.setTimeout(90_000);
    const show = { title: 'Green Mill Big Band', inDays: 3, hour: 20 };
    sites.push(await startVenueSite('Green Mill', [show]), await startVenueSite('Green Mill', [show]));
    await registerThroughApi(page);
    await follow(page, 'Green Mill', sites[0]!.url);
    await follow(page, 'Green Mill tickets', sites[1]!.url);
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/event-sources')).json()) as { eventCount: number }[]).map(
            (source) => source.eventCount,
          ),
        { timeout: 40_000 },
      )
      .toEqual([1, 1]);
    await page.goto('/');
    await showView(page, 'List');
    // The venue site dates its show by the machine's day, which may differ from Chicago's: find it by title.
    await expect(eventButton(page, 'Green Mill Big Band')).toBeVisible();
    await expect(eventButton(page, 'Green Mill Big Band')).toHaveCount(1);
    await page.screenshot({ path: path.join(screenshots, 'rsvp-calendar-one-entry.png'), fullPage: true });
  });

  test('a friend going to an event shows in the bell and in Friend Activity', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const friendContext = await browser.newContext();
    const friendPage = await friendContext.newPage();
    const friend = await registerThroughApi(friendPage);
    await registerThroughApi(page);
    await befriend(friendPage, page);
    const { id } = await createEventThroughApi(friendPage, {
      title: 'Lakefront Run',
      location: 'North Avenue Beach, Chicago, IL 60614',
      date: dayFromToday(4).ymd,
      timeStart: '08:00',
      visibility: 'friends',
    });
    const answered = await friendPage.request.put(`/api/events/${id}/rsvp`, { data: { status: 'going' } });
    expect(answered.status(), await answered.text()).toBe(200);
    await friendContext.close();

    await page.goto('/');
    const name = `${friend.firstName} ${friend.lastName}`;
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByText(`${name} is going to Lakefront Run`)).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'rsvp-friend-bell.png') });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Social/ }).click();
    await page.getByRole('menuitem', { name: 'Friend Activity' }).click();
    const social = page.getByRole('dialog', { name: 'Social' });
    await expect(social.getByRole('list', { name: 'Friend activity' })).toContainText('is going to');
    await expect(social.getByRole('list', { name: 'Friend activity' })).toContainText('Lakefront Run');
    await page.screenshot({ path: path.join(screenshots, 'rsvp-friend-activity.png') });
  });

  test('those going hear in the bell when a rescan cancels the event', async ({ page }) => {
    test.setTimeout(90_000);
    const site = await startVenueSite('Green Mill', [{ title: 'Swing Night', inDays: 3, hour: 20 }]);
    sites.push(site);
    await registerThroughApi(page);
    await follow(page, 'Green Mill', site.url);
    const events = async () =>
      (await (
        await page.request.get('/api/events', {
          params: { from: dayFromToday(-1).ymd, to: dayFromToday(10).ymd },
        })
      ).json()) as { id: string; title: string }[];
    await expect
      .poll(async () => (await events()).map((event) => event.title), { timeout: 40_000 })
      .toEqual(['Swing Night']);
    const [swing] = await events();
    const answered = await page.request.put(`/api/events/${swing!.id}/rsvp`, { data: { status: 'going' } });
    expect(answered.status(), await answered.text()).toBe(200);

    // This test site's listings have no link, so a changed time reads as a new listing: cancel outright.
    site.setEvents([]);
    const [source] = (await (await page.request.get('/api/event-sources')).json()) as { id: string }[];
    expect((await page.request.post(`/api/event-sources/${source!.id}/scrape`)).status()).toBeLessThan(300);
    await expect
      .poll(async () => ((await (await page.request.get('/api/notifications')).json()) as unknown[]).length, {
        timeout: 40_000,
      })
      .toBe(1);

    await page.goto('/');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByText('Swing Night was cancelled')).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'rsvp-event-cancelled-bell.png') });
  });
});
