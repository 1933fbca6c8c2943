import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, type Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { newUser, registerThroughApi } from './support/accounts';
import { createEventThroughApi, dayFromToday, eventButton, showView } from './support/calendar';
import { befriend, currentUserId, inviteToEventThroughApi } from './support/friends';
import { startVenueSite, waitForSourceEvents, type VenueSite } from './support/venue-site';

// The outside test's stored XSS, kept: hostile text written by users (titles, places, descriptions,
// names, comments) and scraped from a venue is shown on every surface that renders it (calendar
// chips, the event dialog, comments, notifications, the public share page, Nearby, the audit page);
// it must show as text, and no script in it may run.

const dataDir = path.join(os.tmpdir(), `eventfold-e2e-data-${process.env.E2E_PORT ?? 3100}`);

const TITLE = '<img src=x onerror=__xss()>Rooftop';
const PLACE = '<svg onload=__xss()> Lincoln Park, Chicago, IL 60614';
const DESCRIPTION = '<script>__xss()</script><a href="javascript:__xss()">notes</a>';
const NAME = '<img src=x onerror=__xss()>';
const COMMENT = '"><iframe srcdoc="<script>parent.__xss()</script>"></iframe>';
const SCRAPED = '<img src=x onerror=__xss()>Basement show';

/** Every page of the context records a call of `__xss`, which each payload makes if it ever runs. */
async function watchForScripts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const target = window as unknown as { __xss: () => void; __xssRan: number };
    target.__xssRan = 0;
    target.__xss = () => (target.__xssRan += 1);
  });
}

/** Nothing of the payloads became markup, and none of their scripts ran. */
async function expectInert(page: Page, surface: string): Promise<void> {
  await expect(
    page.locator('img[src="x"], svg[onload], iframe[srcdoc], a[href^="javascript"]'),
    surface,
  ).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xssRan: number }).__xssRan), surface).toBe(0);
}

let site: VenueSite;
test.beforeAll(async () => {
  site = await startVenueSite('Hostile Hall', [{ title: SCRAPED, inDays: 3, hour: 21 }]);
});
test.afterAll(async () => site?.close());

test('hostile user and scraped text stays text on every surface, and no script in it runs', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await watchForScripts(page.context());
  const owner = await registerThroughApi(page);
  const preferences = await page.request.patch('/api/user/preferences', {
    data: { name: 'Ada Owner', timezone: 'America/Chicago', preferredRadius: 25, zipCode: '60614' },
  });
  expect(preferences.status(), await preferences.text()).toBe(200);
  const source = await page.request.post('/api/event-sources', {
    data: { name: 'Hostile Hall', url: site.url, category: 'Music Venue', isActive: true },
  });
  expect(source.status(), await source.text()).toBeLessThan(300);
  await waitForSourceEvents(page, 1);
  const { id: eventId } = await createEventThroughApi(page, {
    title: TITLE,
    location: PLACE,
    description: DESCRIPTION,
    date: dayFromToday(2).ymd,
    timeStart: '19:00',
    visibility: 'public',
  });

  // A friend with a hostile name comments and likes: notifications carry their name.
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  const friend = await registerThroughApi(friendPage, { ...newUser(), firstName: NAME });
  await befriend(page, friendPage);
  await inviteToEventThroughApi(page, eventId, [await currentUserId(friendPage)]);
  const comment = await friendPage.request.post(`/api/events/${eventId}/comment`, {
    data: { content: COMMENT },
  });
  expect(comment.status(), await comment.text()).toBe(201);
  expect((await friendPage.request.post(`/api/events/${eventId}/like`)).status()).toBeLessThan(300);
  await friendContext.close();

  // Calendar chips (own and scraped event), the event dialog, its comments.
  await page.goto('/');
  await showView(page, 'List');
  await expect(eventButton(page, TITLE)).toBeVisible();
  await expect(page.getByText(SCRAPED.replace(/<[^>]*>/g, ''), { exact: false }).first()).toBeVisible();
  await expectInert(page, 'calendar list');
  await eventButton(page, TITLE).click();
  const details = page.getByRole('dialog', { name: TITLE });
  await expect(details.getByText(PLACE)).toBeVisible();
  await expect(details.getByText(DESCRIPTION)).toBeVisible();
  await expectInert(page, 'event dialog');
  await details.getByRole('button', { name: 'Comments' }).click();
  const comments = page.getByRole('dialog', { name: `Comments on ${TITLE}` });
  await expect(comments.getByText(COMMENT)).toBeVisible();
  await expect(comments.getByText(NAME, { exact: true })).toBeVisible();
  await expectInert(page, 'comments dialog');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  // Notifications name the friend and the event.
  await page.goto('/');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText(`commented on ${TITLE}`, { exact: false })).toBeVisible();
  await expect(panel.getByText(NAME, { exact: false }).first()).toBeVisible();
  await expectInert(page, 'notification panel');
  await page.keyboard.press('Escape');

  // Nearby lists the public event around the owner's ZIP.
  await page.goto('/nearby');
  await expect(page.getByRole('article', { name: TITLE })).toBeVisible();
  await expectInert(page, 'nearby');

  // The public share page, signed out.
  const visitorContext = await browser.newContext();
  await watchForScripts(visitorContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/event/${eventId}`);
  await expect(visitor.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
  await expect(visitor.getByText(PLACE)).toBeVisible();
  await expect(visitor).toHaveTitle(`${TITLE} · Eventfold`);
  await expectInert(visitor, 'public share page');
  await visitorContext.close();

  // The audit page shows the friend's history, their hostile name included.
  execFileSync(process.execPath, [path.join('backend', 'dist', 'cli', 'auditor.js'), 'grant', owner.email], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
  });
  await expect(async () => {
    await page.goto('/audit');
    await expect(page.getByRole('textbox', { name: 'Find a user' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('textbox', { name: 'Find a user' }).fill(friend.email);
  await page.getByRole('textbox', { name: 'Find a user' }).press('Enter');
  await page.getByRole('list', { name: 'Users' }).getByText(friend.email).click();
  const history = page.getByLabel('History');
  await expect(history.getByText(`Commented`, { exact: false }).first()).toBeVisible();
  await expect(page.getByText(NAME, { exact: false }).first()).toBeVisible();
  await expectInert(page, 'audit page');
});
