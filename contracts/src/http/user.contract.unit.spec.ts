import { userSettingsSchema, patchSharingPreferencesSchema } from './user.contract';
import { SETTINGS_MESSAGES, SERVER_MESSAGES } from '../domain/messages';

const valid = { name: 'Ada', zipCode: '60614', timezone: 'America/Chicago', preferredRadius: 25 };

function firstMessage(input: unknown): string | undefined {
  const result = userSettingsSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('userSettingsSchema', () => {
  it('accepts the settings form', () => {
    expect(
      userSettingsSchema.parse({ ...valid, favoriteCategories: ['Brewery'], rsvpVisibility: 'friends' }),
    ).toMatchObject(valid);
  });

  it('requires a name', () => {
    expect(firstMessage({ ...valid, name: '  ' })).toBe(SETTINGS_MESSAGES.nameRequired);
    // A name over the limit says so, rather than "Name is required".
    expect(firstMessage({ ...valid, name: 'a'.repeat(300) })).toBe('Name can be at most 200 characters.');
  });

  it.each(['12345', '12345-6789', ''])('accepts the ZIP %p', (zipCode) => {
    expect(firstMessage({ ...valid, zipCode })).toBeUndefined();
  });

  it.each(['1234', '123456', '12345-678', 'abcde', '12345-67890'])('rejects the ZIP %p', (zipCode) => {
    expect(firstMessage({ ...valid, zipCode })).toBe(SETTINGS_MESSAGES.zipInvalid);
  });

  it('requires one of the seven timezones', () => {
    expect(firstMessage({ ...valid, timezone: '' })).toBe(SETTINGS_MESSAGES.timezoneRequired);
    expect(firstMessage({ ...valid, timezone: 'Europe/Paris' })).toBeDefined();
  });

  it('keeps the radius between 1 and 100 miles, non-numeric input counting as 0', () => {
    expect(firstMessage({ ...valid, preferredRadius: 0 })).toBe(SETTINGS_MESSAGES.radiusMin);
    expect(firstMessage({ ...valid, preferredRadius: 'far' })).toBe(SETTINGS_MESSAGES.radiusMin);
    expect(firstMessage({ ...valid, preferredRadius: 101 })).toBe(SETTINGS_MESSAGES.radiusMax);
    expect(userSettingsSchema.parse({ ...valid, preferredRadius: '40' }).preferredRadius).toBe(40);
  });

  it('accepts only the eleven categories', () => {
    expect(firstMessage({ ...valid, favoriteCategories: ['Opera'] })).toBeDefined();
  });
});

describe('patchSharingPreferencesSchema', () => {
  it('takes one toggled flag', () => {
    expect(patchSharingPreferencesSchema.parse({ shareLikes: false })).toEqual({ shareLikes: false });
  });

  it('refuses an empty change and unknown fields', () => {
    const empty = patchSharingPreferencesSchema.safeParse({});
    expect(empty.error?.issues[0]?.message).toBe(SERVER_MESSAGES.noPreferenceToUpdate);
    expect(patchSharingPreferencesSchema.safeParse({ isAdmin: true }).success).toBe(false);
  });
});
