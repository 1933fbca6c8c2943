import { z } from 'zod';
import { singleLineText } from '../domain/safe-text';
import { AUTH_PROVIDERS, RSVP_VISIBILITIES, sharingFlagsSchema } from '../events/identity.events';
import { categorySchema } from '../domain/categories';
import { SETTINGS_MESSAGES, SERVER_MESSAGES, tooLongMessage } from '../domain/messages';
import { LIMITS, ZIP_CODE_PATTERN } from '../domain/limits';
import { timezoneSchema } from '../domain/timezones';
import { remindBeforeMinutesSchema } from './alerts.contract';

/** GET /api/auth/user, and the answer of sign-in, sign-up and the settings save. */
export const currentUserSchema = sharingFlagsSchema.extend({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  name: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  emailVerified: z.boolean(),
  authProvider: z.enum(AUTH_PROVIDERS),
  zipCode: z.string().nullable(),
  timezone: z.string(),
  preferredRadius: z.number(),
  favoriteCategories: z.array(z.string()),
  rsvpVisibility: z.enum(RSVP_VISIBILITIES),
  notifyByEmail: z.boolean(),
  remindBeforeMinutes: z.number().int(),
  interests: z.array(z.string()),
  onboardingCompleted: z.boolean(),
  inviteCode: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** GET /api/preferences answers the six flags; PATCH sends one or more of them. */
export const sharingPreferencesSchema = sharingFlagsSchema;
export type SharingPreferences = z.infer<typeof sharingPreferencesSchema>;
export const patchSharingPreferencesSchema = sharingFlagsSchema
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: SERVER_MESSAGES.noPreferenceToUpdate });
export type PatchSharingPreferences = z.infer<typeof patchSharingPreferencesSchema>;

/** Non-numeric radius input becomes 0 (and then fails the minimum), as the spec says. */
export const radiusSchema = z.preprocess(
  (value) => {
    if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
    if (typeof value === 'string') {
      const parsed = Number.parseInt(value, 10);
      return Number.isNaN(parsed) ? 0 : parsed;
    }
    return 0;
  },
  z
    .number()
    .int()
    .min(LIMITS.radiusMin, SETTINGS_MESSAGES.radiusMin)
    .max(LIMITS.radiusMax, SETTINGS_MESSAGES.radiusMax),
);

export const zipCodeSchema = z
  .string()
  .trim()
  .max(LIMITS.zipInputMaxLength, SETTINGS_MESSAGES.zipInvalid)
  .refine((value) => value === '' || ZIP_CODE_PATTERN.test(value), SETTINGS_MESSAGES.zipInvalid);

/** PATCH /api/user/preferences: the settings form. */
export const userSettingsSchema = sharingFlagsSchema.partial().extend({
  name: singleLineText(SETTINGS_MESSAGES.nameRequired)
    .trim()
    .min(1, SETTINGS_MESSAGES.nameRequired)
    .max(LIMITS.nameMaxLength, tooLongMessage('Name', LIMITS.nameMaxLength)),
  zipCode: zipCodeSchema.optional(),
  timezone: z
    .string({ error: SETTINGS_MESSAGES.timezoneRequired })
    .min(1, SETTINGS_MESSAGES.timezoneRequired)
    .pipe(timezoneSchema),
  preferredRadius: radiusSchema,
  favoriteCategories: z.array(categorySchema).max(11).optional(),
  rsvpVisibility: z.enum(RSVP_VISIBILITIES, { error: SETTINGS_MESSAGES.rsvpInvalid }).optional(),
  notifyByEmail: z.boolean().optional(),
  remindBeforeMinutes: remindBeforeMinutesSchema.optional(),
});
export type UserSettingsInput = z.input<typeof userSettingsSchema>;
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** POST /api/upload-avatar answers the new picture's URL on our own origin. */
export const uploadAvatarResponseSchema = z.object({ url: z.string() });
export type UploadAvatarResponse = z.infer<typeof uploadAvatarResponseSchema>;

export const ACCOUNT_MESSAGES = {
  passwordRequired: 'Enter your password to delete your account',
  passwordIncorrect: 'Password is incorrect',
  confirmRequired: 'Type DELETE to confirm',
  deleted: 'Your account and your personal data have been deleted.',
} as const;

/** DELETE /api/user: an e-mail account proves it with its password, a provider account types DELETE. */
export const deleteAccountSchema = z.object({
  password: z.string().max(1024).optional(),
  confirm: z.string().max(16).optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountSchema>;
