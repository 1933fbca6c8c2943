import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { DateTime } from 'luxon';
import { test, expect } from './support/fixtures';
import { authDialog, newUser, openSignIn, registerThroughApi, submitSignIn } from './support/accounts';
import { createEventThroughApi, dayFromToday, USER_ZONE } from './support/calendar';

/** The e2e server's data folder (see playwright.config.ts): the CLI works on it beside the server. */
const dataDir = path.join(os.tmpdir(), `eventfold-e2e-data-${process.env.E2E_PORT ?? 3100}`);

function auditorCli(...args: string[]): string {
  return execFileSync(process.execPath, [path.join('backend', 'dist', 'cli', 'auditor.js'), ...args], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

test.describe('audit', () => {
  test('an auditor finds a user, reads their history with causes, and sees their calendar as of the past', async ({
    page,
    browser,
  }) => {
    const subjectContext = await browser.newContext();
    const subjectPage = await subjectContext.newPage();
    const subject = await registerThroughApi(subjectPage);
    await createEventThroughApi(subjectPage, {
      title: 'Garden party',
      date: dayFromToday(1).ymd,
      timeStart: '18:00',
    });
    await createEventThroughApi(subjectPage, {
      title: 'Jazz night',
      date: dayFromToday(2).ymd,
      timeStart: '20:00',
    });
    await subjectContext.close();

    const auditor = newUser();
    const auditorContext = await browser.newContext();
    await registerThroughApi(await auditorContext.newPage(), auditor);
    await auditorContext.close();

    await openSignIn(page);
    await authDialog(page).getByRole('textbox', { name: 'Email' }).fill(auditor.email);
    await authDialog(page)
      .getByLabel(/^password/i)
      .fill(auditor.password);
    await submitSignIn(page);
    await expect(page.getByText("Let's get started!")).toBeVisible({ timeout: 20_000 });

    await page.goto('/audit');
    await expect(page.getByText('Auditor access required')).toBeVisible();
    // Settings offers the audit page to auditors only.
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'Open the audit log' })).toHaveCount(0);

    expect(auditorCli('grant', auditor.email)).toContain('is now an auditor');
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('link', { name: 'Open the audit log' })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await page.getByRole('link', { name: 'Open the audit log' }).click();
    await expect(page).toHaveURL(/\/audit$/);
    await expect(page.getByRole('textbox', { name: 'Find a user' })).toBeVisible();

    const searches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/audit/users') searches.push(request.url());
    });
    await page.getByRole('textbox', { name: 'Find a user' }).fill(subject.email);
    await page.getByRole('textbox', { name: 'Find a user' }).press('Enter');
    await page.getByRole('list', { name: 'Users' }).getByText(subject.email).click();
    const history = page.getByLabel('History');
    await expect(history.getByText('Created event Garden party', { exact: false })).toBeVisible();
    // Times in the auditor's own timezone, named, not the browser's or UTC.
    const zone = DateTime.now().setZone(USER_ZONE).setLocale('en-US').toFormat('ZZZZ');
    await expect(history.locator('time').first()).toHaveText(
      new RegExp(`^[A-Z][a-z]{2} \\d{1,2}, \\d{4}, .* ${zone}$`),
    );
    await expect(page.getByLabel(`From (`, { exact: false })).toBeVisible();
    // One search, one audited read: the subject's history holds it once, and only one request went out.
    await expect(history.getByText('searched users (1 found)', { exact: false })).toHaveCount(1);
    expect(searches).toHaveLength(1);
    // At the default 1280 px the export button keeps its label on one line.
    const exportBox = await page.getByRole('link', { name: 'Export JSON Lines' }).boundingBox();
    expect(exportBox?.height).toBeLessThan(48);
    await expect(history.getByText(`<${subject.email}>`, { exact: false })).toBeVisible();

    await history.getByText('Created event Jazz night', { exact: false }).click();
    await expect(page.getByText('A command (the user action itself)')).toBeVisible();
    await expect(page.getByLabel('Event data').first()).toContainText('"title": "Jazz night"');

    await page.getByRole('combobox', { name: 'Event type' }).click();
    await page.getByRole('option', { name: 'UserRegistered' }).click();
    await expect(history.getByText('Created event Garden party', { exact: false })).toBeHidden();
    await expect(history.getByText('Signed up as', { exact: false })).toBeVisible();

    await page.getByRole('tab', { name: 'Calendar as of' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'events in this view' })).toContainText(
      '2 events',
    );
    await expect(page.getByRole('button', { name: /Garden party/ }).first()).toBeVisible();

    const yesterday = DateTime.now().setZone(USER_ZONE).minus({ days: 1 });
    await page.getByRole('group', { name: 'As of' }).getByRole('spinbutton', { name: 'Month' }).click();
    await page.keyboard.type(yesterday.toFormat('MMddyyyyhhmma'));
    await expect(page.getByRole('status').filter({ hasText: 'events in this view' })).toContainText(
      '0 events',
    );
    await expect(page.getByRole('button', { name: /Garden party/ })).toHaveCount(0);
  });
});
