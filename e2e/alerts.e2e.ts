import path from 'node:path';
import { type Page } from '@playwright/test';
import { EMAIL_MESSAGES } from '@eventfold/contracts';
import { decodeQuotedPrintable, startLocalSmtp, type LocalSmtp } from '../backend/test/support/smtp-server';
import { test, expect } from './support/fixtures';
import { newUser, registerThroughApi } from './support/accounts';
import { currentUserId } from './support/friends';
import { startVenueSite, type VenueSite } from './support/venue-site';

const screenshots = path.join(__dirname, '.artifacts', 'screenshots');

async function follow(page: Page, name: string, url: string) {
  const response = await page.request.post('/api/event-sources', {
    data: { name, url, category: 'Music Venue', isActive: true },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe('alerts', () => {
  const sites: VenueSite[] = [];
  test.afterEach(async () => {
    await Promise.all(sites.splice(0).map((site) => site.close()));
  });

  test('a keyword alert added in settings brings a new matching event to the bell, which opens it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await registerThroughApi(page);
    await follow(
      page,
      'Quiet Room',
      (sites[0] = await startVenueSite('Quiet Room', [{ title: 'Poetry Night', inDays: 2, hour: 19 }])).url,
    );

    await page.goto('/settings');
    const alerts = page.getByRole('region', { name: 'Alerts' });
    await expect(alerts.getByText('No alerts yet.')).toBeVisible({ timeout: 20_000 });
    await alerts.getByRole('textbox', { name: 'Keyword' }).fill('Jazz');
    await alerts.getByRole('button', { name: 'Add alert' }).click();
    await expect(
      alerts.getByRole('list', { name: 'Your alerts' }).getByText('Events mentioning "Jazz"'),
    ).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'alerts-settings.png'), fullPage: true });

    // A venue followed after the alert lists a jazz night: the bell tells of it once.
    sites.push(await startVenueSite('Green Mill', [{ title: 'Late Jazz Session', inDays: 3, hour: 21 }]));
    await follow(page, 'Green Mill', sites[1]!.url);
    await page.goto('/');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(async () => {
      await page.reload();
      await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 3000 });
    }).toPass({ timeout: 60_000 });
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const item = panel.getByText('New event: Late Jazz Session (your alert for "Jazz")');
    await expect(item).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'alerts-bell.png'), fullPage: true });
    await item.click();
    const details = page.getByRole('dialog', { name: 'Late Jazz Session' });
    await expect(details).toBeVisible();

    // "Alert me about events like this": its category, in one click.
    await details.getByRole('button', { name: 'Alert me about events like this' }).click();
    await page.getByRole('menuitem', { name: 'Music Venue events' }).click();
    await expect(page.getByText('Alert added')).toBeVisible();
    await details.getByRole('button', { name: 'Close' }).click();

    await page.goto('/settings');
    const list = alerts.getByRole('list', { name: 'Your alerts' });
    await expect(list.getByText('Music Venue events')).toBeVisible({ timeout: 20_000 });
    await list.getByRole('button', { name: 'Remove alert: Events mentioning "Jazz"' }).click();
    await expect(list.getByText('Events mentioning "Jazz"')).toHaveCount(0);
    await expect(list.getByText('Music Venue events')).toBeVisible();
  });

  test('the reminder lead time is saved with the settings', async ({ page }) => {
    await registerThroughApi(page);
    await page.goto('/settings');
    const lead = page.getByRole('combobox', { name: "Remind me of events I'm going to or favorited" });
    await expect(lead).toHaveText('1 hour before', { timeout: 20_000 });
    await lead.click();
    await page.getByRole('option', { name: '1 day before' }).click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings Updated')).toBeVisible();
    const user = await (await page.request.get('/api/auth/user')).json();
    expect(user.remindBeforeMinutes).toBe(1440);
  });
});

test.describe('notification mail', () => {
  let smtp: LocalSmtp;
  test.beforeAll(async () => {
    smtp = await startLocalSmtp(Number(process.env.E2E_SMTP_PORT));
  });
  test.afterAll(async () => smtp?.close());

  test('a digest arrives over SMTP, and its unsubscribe page turns the mail off only when confirmed', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const me = await registerThroughApi(page);
    const on = await page.request.patch('/api/user/preferences', {
      data: { name: 'Mail Tester', timezone: 'America/Chicago', preferredRadius: 25, notifyByEmail: true },
    });
    expect(on.status(), await on.text()).toBe(200);
    const myId = await currentUserId(page);
    // The next sweep (every 15 s) marks where mail starts; activity after it is mailed.
    await page.waitForTimeout(16_000);

    const friendContext = await browser.newContext();
    const friend = await friendContext.newPage();
    await registerThroughApi(friend, { ...newUser(), firstName: 'Rosa' });
    expect((await friend.request.post('/api/friends/request', { data: { userId: myId } })).status()).toBe(
      201,
    );
    await friendContext.close();

    const mail = await smtp.next(40_000);
    expect(mail.to).toEqual([me.email]);
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toContain('Rosa');
    const link = body.match(/https?:\/\/[^\s"<>]+\/unsubscribe\?token=[\w.%-]+/)?.[0];
    expect(link, 'the digest carries an unsubscribe link').toBeDefined();

    // Signed out, as from a mail app: opening the page changes nothing.
    const mailContext = await browser.newContext();
    const fromMail = await mailContext.newPage();
    await fromMail.goto(link!);
    await expect(fromMail.getByRole('heading', { name: 'Unsubscribe from Eventfold e-mail' })).toBeVisible();
    expect((await (await page.request.get('/api/auth/user')).json()).notifyByEmail).toBe(true);
    await fromMail.screenshot({ path: path.join(screenshots, 'alerts-unsubscribe.png'), fullPage: true });
    await fromMail.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(fromMail.getByRole('status')).toHaveText(EMAIL_MESSAGES.unsubscribed);
    await mailContext.close();
    expect((await (await page.request.get('/api/auth/user')).json()).notifyByEmail).toBe(false);
  });
});
