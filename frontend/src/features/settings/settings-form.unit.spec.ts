import { describe, expect, it } from 'vitest';
import { type CurrentUser } from '@eventfold/contracts';
import { checkAvatarFile } from './avatar-file';
import { detectTimezone } from './detect-timezone';
import {
  parseRadiusInput,
  settingsFieldOfServerMessage,
  SETTINGS_FORM_DEFAULTS,
  toSettingsFormValues,
  validateSettingsForm,
} from './settings-form';

const flags = {
  shareLikes: true,
  shareComments: true,
  shareFavorites: false,
  notifyOnLike: true,
  notifyOnComment: true,
  notifyOnFavorite: false,
};

const user = {
  ...flags,
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  name: null,
  profileImageUrl: null,
  emailVerified: false,
  authProvider: 'email',
  zipCode: null,
  timezone: 'America/Denver',
  preferredRadius: 40,
  favoriteCategories: ['Brewery', 'Unknown'],
  rsvpVisibility: 'friends',
  notifyByEmail: true,
  remindBeforeMinutes: 180,
  interests: [],
  onboardingCompleted: false,
  inviteCode: 'abc',
  createdAt: '2025-07-20T00:00:00.000Z',
  updatedAt: '2025-07-20T00:00:00.000Z',
} satisfies CurrentUser;

describe('settings form', () => {
  it('starts from the user, falling back to first plus last name', () => {
    expect(toSettingsFormValues(user)).toEqual({
      name: 'Ada Lovelace',
      zipCode: '',
      timezone: 'America/Denver',
      preferredRadius: 40,
      favoriteCategories: ['Brewery'],
      rsvpVisibility: 'friends',
      notifyByEmail: true,
      remindBeforeMinutes: 180,
    });
  });

  it('has the spec defaults', () => {
    expect(SETTINGS_FORM_DEFAULTS).toMatchObject({
      timezone: 'America/Chicago',
      preferredRadius: 25,
      rsvpVisibility: 'public',
      remindBeforeMinutes: 60,
    });
  });

  it('turns non-numeric radius input into 0', () => {
    expect(parseRadiusInput('abc')).toBe(0);
    expect(parseRadiusInput('')).toBe(0);
    expect(parseRadiusInput('30')).toBe(30);
  });

  it('reports the spec messages per field', () => {
    const result = validateSettingsForm({
      ...SETTINGS_FORM_DEFAULTS,
      name: ' ',
      zipCode: '1234',
      preferredRadius: 0,
      timezone: '',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        zipCode: 'Please enter a valid US ZIP code (e.g., 12345 or 12345-6789)',
        preferredRadius: 'Radius must be at least 1 mile',
        timezone: 'Timezone is required',
      },
    });
    expect(
      validateSettingsForm({ ...SETTINGS_FORM_DEFAULTS, name: 'Ada', preferredRadius: 101 }),
    ).toMatchObject({
      errors: { preferredRadius: 'Radius cannot exceed 100 miles' },
    });
  });

  it('accepts a valid form and carries the switch panel flags', () => {
    const result = validateSettingsForm(
      { ...SETTINGS_FORM_DEFAULTS, name: 'Ada', zipCode: '12345-6789' },
      flags,
    );
    expect(result.ok && result.data).toMatchObject({
      name: 'Ada',
      zipCode: '12345-6789',
      shareFavorites: false,
    });
  });
});

describe('avatar file checks', () => {
  it('rejects files over 5 MB, then non-images', () => {
    expect(checkAvatarFile({ size: 5 * 1024 * 1024 + 1, type: 'text/plain' })?.title).toBe('File Too Large');
    expect(checkAvatarFile({ size: 10, type: 'application/pdf' })?.title).toBe('Invalid File Type');
    expect(checkAvatarFile({ size: 5 * 1024 * 1024, type: 'image/png' })).toBeNull();
  });
});

describe('detectTimezone', () => {
  it('uses a supported browser zone with its label', () => {
    expect(detectTimezone('America/Los_Angeles')).toEqual({
      timezone: 'America/Los_Angeles',
      description: 'Set to Pacific Time (PT)',
      variant: 'success',
    });
  });
  it('falls back to America/Chicago and says why', () => {
    expect(detectTimezone(undefined)).toMatchObject({
      timezone: 'America/Chicago',
      description: 'Set to Central Time (CT)',
    });
    expect(detectTimezone('Europe/Berlin')).toMatchObject({
      timezone: 'America/Chicago',
      variant: 'warning',
    });
  });
});

describe('a refused save', () => {
  it('goes to the field its message is about', () => {
    expect(settingsFieldOfServerMessage('Name can be at most 200 characters.')).toBe('name');
    expect(settingsFieldOfServerMessage('Radius cannot exceed 100 miles')).toBe('preferredRadius');
    expect(settingsFieldOfServerMessage('Please enter a valid US ZIP code (e.g., 12345 or 12345-6789)')).toBe(
      'zipCode',
    );
  });
  it('stays a toast when it is about no field', () => {
    expect(settingsFieldOfServerMessage('The server is busy. Please try again in a moment.')).toBeNull();
  });
});
