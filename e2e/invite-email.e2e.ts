import path from 'node:path';
import { type Page } from '@playwright/test';
import { decodeQuotedPrintable, startLocalSmtp, type LocalSmtp } from '../backend/test/support/smtp-server';
import { test, expect } from './support/fixtures';
import {
  authDialog,
  expectSignedIn,
  fillSignUp,
  newUser,
  registerThroughApi,
  submitSignUp,
} from './support/accounts';

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(__dirname, '.artifacts', 'screenshots', `${name}.png`), fullPage: true });

// The e2e server sends mail to this port (playwright.config.ts); the files listening on it (this one,
// alerts.e2e.ts) run one after another, each opening and closing its own server.
let smtp: LocalSmtp;
test.beforeAll(async () => {
  smtp = await startLocalSmtp(Number(process.env.E2E_SMTP_PORT));
});
test.afterAll(async () => smtp?.close());

test.describe('invitations by e-mail', () => {
  test('the invitation arrives over SMTP and its link signs the invitee up as a friend', async ({
    browser,
    page,
  }) => {
    const inviter = await registerThroughApi(page, { ...newUser(), firstName: 'Rosa' });
    // The empty state hides the calendar's tools until a venue exists; any venue will do.
    const venue = await page.request.post('/api/event-sources', {
      data: {
        name: 'Test Hall',
        url: 'https://venue.invalid/events',
        category: 'Music Venue',
        isActive: true,
      },
    });
    expect(venue.status()).toBe(201);
    await page.goto('/');

    const invitee = newUser();
    await page.getByRole('button', { name: /^Social/ }).click();
    await page.getByRole('menuitem', { name: 'Invite Friends' }).click();
    const social = page.getByRole('dialog', { name: 'Social' });
    await social.getByRole('textbox', { name: /email/i }).fill(invitee.email);
    await social.getByRole('button', { name: 'Send Invite' }).click();
    await expect(social.getByText('Invitation sent')).toBeVisible();

    const mail = await smtp.next();
    expect(mail.to).toEqual([invitee.email]);
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toContain('Rosa');
    const link = body.match(/https?:\/\/[^\s"<>]+\/\?ref=[\w-]+/)?.[0];
    expect(link, 'the invitation carries a link').toBeDefined();

    const inviteeContext = await browser.newContext();
    const inviteePage = await inviteeContext.newPage();
    await inviteePage.goto(link!);
    await expect(
      inviteePage.getByText('You have a friend invitation! Sign up or log in to accept it.'),
    ).toBeVisible();
    await inviteePage.getByRole('banner').getByRole('button', { name: 'Get Started' }).click();
    await authDialog(inviteePage).getByRole('tab', { name: 'Sign Up' }).click();
    await fillSignUp(inviteePage, invitee);
    await submitSignUp(inviteePage);
    await expectSignedIn(inviteePage);
    await expect(
      inviteePage.getByText("You've accepted the friend invitation and are now connected!"),
    ).toBeVisible();

    await inviteePage.getByRole('button', { name: /^Social/ }).click();
    await inviteePage.getByRole('menuitem', { name: 'Friends List' }).click();
    await expect(
      inviteePage
        .getByRole('dialog', { name: 'Social' })
        .getByText(`${inviter.firstName} ${inviter.lastName}`),
    ).toBeVisible();
    await screenshot(inviteePage, 'invite-email-friends');
    await inviteeContext.close();
  });
});
