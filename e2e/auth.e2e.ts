import { test, expect } from './support/fixtures';
import {
  authDialog,
  expectSignedIn,
  fillSignUp,
  newUser,
  openSignIn,
  openSignUp,
  submitSignIn,
  submitSignUp,
} from './support/accounts';

test.describe('accounts', () => {
  test('sign up, sign out and sign in again', async ({ page }) => {
    const user = newUser();

    await openSignUp(page);
    await fillSignUp(page, user);
    await submitSignUp(page);
    await expectSignedIn(page);
    await expect(page.getByText(user.email)).toBeVisible();

    await page.getByRole('button', { name: /logout/i }).click();
    await expect(page.getByRole('heading', { name: 'Never Miss Another Event' })).toBeVisible();
    // Signed out for the server too, not only in the page.
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);

    await openSignIn(page);
    await authDialog(page).getByRole('textbox', { name: 'Email' }).fill(user.email.toUpperCase());
    await authDialog(page)
      .getByLabel(/^password/i)
      .fill(user.password);
    await submitSignIn(page);
    await expectSignedIn(page);
  });

  test('a wrong password is refused with "Login failed"', async ({ page, request }) => {
    const user = newUser();
    const registered = await request.post('/api/auth/register', {
      data: { ...user, confirmPassword: user.password },
    });
    expect(registered.status()).toBeLessThan(300);

    await openSignIn(page);
    await authDialog(page).getByRole('textbox', { name: 'Email' }).fill(user.email);
    await authDialog(page)
      .getByLabel(/^password/i)
      .fill('not-the-password-1!');
    await submitSignIn(page);

    await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
    await expect(page.getByText("Let's get started!")).toHaveCount(0);
  });

  test('sign-in without fields asks for both', async ({ page }) => {
    await openSignIn(page);
    await submitSignIn(page);
    await expect(page.getByText('Missing fields', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter both email and password.')).toBeVisible();
  });

  test('sign-up validates on the client before calling the server', async ({ page }) => {
    const user = newUser();
    const registerCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/register') registerCalls.push(request.method());
    });
    await openSignUp(page);
    // The toast says it; the field it is about says it too.
    const toasts = page.getByRole('region', { name: 'Notifications (F8)' });

    await fillSignUp(page, { firstName: user.firstName });
    await submitSignUp(page);
    await expect(page.getByText('Please fill in all required fields.')).toBeVisible();

    await fillSignUp(page, user, 'Something-else-9!');
    await submitSignUp(page);
    await expect(toasts.getByText('Passwords do not match.')).toBeVisible();
    await expect(authDialog(page).getByLabel(/^confirm password/i)).toHaveAttribute('aria-invalid', 'true');

    await fillSignUp(page, { ...user, password: 'short1!' });
    await submitSignUp(page);
    await expect(toasts.getByText('Password must be at least 8 characters long.')).toBeVisible();

    expect(registerCalls, 'client validation should stop invalid sign-ups before the network').toEqual([]);

    await fillSignUp(page, user);
    await submitSignUp(page);
    await expectSignedIn(page);
    expect(registerCalls).toEqual(['POST']);
  });
});
