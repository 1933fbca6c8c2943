import {
  DEFAULT_USER_PREFERENCES,
  type AvatarChanged,
  type ExternalIdentityLinked,
  type ExternalProvider,
  type PreferencesChanged,
  type ProfileUpdated,
  type UserPreferences,
  type UserErased,
  type UserRegistered,
  type UserSignedInWithProvider,
} from '@eventfold/contracts';
import { DomainError } from '../infrastructure/events/domain-error';
import type { Decider } from '../infrastructure/events/command-handling';

export type UserEvent =
  | UserRegistered
  | ProfileUpdated
  | PreferencesChanged
  | AvatarChanged
  | ExternalIdentityLinked
  | UserSignedInWithProvider
  | UserErased;

/** What a provider vouches for, from a verified ID token. */
export interface ProviderProfile {
  provider: ExternalProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  pictureUrl: string | null;
}

export type UserState =
  | { status: 'unregistered' }
  /** Erased at the owner's request: nothing more can happen to the account. */
  | { status: 'erased' }
  | {
      status: 'registered';
      userId: string;
      name: string | null;
      zipCode: string | null;
      preferences: UserPreferences;
      avatarId: string | null;
      linkedProviders: ExternalProvider[];
    };

export type UserCommand =
  | {
      type: 'RegisterUser';
      userId: string;
      email: string;
      firstName: string;
      lastName: string;
      passwordHash: string;
      inviteCode: string;
    }
  /** The settings form: `zipCode` undefined keeps the current one, '' clears it. */
  | {
      type: 'UpdateUserSettings';
      name: string;
      zipCode: string | undefined;
      preferences: Partial<UserPreferences>;
    }
  | { type: 'ChangePreferences'; changes: Partial<UserPreferences> }
  | { type: 'ChangeAvatar'; avatarId: string; profileImageUrl: string }
  | { type: 'RegisterWithProvider'; userId: string; profile: ProviderProfile; inviteCode: string }
  /** After the account's password was entered: the provider signs in to this account from now on. */
  | { type: 'LinkExternalIdentity'; profile: ProviderProfile }
  | { type: 'RecordProviderSignIn'; provider: ExternalProvider }
  | { type: 'EraseUser'; relatedUserIds: string[]; eventIds: string[] };

export const USER_NOT_FOUND = 'User not found';
export const USER_ALREADY_REGISTERED = 'This account already exists';

export function userStreamId(userId: string): string {
  return `user-${userId}`;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Only the preferences that differ from the current ones, so a no-op save appends nothing. */
function changedPreferences(
  current: UserPreferences,
  requested: Partial<UserPreferences>,
): Partial<UserPreferences> {
  const changes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(requested)) {
    if (value !== undefined && !sameValue(current[name as keyof UserPreferences], value))
      changes[name] = value;
  }
  return changes as Partial<UserPreferences>;
}

function preferencesChanged(
  userId: string,
  current: UserPreferences,
  requested: Partial<UserPreferences>,
): UserEvent[] {
  const changes = changedPreferences(current, requested);
  return Object.keys(changes).length === 0 ? [] : [{ type: 'PreferencesChanged', data: { userId, changes } }];
}

export function evolve(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserRegistered') {
    return {
      status: 'registered',
      userId: event.data.userId,
      name: null,
      zipCode: null,
      preferences: { ...DEFAULT_USER_PREFERENCES },
      avatarId: null,
      linkedProviders: [],
    };
  }
  if (event.type === 'UserErased') return { status: 'erased' };
  if (state.status !== 'registered') return state;
  switch (event.type) {
    case 'ProfileUpdated':
      return { ...state, name: event.data.name, zipCode: event.data.zipCode };
    case 'PreferencesChanged':
      return {
        ...state,
        preferences: { ...state.preferences, ...changedPreferences(state.preferences, event.data.changes) },
      };
    case 'AvatarChanged':
      return { ...state, avatarId: event.data.avatarId };
    case 'ExternalIdentityLinked':
      return { ...state, linkedProviders: [...new Set([...state.linkedProviders, event.data.provider])] };
    case 'UserSignedInWithProvider':
      return state;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export function decide(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'RegisterUser') {
    if (state.status !== 'unregistered') throw new DomainError(USER_ALREADY_REGISTERED, 409);
    const { userId, email, firstName, lastName, passwordHash, inviteCode } = command;
    return [
      {
        type: 'UserRegistered',
        data: { userId, email, firstName, lastName, passwordHash, authProvider: 'email', inviteCode },
      },
    ];
  }
  if (command.type === 'RegisterWithProvider') {
    if (state.status === 'registered') throw new DomainError(USER_ALREADY_REGISTERED, 409);
    const { userId, profile, inviteCode } = command;
    return [
      {
        type: 'UserRegistered',
        data: {
          userId,
          email: profile.email,
          firstName: profile.firstName,
          lastName: profile.lastName,
          passwordHash: null,
          authProvider: profile.provider,
          inviteCode,
        },
      },
      identityLinked(userId, profile, 'sign-up'),
      { type: 'UserSignedInWithProvider', data: { userId, provider: profile.provider } },
    ];
  }
  if (state.status !== 'registered') throw new DomainError(USER_NOT_FOUND, 404);
  switch (command.type) {
    case 'LinkExternalIdentity':
      return [
        identityLinked(state.userId, command.profile, 'password'),
        {
          type: 'UserSignedInWithProvider',
          data: { userId: state.userId, provider: command.profile.provider },
        },
      ];
    case 'RecordProviderSignIn':
      return [
        { type: 'UserSignedInWithProvider', data: { userId: state.userId, provider: command.provider } },
      ];
    case 'UpdateUserSettings': {
      const zipCode =
        command.zipCode === undefined ? state.zipCode : command.zipCode === '' ? null : command.zipCode;
      const profile: UserEvent[] =
        command.name === state.name && zipCode === state.zipCode
          ? []
          : [{ type: 'ProfileUpdated', data: { userId: state.userId, name: command.name, zipCode } }];
      return [...profile, ...preferencesChanged(state.userId, state.preferences, command.preferences)];
    }
    case 'ChangePreferences':
      return preferencesChanged(state.userId, state.preferences, command.changes);
    case 'ChangeAvatar':
      return [
        {
          type: 'AvatarChanged',
          data: {
            userId: state.userId,
            avatarId: command.avatarId,
            profileImageUrl: command.profileImageUrl,
          },
        },
      ];
    case 'EraseUser':
      return [
        {
          type: 'UserErased',
          data: { userId: state.userId, relatedUserIds: command.relatedUserIds, eventIds: command.eventIds },
        },
      ];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

function identityLinked(
  userId: string,
  profile: ProviderProfile,
  linkedBy: 'sign-up' | 'password',
): ExternalIdentityLinked {
  return {
    type: 'ExternalIdentityLinked',
    data: {
      userId,
      provider: profile.provider,
      linkedBy,
      email: profile.email,
      emailVerified: profile.emailVerified,
      pictureUrl: profile.pictureUrl,
    },
  };
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: () => ({ status: 'unregistered' }),
  evolve,
  decide,
};
