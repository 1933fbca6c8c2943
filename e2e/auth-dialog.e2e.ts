import { test, expect } from './support/fixtures';
import {
  authDialog,
  expectSignedIn,
  fillSignUp,
  newUser,
  openSignIn,
  openSignUp,
  registerThroughApi,
  submitSignIn,
  submitSignUp,
} from './support/accounts';

test.describe('authentication dialog', () => {
  test('its inputs are required, without a starred label', async ({ page }) => {
    await openSignIn(page);
    const dialog = authDialog(page);
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute('required', '');
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute('required', '');

    await dialog.getByRole('tab', { name: 'Sign Up' }).click();
    for (const name of ['First name', 'Last name', 'Email']) {
      await expect(dialog.getByRole('textbox', { name, exact: true })).toHaveAttribute('required', '');
    }
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute('required', '');
    await expect(dialog.getByLabel('Confirm password', { exact: true })).toHaveAttribute('required', '');
    // The labels read as written: the asterisk would repeat "required" on every field of a short form.
    await expect(dialog.locator('.MuiFormLabel-asterisk')).toHaveCount(0);
  });

  test('switching between Sign In and Sign Up keeps what was typed', async ({ page }) => {
    await openSignIn(page);
    const dialog = authDialog(page);
    await dialog.getByRole('textbox', { name: 'Email' }).fill('sam@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('Typed-before-9!');

    await dialog.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('sam@example.com');
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('Typed-before-9!');
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Sam');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Rivera');

    await dialog.getByRole('tab', { name: 'Sign In' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('sam@example.com');
    await dialog.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('Sam');
    await expect(dialog.getByRole('textbox', { name: 'Last name' })).toHaveValue('Rivera');
  });

  test('errors sit on their fields, leave once fixed, and one toast replaces the last', async ({ page }) => {
    await openSignIn(page);
    const dialog = authDialog(page);
    const email = dialog.getByRole('textbox', { name: 'Email' });
    const toasts = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('alert');
    await submitSignIn(page);
    await expect(page.getByText('Missing fields', { exact: true })).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await email.fill('nobody@example.com');
    await expect(email).toHaveAttribute('aria-invalid', 'false');
    await expect(page.getByText('Missing fields', { exact: true })).toBeHidden();

    await submitSignIn(page);
    await expect(page.getByText('Missing fields', { exact: true })).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill('Wrong-password-9!');
    await submitSignIn(page);
    await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
    await expect(toasts).toHaveCount(1);
  });

  test('"Welcome back!" is shown after the reload that follows sign-in', async ({ page, browser }) => {
    const user = newUser();
    const other = await browser.newPage();
    await registerThroughApi(other, user);
    await other.close();

    await openSignIn(page);
    await authDialog(page).getByRole('textbox', { name: 'Email' }).fill(user.email);
    await authDialog(page).getByLabel('Password', { exact: true }).fill(user.password);
    await submitSignIn(page);

    await expect(page.getByText("Let's get started!")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
    await expect(page.getByText('You have successfully logged in.')).toBeVisible();

    // Said once: another reload is just a page load.
    await page.reload();
    await expect(page.getByText("Let's get started!")).toBeVisible();
    await expect(page.getByText('Welcome back!', { exact: true })).toHaveCount(0);
  });

  test('sign-up welcomes the new account with "Welcome!"', async ({ page }) => {
    await openSignUp(page);
    await fillSignUp(page, newUser());
    await submitSignUp(page);
    await expectSignedIn(page);
    await expect(page.getByText('Welcome!', { exact: true })).toBeVisible();
    await expect(page.getByText('Your account has been created successfully.')).toBeVisible();
  });

  test('a session that ends says so on the sign-in page it leads to', async ({ page, context }) => {
    await registerThroughApi(page);
    await page.goto('/');
    await expectSignedIn(page);
    await context.clearCookies();
    // The tab coming back into view reads the venue list again, which now answers 401.
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    // Only the sign-in page the redirect reaches (/api/login, then /?signin=1) has the dialog.
    await expect(authDialog(page).getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByText('You are logged out. Logging in again...')).toBeVisible();
    await page.screenshot({ path: 'e2e/.artifacts/screenshots/session-ended-sign-in.png' });
  });
});
