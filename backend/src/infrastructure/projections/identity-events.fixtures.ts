import { randomUUID } from 'node:crypto';
import type { EventMetadata, EventToAppend } from '@eventfold/contracts';

/**
 * Unencrypted identity events for the projection runtime's tests and the rebuild benchmark, shaped
 * like the identity deciders' output so the users projection folds them as it folds real ones.
 */
function plainEvent(type: string, data: Record<string, unknown>, userId: string): EventToAppend {
  const correlationId = randomUUID();
  const metadata: EventMetadata = {
    userId,
    correlationId,
    causationId: correlationId,
    occurredAt: new Date().toISOString(),
  };
  return { id: randomUUID(), type, version: 1, data, metadata };
}

export function userRegistered(userId: string, email: string): EventToAppend {
  return plainEvent(
    'UserRegistered',
    {
      userId,
      email,
      firstName: 'Test',
      lastName: `User ${userId}`,
      passwordHash: 'scrypt$not-a-real-hash',
      authProvider: 'email',
      inviteCode: `invite-${userId}`,
    },
    userId,
  );
}

export function profileUpdated(userId: string, name: string, zipCode: string | null = null): EventToAppend {
  return plainEvent('ProfileUpdated', { userId, name, zipCode }, userId);
}

export function preferencesChanged(userId: string, changes: Record<string, unknown>): EventToAppend {
  return plainEvent('PreferencesChanged', { userId, changes }, userId);
}

export function avatarChanged(userId: string, avatarId: string): EventToAppend {
  return plainEvent(
    'AvatarChanged',
    { userId, avatarId, profileImageUrl: `/api/avatars/${avatarId}` },
    userId,
  );
}

/** The five events of one busy account: a registration and four edits. */
export function userErased(userId: string): EventToAppend {
  return plainEvent('UserErased', { userId, relatedUserIds: [] }, userId);
}

export function accountHistory(userId: string): EventToAppend[] {
  return [
    userRegistered(userId, `${userId}@Example.com`),
    profileUpdated(userId, `Name ${userId}`, '60601'),
    preferencesChanged(userId, { timezone: 'America/Denver', preferredRadius: 40 }),
    avatarChanged(userId, `avatar-${userId}`),
    preferencesChanged(userId, { shareFavorites: true, favoriteCategories: ['Music Venue'] }),
  ];
}
