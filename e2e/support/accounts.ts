import { randomUUID } from 'node:crypto';
import { type Locator, type Page, expect } from '@playwright/test';

export interface TestUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A new address per call: the data dir is wiped per run, but tests in one run must not collide. */
export function newUser(): TestUser {
  const id = randomUUID().slice(0, 8);
  return {
    firstName: 'Ada',
    lastName: `Tester${id}`,
    email: `e2e-${id}@example.com`,
    password: 'Correct-horse-9!',
  };
}

export function authDialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/** The sign-up form, filled through its labels; `confirmPassword` defaults to the password. */
export async function fillSignUp(page: Page, user: Partial<TestUser>, confirmPassword = user.password) {
  const dialog = authDialog(page);
  if (user.firstName !== undefined)
    await dialog.getByRole('textbox', { name: /first name/i }).fill(user.firstName);
  if (user.lastName !== undefined)
    await dialog.getByRole('textbox', { name: /last name/i }).fill(user.lastName);
  if (user.email !== undefined) await dialog.getByRole('textbox', { name: 'Email' }).fill(user.email);
  if (user.password !== undefined) await dialog.getByLabel(/^password/i).fill(user.password);
  if (confirmPassword !== undefined) await dialog.getByLabel(/^confirm password/i).fill(confirmPassword);
}

export async function openSignUp(page: Page) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click();
  await authDialog(page).getByRole('tab', { name: 'Sign Up' }).click();
}

export async function openSignIn(page: Page) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await expect(authDialog(page).getByRole('tab', { name: 'Sign In' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

export async function submitSignUp(page: Page) {
  await authDialog(page)
    .getByRole('button', { name: /create account|sign up/i })
    .click();
}

export async function submitSignIn(page: Page) {
  await authDialog(page)
    .getByRole('button', { name: /^sign in$/i })
    .click();
}

export async function expectSignedIn(page: Page) {
  await expect(page.getByText("Let's get started!")).toBeVisible({ timeout: 20_000 });
}

/** Registers through the API with the page's own cookie jar: tests about settings skip the dialog. */
export async function registerThroughApi(page: Page, user: TestUser = newUser()): Promise<TestUser> {
  const response = await page.request.post('/api/auth/register', {
    data: { ...user, confirmPassword: user.password },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return user;
}
