import { describe, expect, it } from 'vitest';
import { type AppNotification } from '@eventfold/contracts';
import { notificationText, panelItems, unreadBadgeLabel, unreadIds } from './notification-panel';

const actor = { id: 'u1', name: null, firstName: 'Bea', lastName: 'Lee', profileImageUrl: null };

function notification(overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id: 'n1',
    type: 'like',
    actor,
    eventId: 'e1',
    data: { eventTitle: 'Jazz Night' },
    read: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('unreadBadgeLabel', () => {
  it('hides at zero, counts up to 9 and shows 9+ above', () => {
    expect(unreadBadgeLabel(0)).toBeNull();
    expect(unreadBadgeLabel(1)).toBe('1');
    expect(unreadBadgeLabel(9)).toBe('9');
    expect(unreadBadgeLabel(10)).toBe('9+');
  });
});

describe('notificationText', () => {
  it('says what happened, per type', () => {
    expect(notificationText(notification())).toBe('Bea Lee liked your event Jazz Night');
    expect(notificationText(notification({ type: 'comment' }))).toBe('Bea Lee commented on Jazz Night');
    expect(
      notificationText(
        notification({ type: 'friend_rsvp', data: { eventTitle: 'Jazz Night', status: 'going' } }),
      ),
    ).toBe('Bea Lee is going to Jazz Night');
    expect(
      notificationText(
        notification({ type: 'friend_rsvp', data: { eventTitle: 'Jazz Night', status: 'interested' } }),
      ),
    ).toBe('Bea Lee is interested in Jazz Night');
    expect(notificationText(notification({ type: 'friend_request', data: {} }))).toBe(
      'Bea Lee sent you a friend request',
    );
    expect(notificationText(notification({ type: 'friend_accept', data: {} }))).toBe(
      'Bea Lee accepted your friend request',
    );
    expect(notificationText(notification({ type: 'friend_accept', data: { viaInvite: true } }))).toBe(
      'Bea Lee accepted your invitation and is now your friend',
    );
  });

  it('falls back when the actor or the title is unknown', () => {
    expect(notificationText(notification({ actor: null, data: {} }))).toBe(
      'Someone liked your event your event',
    );
  });
});

describe('panelItems', () => {
  it('shows 10 and offers View all only when there are more', () => {
    const ten = Array.from({ length: 10 }, (_, i) => notification({ id: String(i) }));
    expect(panelItems(ten)).toMatchObject({ hasMore: false });
    const eleven = [...ten, notification({ id: 'x' })];
    const { shown, hasMore } = panelItems(eleven);
    expect(shown).toHaveLength(10);
    expect(hasMore).toBe(true);
  });
});

it('unreadIds lists the unread only', () => {
  expect(unreadIds([notification({ id: 'a' }), notification({ id: 'b', read: true })])).toEqual(['a']);
});
