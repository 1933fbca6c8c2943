import { test, expect } from './support/fixtures';

const LEGAL_PAGES = [
  // The spec has two privacy texts; this one is the plain-language summary.
  { path: '/privacy', heading: /privacy/i },
  { path: '/privacy-policy', heading: /privacy policy/i },
  { path: '/terms-of-service', heading: /terms of service/i },
  { path: '/acceptable-use-policy', heading: /acceptable use policy/i },
];

test.describe('public pages', () => {
  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  for (const legal of LEGAL_PAGES) {
    test(`${legal.path} shows its heading and leads back home`, async ({ page }) => {
      await page.goto(legal.path);
      await expect(page.getByRole('heading', { level: 1, name: legal.heading })).toBeVisible();

      const back = page.getByRole('link', { name: 'Back to Home' }).first();
      await expect(back).toHaveAttribute('href', '/');
      await back.click();
      await expect(page.getByRole('heading', { name: 'Never Miss Another Event' })).toBeVisible();
    });
  }
});
