import { type Page } from '@playwright/test';
import { PROVIDER_MESSAGES } from '@eventfold/contracts';
import { test, expect } from './support/fixtures';
import { authDialog, expectSignedIn, newUser, openSignIn } from './support/accounts';
import { startE2eProviders } from './support/local-providers';
import type { LocalProviders } from '../backend/test/support/local-providers';

const APPLE_SDK = 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js';

let providers: LocalProviders;

test.beforeAll(async ({ baseURL }) => {
  providers = await startE2eProviders(baseURL!);
});

test.afterAll(async () => {
  await providers?.stop();
});

/** The local provider's own login and consent pages, as a person fills them in. */
async function throughGoogle(page: Page, email: string, consent: 'Continue' | 'Cancel' = 'Continue') {
  await expect(page.getByRole('heading', { name: 'Sign-in' })).toBeVisible();
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  if (consent === 'Continue') await page.getByRole('button', { name: 'Continue' }).click();
  else await page.getByRole('link', { name: '[ Cancel ]' }).click();
}

test.describe('sign in with a provider', () => {
  test('Continue with Google: the whole redirect flow creates the account and signs in', async ({ page }) => {
    const email = `grace.hopper.${Date.now()}@example.com`;
    await openSignIn(page);
    await authDialog(page).getByRole('button', { name: 'Continue with Google' }).click();
    await throughGoogle(page, email);

    await expectSignedIn(page);
    await expect(page.getByText(email)).toBeVisible();
    const user = await (await page.request.get('/api/auth/user')).json();
    expect(user).toMatchObject({ email, firstName: 'Grace', lastName: 'Hopper', authProvider: 'google' });
  });

  test('cancelling at Google comes back to the landing page with a message', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await throughGoogle(page, 'changed.mind@example.com', 'Cancel');

    await expect(page.getByText('Sign-In Failed')).toBeVisible();
    await expect(page.getByText(PROVIDER_MESSAGES.cancelled('Google'))).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });

  test('Google with the e-mail of a password account links only after the password', async ({ page }) => {
    const person = newUser();
    const registered = await page.request.post('/api/auth/register', {
      data: { ...person, confirmPassword: person.password },
    });
    expect(registered.status()).toBe(201);
    await page.request.post('/api/logout');

    await page.goto('/');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await throughGoogle(page, person.email);

    const dialog = page.getByRole('dialog', { name: 'Link your account' });
    await expect(dialog.getByText(person.email)).toBeVisible();
    await dialog.getByLabel(/^password/i).fill('not-the-password-1!');
    await dialog.getByRole('button', { name: 'Link Google' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await dialog.getByLabel(/^password/i).fill(person.password);
    await dialog.getByRole('button', { name: 'Link Google' }).click();

    await expectSignedIn(page);
    await expect(page.getByText(person.email)).toBeVisible();
  });

  test('Apple: the button says it is not available when Apple’s script cannot load', async ({ page }) => {
    await page.route(APPLE_SDK, (route) => route.abort());
    await openSignIn(page);
    const apple = authDialog(page).getByRole('button', { name: 'Continue with Apple' });
    await expect(apple).toBeDisabled();
    await apple.locator('..').hover();
    await expect(page.getByRole('tooltip')).toHaveText(/Apple Sign-In is not available/);
  });

  test('Apple: the popup’s answer, verified by the server, signs a new person in', async ({ page }) => {
    const email = `apple.${Date.now()}@privaterelay.appleid.com`;
    // Apple's script is replaced by one that answers like Apple's popup, with an id_token the local
    // Apple signs for the nonce the server handed out.
    await page.exposeFunction('mintAppleToken', (nonce: string) =>
      providers.appleIdToken({ sub: `apple-${email}`, email, nonce }),
    );
    await page.route(APPLE_SDK, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.AppleID = { auth: {
          init(config) { window.appleConfig = config; },
          async signIn() {
            const config = window.appleConfig;
            if (config.scope !== 'name email' || !config.usePopup) throw { error: 'unexpected init' };
            return {
              authorization: { code: 'local-code', id_token: await window.mintAppleToken(config.nonce), state: config.state },
              user: { email: ${JSON.stringify(email)}, name: { firstName: 'Tim', lastName: 'Apple' } },
            };
          },
        } };`,
      }),
    );
    await openSignIn(page);
    const apple = authDialog(page).getByRole('button', { name: 'Continue with Apple' });
    await expect(apple).toBeEnabled();
    await apple.click();

    // The page reloads at once after a successful sign-in (spec), taking the success toast with it.
    await expectSignedIn(page);
    const user = await (await page.request.get('/api/auth/user')).json();
    expect(user).toMatchObject({ email, firstName: 'Tim', lastName: 'Apple', authProvider: 'apple' });
  });
});
