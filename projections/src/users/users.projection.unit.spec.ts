import type {
  AvatarChanged,
  ExternalIdentityLinked,
  EmailClaimed,
  PreferencesChanged,
  ProfileUpdated,
  UserRegistered,
} from '@eventfold/contracts';
import { eventLog, foldInMemory } from '../runtime/in-memory-fold';
import { usersProjection } from './users.projection';

function registration(userId: string, email: string | null): UserRegistered {
  return {
    type: 'UserRegistered',
    data: {
      userId,
      email,
      firstName: email === null ? null : 'Ada',
      lastName: email === null ? null : 'Lovelace',
      passwordHash: 'scrypt$hash',
      authProvider: 'email',
      inviteCode: `invite-${userId}`,
    },
  };
}

function history() {
  const log = eventLog();
  log.append('user-u1', registration('u1', '  Ada@Example.COM '));
  log.append('user_email-abc', { type: 'EmailClaimed', data: { userId: 'u1' } } satisfies EmailClaimed);
  log.append('user-u2', registration('u2', 'grace@example.com'));
  log.append('user-u1', {
    type: 'ProfileUpdated',
    data: { userId: 'u1', name: 'Ada L.', zipCode: '60601' },
  } satisfies ProfileUpdated);
  log.append('user-u1', {
    type: 'PreferencesChanged',
    data: { userId: 'u1', changes: { timezone: 'America/New_York', shareFavorites: true } },
  } satisfies PreferencesChanged);
  log.append('user-u2', {
    type: 'AvatarChanged',
    data: { userId: 'u2', avatarId: 'a1', profileImageUrl: '/api/avatars/a1' },
  } satisfies AvatarChanged);
  return log.events;
}

describe('users projection', () => {
  it('registers an account with the settings defaults and a normalised e-mail', () => {
    const users = foldInMemory(usersProjection, history().slice(0, 3));
    expect(users.get('u2')).toEqual({
      _id: 'u2',
      _position: '3',
      email: 'grace@example.com',
      emailNormalized: 'grace@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      name: null,
      profileImageUrl: null,
      avatarId: null,
      passwordHash: 'scrypt$hash',
      authProvider: 'email',
      emailVerified: false,
      zipCode: null,
      timezone: 'America/Chicago',
      preferredRadius: 25,
      remindBeforeMinutes: 60,
      favoriteCategories: [],
      rsvpVisibility: 'public',
      notifyByEmail: false,
      shareLikes: true,
      shareComments: true,
      shareFavorites: false,
      notifyOnLike: true,
      notifyOnComment: true,
      notifyOnFavorite: false,
      interests: [],
      onboardingCompleted: false,
      inviteCode: 'invite-u2',
      createdAt: '2025-01-01T00:00:02.000Z',
      updatedAt: '2025-01-01T00:00:02.000Z',
    });
    expect(users.get('u1')?.emailNormalized).toBe('ada@example.com');
  });

  it('applies profile, preference and avatar changes, touching only what changed', () => {
    const users = foldInMemory(usersProjection, history());
    expect(users.get('u1')).toMatchObject({
      name: 'Ada L.',
      zipCode: '60601',
      timezone: 'America/New_York',
      shareFavorites: true,
      preferredRadius: 25,
      shareLikes: true,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:04.000Z',
      _position: '5',
    });
    expect(users.get('u2')).toMatchObject({
      avatarId: 'a1',
      profileImageUrl: '/api/avatars/a1',
      _position: '6',
    });
  });

  it('gives the same documents when the events are replayed, whole or in part', () => {
    const events = history();
    const once = foldInMemory(usersProjection, events);
    expect(foldInMemory(usersProjection, events, once)).toEqual(once);
    // An older event replayed after newer ones would roll `updatedAt` back if it were applied again.
    expect(foldInMemory(usersProjection, events.slice(0, 4), once)).toEqual(once);
    expect(foldInMemory(usersProjection, events, foldInMemory(usersProjection, events.slice(0, 4)))).toEqual(
      once,
    );
  });

  it('keeps an account whose personal data was erased, without an e-mail to sign in with', () => {
    const log = eventLog();
    log.append('user-u3', registration('u3', null));
    log.append('user-u3', {
      type: 'ProfileUpdated',
      data: { userId: 'u3', name: null, zipCode: null },
    } satisfies ProfileUpdated);
    expect(foldInMemory(usersProjection, log.events).get('u3')).toMatchObject({
      email: null,
      emailNormalized: null,
      firstName: null,
      name: null,
      zipCode: null,
      inviteCode: 'invite-u3',
    });
  });

  it('ignores changes to an account it never saw registered', () => {
    const log = eventLog();
    log.append('user-ghost', {
      type: 'ProfileUpdated',
      data: { userId: 'ghost', name: 'X', zipCode: null },
    } satisfies ProfileUpdated);
    expect(foldInMemory(usersProjection, log.events).size).toBe(0);
  });

  it('trusts a linked provider for the account’s own verified address, and uses its picture until an upload', () => {
    const log = eventLog();
    log.append('user-u4', registration('u4', 'Ada@Example.com'));
    const linked = (email: string, emailVerified: boolean): ExternalIdentityLinked => ({
      type: 'ExternalIdentityLinked',
      data: {
        userId: 'u4',
        provider: 'google',
        linkedBy: 'password',
        email,
        emailVerified,
        pictureUrl: 'https://lh3.googleusercontent.com/a/x',
      },
    });
    log.append('user-u4', linked('other@example.com', true));
    expect(foldInMemory(usersProjection, log.events).get('u4')).toMatchObject({ emailVerified: false });
    log.append('user-u4', linked('ada@example.com', true));
    expect(foldInMemory(usersProjection, log.events).get('u4')).toMatchObject({
      emailVerified: true,
      profileImageUrl: 'https://lh3.googleusercontent.com/a/x',
    });
  });
});
