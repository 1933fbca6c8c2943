import { type Page } from '@playwright/test';
import { test, expect } from './support/fixtures';

const FEATURES = [
  'AI Event Discovery',
  'Smart Calendar Sync',
  'Social Planning',
  'Smart Notifications',
  'Local Focus',
  'Instant Updates',
];
const WORKING_FOOTER_LINKS = [
  { name: /terms of service/i, href: '/terms-of-service' },
  { name: /privacy policy/i, href: '/privacy-policy' },
];
// The spec's dead links: shown, but going nowhere.
const DEAD_FOOTER_ENTRIES = ['Features', 'Pricing', 'Integrations', 'About', 'Blog', 'Contact', 'Cookies'];

/**
 * Scrolls down to the page's end as a visitor does: the sections below the features load as they are
 * approached, so the end moves while scrolling.
 */
async function scrollToTheEnd(page: Page) {
  const footer = page.getByRole('contentinfo');
  await expect(async () => {
    await page.mouse.wheel(0, 1500);
    await expect(footer).toBeInViewport({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
}

test.describe('landing page', () => {
  test('shows every section a visitor scrolls through', async ({ page }) => {
    await page.goto('/');

    await expect(page.getByRole('heading', { name: 'Never Miss Another Event' })).toBeVisible();
    const topBar = page.getByRole('banner');
    await expect(topBar.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(topBar.getByRole('button', { name: 'Get Started' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Free Trial' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/auth/google',
    );

    // The counters count up over two seconds and settle on the spec's figures.
    await expect(page.getByRole('term')).toHaveText(['Active users', 'Event sources', 'Events tracked']);
    await expect(page.getByRole('definition')).toHaveText([/^(10,000\+)+$/, /^(500\+)+$/, /^(50,000\+)+$/], {
      timeout: 5000,
    });

    for (const title of FEATURES) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }

    await scrollToTheEnd(page);

    await expect(page.getByRole('img', { name: /5 out of 5 stars|five stars|5 stars/i })).toHaveCount(3);

    await expect(page.getByText('No credit card required')).toBeVisible();
    await expect(page.getByText('Cancel anytime')).toBeVisible();

    const footer = page.getByRole('contentinfo');
    for (const link of WORKING_FOOTER_LINKS) {
      await expect(footer.getByRole('link', { name: link.name })).toHaveAttribute('href', link.href);
    }
    for (const name of DEAD_FOOTER_ENTRIES) {
      await expect(footer.getByText(name, { exact: true })).toBeVisible();
    }
  });

  test('FAQ keeps at most one answer open and closes an open one on a second click', async ({ page }) => {
    await page.goto('/');
    await scrollToTheEnd(page);
    const questions = page.getByRole('region', { name: 'Questions, answered' }).getByRole('button');
    await expect(questions).toHaveCount(5);

    const first = questions.nth(0);
    const second = questions.nth(1);
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    for (let i = 0; i < 5; i++) await expect(questions.nth(i)).toHaveAttribute('aria-expanded', 'false');
  });

  test('an invite link stores the token, shows the banner and cleans the address', async ({ page }) => {
    await page.goto('/?ref=abc');

    await expect(
      page.getByText('You have a friend invitation! Sign up or log in to accept it.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('pendingInviteToken'))).toBe('abc');
  });

  test('Get Started opens the authentication dialog', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
  });
});
