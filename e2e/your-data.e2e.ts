import fs from 'node:fs';
import { test, expect } from './support/fixtures';
import { registerThroughApi } from './support/accounts';

test.describe('your data', () => {
  test('a user downloads their data, then deletes the account with their password', async ({ page }) => {
    const user = await registerThroughApi(page);
    await page.goto('/settings');
    await expect(page.getByRole('button', { name: 'Save Settings' })).toBeVisible({ timeout: 20_000 });

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    const file = await (await download).path();
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { profile: { email: string } };
    expect(data.profile.email).toBe(user.email);

    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill('not the password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText('Password is incorrect')).toBeVisible();

    await dialog.getByLabel('Password').fill(user.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText('Account deleted', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible({
      timeout: 15_000,
    });
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });
});
