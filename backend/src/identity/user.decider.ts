import {
  DEFAULT_USER_PREFERENCES,
  type AvatarChanged,
  type PreferencesChanged,
  type ProfileUpdated,
  type UserPreferences,
  type UserRegistered,
} from '@eventfold/contracts';
import { DomainError } from '../infrastructure/events/domain-error';
import type { Decider } from '../infrastructure/events/command-handling';

export type UserEvent = UserRegistered | ProfileUpdated | PreferencesChanged | AvatarChanged;

export type UserState =
  | { status: 'unregistered' }
  | {
      status: 'registered';
      userId: string;
      name: string | null;
      zipCode: string | null;
      preferences: UserPreferences;
      avatarId: string | null;
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
  | { type: 'ChangeAvatar'; avatarId: string; profileImageUrl: string };

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
    };
  }
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
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export function decide(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'RegisterUser') {
    if (state.status === 'registered') throw new DomainError(USER_ALREADY_REGISTERED, 409);
    const { userId, email, firstName, lastName, passwordHash, inviteCode } = command;
    return [
      {
        type: 'UserRegistered',
        data: { userId, email, firstName, lastName, passwordHash, authProvider: 'email', inviteCode },
      },
    ];
  }
  if (state.status !== 'registered') throw new DomainError(USER_NOT_FOUND, 404);
  switch (command.type) {
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
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: () => ({ status: 'unregistered' }),
  evolve,
  decide,
};
