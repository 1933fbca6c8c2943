import { z } from 'zod';
import { categorySchema } from '../domain/categories';
import { LIMITS } from '../domain/limits';
import { DEFAULT_TIMEZONE } from '../domain/timezones';
import { REMIND_BEFORE_DEFAULT } from './alerts.events';
import { defineEvent, type EventOf } from './envelope';

export const AUTH_PROVIDERS = ['email', 'google', 'apple'] as const;
/** The identity providers a person can sign in with besides e-mail and password. */
export const EXTERNAL_PROVIDERS = ['google', 'apple'] as const;
export type ExternalProvider = (typeof EXTERNAL_PROVIDERS)[number];
export const RSVP_VISIBILITIES = ['public', 'friends', 'private'] as const;

export const sharingFlagsSchema = z.object({
  shareLikes: z.boolean(),
  shareComments: z.boolean(),
  shareFavorites: z.boolean(),
  notifyOnLike: z.boolean(),
  notifyOnComment: z.boolean(),
  notifyOnFavorite: z.boolean(),
});
export type SharingFlags = z.infer<typeof sharingFlagsSchema>;
export const SHARING_FLAG_NAMES = Object.keys(sharingFlagsSchema.shape) as (keyof SharingFlags)[];

export const userPreferencesSchema = sharingFlagsSchema.extend({
  timezone: z.string(),
  preferredRadius: z.number().int(),
  favoriteCategories: z.array(categorySchema),
  rsvpVisibility: z.enum(RSVP_VISIBILITIES),
  notifyByEmail: z.boolean(),
  /** Minutes before an event one is going to or favorited that its reminder comes; 0: none. */
  remindBeforeMinutes: z.number().int(),
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

/**
 * What a new account starts with: the settings form's defaults (spec, section 3), which differ from
 * the legacy user_preferences table's all-true flags.
 */
export const DEFAULT_USER_PREFERENCES: Readonly<UserPreferences> = {
  timezone: DEFAULT_TIMEZONE,
  preferredRadius: LIMITS.radiusDefault,
  favoriteCategories: [],
  rsvpVisibility: 'public',
  notifyByEmail: false,
  remindBeforeMinutes: REMIND_BEFORE_DEFAULT,
  shareLikes: true,
  shareComments: true,
  shareFavorites: false,
  notifyOnLike: true,
  notifyOnComment: true,
  notifyOnFavorite: false,
};

/** Stream of one user: `user-{userId}`. */
export const UserRegistered = defineEvent(
  'UserRegistered',
  1,
  z.object({
    userId: z.string(),
    email: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    passwordHash: z.string().nullable(),
    authProvider: z.enum(AUTH_PROVIDERS),
    inviteCode: z.string(),
  }),
  // The hash too: erasing the account shreds it with the key (events before this read as they were).
  ['email', 'firstName', 'lastName', 'passwordHash'],
);

/**
 * Stream `user_email-{HMAC-SHA-256(normalised e-mail)}` (before keyed names: an unkeyed SHA-256),
 * appended with "no stream": the event store itself guarantees that one address belongs to one account.
 */
export const EmailClaimed = defineEvent('EmailClaimed', 1, z.object({ userId: z.string() }));

/** The account holding the claim was erased: the address is free for a new account. */
export const EmailReleased = defineEvent('EmailReleased', 1, z.object({ userId: z.string() }));

/**
 * The account was erased at its owner's request: their data key is destroyed, so every personal
 * field they left in the log reads as null from now on. Stream `user-{userId}`. Every read model
 * drops or scrubs what held the user or their own events at this position (erasure rules), so a
 * rebuild from the log ends the same. Version 2 names the user's own events (none in version 1).
 */
export const UserErased = defineEvent(
  'UserErased',
  2,
  z.object({
    userId: z.string(),
    /** Everyone whose friends, requests or blocks named the user: their read models drop the edge. */
    relatedUserIds: z.array(z.string()),
    /** The user's own events: copies in invitees' calendars, others' likes and marks of them go. */
    eventIds: z.array(z.string()),
  }),
);

export const ProfileUpdated = defineEvent(
  'ProfileUpdated',
  1,
  z.object({ userId: z.string(), name: z.string().nullable(), zipCode: z.string().nullable() }),
  ['name', 'zipCode'],
);

/** Only the preferences that changed. */
export const PreferencesChanged = defineEvent(
  'PreferencesChanged',
  1,
  z.object({ userId: z.string(), changes: userPreferencesSchema.partial() }),
);

export const AvatarChanged = defineEvent(
  'AvatarChanged',
  1,
  z.object({ userId: z.string(), avatarId: z.string(), profileImageUrl: z.string().nullable() }),
  ['profileImageUrl'],
);

/**
 * Stream `user_identity-{sha256(provider + subject)}`, appended with "no stream": one provider account
 * belongs to one Eventfold account. The subject never reaches the log in the clear.
 */
export const ExternalIdentityClaimed = defineEvent(
  'ExternalIdentityClaimed',
  1,
  z.object({ userId: z.string(), provider: z.enum(EXTERNAL_PROVIDERS) }),
);

/**
 * On the user's stream: a provider account now signs in to this account, either at sign-up through
 * the provider or after the account's password was entered once (`linkedBy: 'password'`).
 */
export const ExternalIdentityLinked = defineEvent(
  'ExternalIdentityLinked',
  1,
  z.object({
    userId: z.string(),
    provider: z.enum(EXTERNAL_PROVIDERS),
    linkedBy: z.enum(['sign-up', 'password']),
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    pictureUrl: z.string().nullable(),
  }),
  ['email', 'pictureUrl'],
);

/** Every sign-in through a provider, for the audit trail (e-mail sign-ins go through the session only). */
export const UserSignedInWithProvider = defineEvent(
  'UserSignedInWithProvider',
  1,
  z.object({ userId: z.string(), provider: z.enum(EXTERNAL_PROVIDERS) }),
);

export const IDENTITY_EVENTS = [
  ExternalIdentityClaimed,
  ExternalIdentityLinked,
  UserSignedInWithProvider,
  UserRegistered,
  EmailClaimed,
  EmailReleased,
  UserErased,
  ProfileUpdated,
  PreferencesChanged,
  AvatarChanged,
] as const;

export type UserRegistered = EventOf<typeof UserRegistered>;
export type EmailClaimed = EventOf<typeof EmailClaimed>;
export type EmailReleased = EventOf<typeof EmailReleased>;
export type UserErased = EventOf<typeof UserErased>;
export type ProfileUpdated = EventOf<typeof ProfileUpdated>;
export type PreferencesChanged = EventOf<typeof PreferencesChanged>;
export type AvatarChanged = EventOf<typeof AvatarChanged>;
export type ExternalIdentityClaimed = EventOf<typeof ExternalIdentityClaimed>;
export type ExternalIdentityLinked = EventOf<typeof ExternalIdentityLinked>;
export type UserSignedInWithProvider = EventOf<typeof UserSignedInWithProvider>;
export type IdentityEvent =
  | UserRegistered
  | EmailClaimed
  | ProfileUpdated
  | PreferencesChanged
  | AvatarChanged
  | ExternalIdentityClaimed
  | ExternalIdentityLinked
  | UserSignedInWithProvider;
