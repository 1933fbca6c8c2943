import { test, expect } from './support/fixtures';

const LEGAL_PAGES = [
  // The spec has two privacy texts; this one is the plain-language summary.
  { path: '/privacy', heading: /privacy/i },
  { path: '/privacy-policy', heading: /privacy policy/i },
  { path: '/terms-of-service', heading: /terms of service/i },
  { path: '/acceptable-use-policy', heading: /acceptable use policy/i },
];

test.describe('public pages', () => {
  test("an unknown path shows the not-found page with the spec's hint, a line for users and a way home", async ({
    page,
  }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(
      page.getByText('Did you forget to add the page to the router?', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('This page does not exist or has moved.', { exact: false })).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found · Eventfold');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page.getByRole('heading', { name: 'Never Miss Another Event' })).toBeVisible();
    await expect(page).toHaveTitle('Eventfold: local events in one calendar');
  });

  for (const legal of LEGAL_PAGES) {
    test(`${legal.path} shows its heading and leads back home`, async ({ page }) => {
      await page.goto(legal.path);
      await expect(page.getByRole('heading', { level: 1, name: legal.heading })).toBeVisible();
      // Each page names itself in the tab, so tabs and history tell them apart.
      await expect(page).toHaveTitle(new RegExp(`${legal.heading.source}.* · Eventfold$`, 'i'));

      const back = page.getByRole('link', { name: 'Back to Home' }).first();
      await expect(back).toHaveAttribute('href', '/');
      await back.click();
      await expect(page.getByRole('heading', { name: 'Never Miss Another Event' })).toBeVisible();
    });
  }
});
