import { test, expect } from './support/fixtures';
import { authDialog, openSignUp, registerThroughApi } from './support/accounts';
import { signedInWithVenue } from './support/calendar';

const NAME_TOO_LONG = 'Name can be at most 200 characters.';

test.describe('form limits and messages', () => {
  test('every limited input stops at its limit', async ({ page }) => {
    await openSignUp(page);
    const signUp = authDialog(page);
    for (const [name, max] of [
      ['First name', '100'],
      ['Last name', '100'],
      ['Email', '320'],
    ] as const) {
      await expect(signUp.getByRole('textbox', { name, exact: true })).toHaveAttribute('maxlength', max);
    }
    await expect(signUp.getByLabel('Password', { exact: true })).toHaveAttribute('maxlength', '1024');

    await signedInWithVenue(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Add Venue' }).click();
    const addVenue = page.getByRole('dialog', { name: 'Add Event Source' });
    await expect(addVenue.getByRole('textbox', { name: /website url/i })).toHaveAttribute(
      'maxlength',
      '2048',
    );
    const venueName = addVenue.getByRole('textbox', { name: /name/i });
    await venueName.fill('v'.repeat(300));
    await expect(venueName).toHaveValue('v'.repeat(200));
    await addVenue.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Create Event' }).click();
    const create = page.getByRole('dialog', { name: 'Create Your Own Event' });
    await expect(create.getByRole('textbox', { name: 'Title' })).toHaveAttribute('maxlength', '300');
    await expect(create.getByRole('textbox', { name: 'Location' })).toHaveAttribute('maxlength', '500');
    await expect(create.getByRole('textbox', { name: 'Description' })).toHaveAttribute('maxlength', '5000');
    await create.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/settings');
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await name.fill('n'.repeat(300));
    await expect(name).toHaveValue('n'.repeat(200));
  });

  test('the API says which limit was passed, in words', async ({ page }) => {
    const tooLongUser = await page.request.post('/api/auth/register', {
      data: {
        firstName: 'f'.repeat(101),
        lastName: 'Tester',
        email: 'limits@example.com',
        password: 'Correct-horse-9!',
        confirmPassword: 'Correct-horse-9!',
      },
    });
    expect(tooLongUser.status()).toBe(400);
    expect((await tooLongUser.json()).message).toBe('First name can be at most 100 characters.');

    await registerThroughApi(page);
    const settings = await page.request.patch('/api/user/preferences', {
      data: { name: 'n'.repeat(300), timezone: 'America/Chicago', preferredRadius: 25 },
    });
    expect(settings.status()).toBe(400);
    expect((await settings.json()).message).toBe(NAME_TOO_LONG);

    const source = await page.request.post('/api/event-sources', {
      data: {
        name: 's'.repeat(300),
        url: 'https://venue.invalid/events',
        category: 'Music Venue',
        isActive: true,
      },
    });
    expect(source.status()).toBe(400);
    expect((await source.json()).message).toBe(NAME_TOO_LONG);
  });

  test('saving settings with an error far up the page brings that field into view and focuses it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await registerThroughApi(page);
    await page.goto('/settings');
    const save = page.getByRole('button', { name: 'Save Settings' });
    await expect(save).toBeVisible({ timeout: 20_000 });
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await name.fill('');
    await save.scrollIntoViewIfNeeded();
    await expect(name).not.toBeInViewport();

    await save.click();
    await expect(name).toBeFocused();
    await expect(name).toBeInViewport();
    await expect(page.getByText('Name is required')).toBeVisible();
  });
});
