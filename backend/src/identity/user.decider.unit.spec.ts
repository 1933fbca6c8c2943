import { DomainError } from '../infrastructure/events/domain-error';
import { DEFAULT_USER_PREFERENCES } from '@eventfold/contracts';
import {
  decide,
  evolve,
  USER_NOT_FOUND,
  userDecider,
  type UserCommand,
  type UserEvent,
} from './user.decider';

const userId = 'user-1';
const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId,
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    passwordHash: 'scrypt$10$8$1$c2FsdA==$aGFzaA==',
    authProvider: 'email',
    inviteCode: 'invite',
  },
};

function given(...events: UserEvent[]) {
  return events.reduce(evolve, userDecider.initialState());
}

function when(state: ReturnType<typeof given>, command: UserCommand) {
  return decide(command, state);
}

describe('user decider', () => {
  it('registers a new user', () => {
    const { data } = registered as Extract<UserEvent, { type: 'UserRegistered' }>;
    const events = when(given(), {
      type: 'RegisterUser',
      userId,
      email: data.email!,
      firstName: data.firstName!,
      lastName: data.lastName!,
      passwordHash: data.passwordHash!,
      inviteCode: 'invite',
    });
    expect(events).toEqual([registered]);
  });

  it('refuses to register an account twice', () => {
    const command = {
      type: 'RegisterUser',
      userId,
      email: 'a@b.c',
      firstName: 'A',
      lastName: 'B',
      passwordHash: 'h',
      inviteCode: 'i',
    } as const;
    expect(() => when(given(registered), command)).toThrow(DomainError);
  });

  it('refuses changes to an account that does not exist', () => {
    expect(() => when(given(), { type: 'ChangePreferences', changes: { shareLikes: false } })).toThrow(
      USER_NOT_FOUND,
    );
  });

  it('appends only the preferences that change', () => {
    const events = when(given(registered), {
      type: 'ChangePreferences',
      changes: { shareLikes: false, shareComments: DEFAULT_USER_PREFERENCES.shareComments },
    });
    expect(events).toEqual([
      { type: 'PreferencesChanged', data: { userId, changes: { shareLikes: false } } },
    ]);
  });

  it('appends nothing when nothing changes', () => {
    const state = given(registered, {
      type: 'PreferencesChanged',
      data: { userId, changes: { shareLikes: false } },
    });
    expect(when(state, { type: 'ChangePreferences', changes: { shareLikes: false } })).toEqual([]);
  });

  it('saves the settings form as a profile update and the changed preferences', () => {
    const events = when(given(registered), {
      type: 'UpdateUserSettings',
      name: 'Ada L.',
      zipCode: '60601',
      preferences: { timezone: 'America/Chicago', preferredRadius: 40, favoriteCategories: ['Music Venue'] },
    });
    expect(events).toEqual([
      { type: 'ProfileUpdated', data: { userId, name: 'Ada L.', zipCode: '60601' } },
      {
        type: 'PreferencesChanged',
        data: { userId, changes: { preferredRadius: 40, favoriteCategories: ['Music Venue'] } },
      },
    ]);
  });

  it('keeps the ZIP code when the form leaves it out and clears it when it is empty', () => {
    const state = given(registered, {
      type: 'ProfileUpdated',
      data: { userId, name: 'Ada', zipCode: '60601' },
    });
    expect(
      when(state, { type: 'UpdateUserSettings', name: 'Ada', zipCode: undefined, preferences: {} }),
    ).toEqual([]);
    expect(when(state, { type: 'UpdateUserSettings', name: 'Ada', zipCode: '', preferences: {} })).toEqual([
      { type: 'ProfileUpdated', data: { userId, name: 'Ada', zipCode: null } },
    ]);
  });

  it('changes the avatar', () => {
    expect(
      when(given(registered), { type: 'ChangeAvatar', avatarId: 'a1', profileImageUrl: '/api/avatars/a1' }),
    ).toEqual([
      { type: 'AvatarChanged', data: { userId, avatarId: 'a1', profileImageUrl: '/api/avatars/a1' } },
    ]);
  });

  describe('provider identities', () => {
    const profile = {
      provider: 'google' as const,
      subject: 'google-sub-1',
      email: 'ada@example.com',
      emailVerified: true,
      firstName: 'Ada',
      lastName: 'Lovelace',
      pictureUrl: 'https://lh3.googleusercontent.com/a/ada',
    };

    it('registers through a provider without a password, and records the link and the sign-in', () => {
      const events = when(given(), { type: 'RegisterWithProvider', userId, profile, inviteCode: 'inv' });
      expect(events.map((event) => event.type)).toEqual([
        'UserRegistered',
        'ExternalIdentityLinked',
        'UserSignedInWithProvider',
      ]);
      expect(events[0]!.data).toMatchObject({ passwordHash: null, authProvider: 'google', firstName: 'Ada' });
      expect(events[1]!.data).toMatchObject({ linkedBy: 'sign-up', emailVerified: true });
    });

    it('links to an existing account as a recorded step, never on a missing account', () => {
      const events = when(given(registered), { type: 'LinkExternalIdentity', profile });
      expect(events[0]).toMatchObject({
        type: 'ExternalIdentityLinked',
        data: { userId, linkedBy: 'password' },
      });
      expect(events[1]).toMatchObject({
        type: 'UserSignedInWithProvider',
        data: { userId, provider: 'google' },
      });
      expect(() => when(given(), { type: 'LinkExternalIdentity', profile })).toThrow(DomainError);
    });

    it('refuses a second provider registration of the same account', () => {
      expect(() =>
        when(given(registered), { type: 'RegisterWithProvider', userId, profile, inviteCode: 'inv' }),
      ).toThrow(DomainError);
    });
  });
});
