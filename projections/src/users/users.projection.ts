import {
  DEFAULT_USER_PREFERENCES,
  type AvatarChanged,
  type ExternalIdentityLinked,
  type PreferencesChanged,
  type ProfileUpdated,
  normaliseEmail,
  type UserErased,
  type UserRegistered,
} from '@eventfold/contracts';
import type { ProjectedEvent, ProjectedEventOf, Projection } from '../runtime/projection';
import type { UserDocument } from './user.document';

type UsersEvent = ProjectedEventOf<
  UserRegistered | ProfileUpdated | PreferencesChanged | AvatarChanged | ExternalIdentityLinked
>;

/**
 * A provider vouches for the address only when it verified it and it is the account's own; its
 * picture is used until the person uploads one.
 */
function identityLinked(user: UserDocument, event: ProjectedEvent<ExternalIdentityLinked>): UserDocument {
  const { data, metadata } = event;
  const sameEmail =
    data.email !== null &&
    user.emailNormalized !== null &&
    normaliseEmail(data.email) === user.emailNormalized;
  return {
    ...user,
    emailVerified: user.emailVerified || (data.emailVerified && sameEmail),
    profileImageUrl:
      user.avatarId === null ? (user.profileImageUrl ?? data.pictureUrl) : user.profileImageUrl,
    updatedAt: metadata.occurredAt,
  };
}

function registered(event: ProjectedEvent<UserRegistered>): UserDocument {
  const { data, metadata } = event;
  return {
    _id: data.userId,
    _position: event.position.toString(),
    ...DEFAULT_USER_PREFERENCES,
    favoriteCategories: [],
    // Personal fields are null once the user's key is erased: the account stays, its identity is gone.
    email: data.email,
    emailNormalized: data.email === null ? null : normaliseEmail(data.email),
    firstName: data.firstName,
    lastName: data.lastName,
    name: null,
    profileImageUrl: null,
    avatarId: null,
    passwordHash: data.passwordHash,
    authProvider: data.authProvider,
    emailVerified: false,
    zipCode: null,
    interests: [],
    onboardingCompleted: false,
    inviteCode: data.inviteCode,
    createdAt: metadata.occurredAt,
    updatedAt: metadata.occurredAt,
  };
}

function withoutUndefined<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function evolve(user: UserDocument | null, event: UsersEvent): UserDocument | null {
  if (event.type === 'UserRegistered') return user ?? registered(event);
  // Changes to an account this read model never saw registered have nothing to attach to.
  if (user === null) return null;
  const updatedAt = event.metadata.occurredAt;
  switch (event.type) {
    case 'ProfileUpdated':
      return { ...user, name: event.data.name, zipCode: event.data.zipCode, updatedAt };
    case 'PreferencesChanged':
      return { ...user, ...withoutUndefined(event.data.changes), updatedAt };
    case 'AvatarChanged':
      return {
        ...user,
        avatarId: event.data.avatarId,
        profileImageUrl: event.data.profileImageUrl,
        updatedAt,
      };
    case 'ExternalIdentityLinked':
      return identityLinked(user, event);
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** Accounts for sign-in (by e-mail) and the current-user response, one document per user id. */
export const usersProjection: Projection<UserDocument> = {
  name: 'users',
  version: 1,
  handles: [
    'UserRegistered',
    'ProfileUpdated',
    'PreferencesChanged',
    'AvatarChanged',
    'ExternalIdentityLinked',
    'UserErased',
  ] satisfies (UsersEvent['type'] | UserErased['type'])[],
  indexes: [{ keys: { emailNormalized: 1 } }, { keys: { inviteCode: 1 } }],
  documentIds: (event) => [(event.data as { userId: string }).userId],
  // An erased account leaves the read model: its address is free, and nothing shows it any more.
  evolve: (user, event) => (event.type === 'UserErased' ? null : evolve(user, event as UsersEvent)),
};
